import type { Knex } from 'knex';
import type { Role } from '@hvac/contracts';
import type { UserEventData } from '@hvac/contracts/events';

export interface DirectoryRow {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  role: Role;
  /** The identity row's version this directory last applied (0: from before events carried one). */
  version: number;
  token_version: number;
  deleted_at: Date | null;
  updated_at: Date;
}

/**
 * Applies a registration or update unless the directory already holds the same or a newer version of
 * the user (a redelivered or reordered event). No version skips that check: an event published before
 * events carried versions reads as version 0, so it can add a user the directory has never heard of but
 * never change one it knows (a forged `version: 0` once turned a client into an admin).
 */
export async function upsertUser(db: Knex, u: UserEventData): Promise<void> {
  await db.raw(
    `INSERT INTO users_directory AS d (id, username, email, phone, role, version, token_version, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, now())
     ON CONFLICT (id) DO UPDATE SET
       username = excluded.username, email = excluded.email, phone = excluded.phone, role = excluded.role,
       version = excluded.version, token_version = excluded.token_version, updated_at = excluded.updated_at
     WHERE d.deleted_at IS NULL AND d.version < excluded.version`,
    [u.id, u.username, u.email.toLowerCase(), u.phone, u.role, u.version, u.tokenVersion],
  );
}

/**
 * A deletion is final: later events for the user are ignored. If it arrives before the user's
 * registration (reordered), a tombstone row keeps that registration from creating the user afterwards.
 */
export async function markDeleted(db: Knex, id: string, version: number): Promise<void> {
  await db.raw(
    `INSERT INTO users_directory AS d (id, username, email, phone, role, version, deleted_at, updated_at)
     VALUES (?, '', '', NULL, 'client', ?, now(), now())
     ON CONFLICT (id) DO UPDATE SET deleted_at = excluded.deleted_at, version = GREATEST(d.version, excluded.version), updated_at = excluded.updated_at
     WHERE d.deleted_at IS NULL`,
    [id, version],
  );
}

/** A user as the directory knows them, deleted ones included (their names stay on old records). */
export const findUser = (db: Knex, id: string): Promise<DirectoryRow | undefined> => db<DirectoryRow>('users_directory').where({ id }).first();

export const findActiveByEmail = (db: Knex, email: string): Promise<DirectoryRow | undefined> =>
  db<DirectoryRow>('users_directory').where({ email: email.toLowerCase() }).whereNull('deleted_at').first();

/** Active users with one of the roles, by name: the people a record can be assigned to, the clients a document can be for. */
export const listActiveUsers = (db: Knex, roles: readonly Role[]): Promise<DirectoryRow[]> =>
  db<DirectoryRow>('users_directory')
    .whereIn('role', [...roles])
    .whereNull('deleted_at')
    .orderBy([{ column: 'username' }, { column: 'id' }]);

/** An active user holding one of the roles. */
export const isActiveWithRole = (u: DirectoryRow | undefined, roles: readonly Role[]): u is DirectoryRow => !!u && !u.deleted_at && roles.includes(u.role);
