import type { Knex } from 'knex';
import { STAFF_ROLES, type Role, type UserEventData } from '@hvac/contracts';

export interface DirectoryRow {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  role: Role;
  deleted_at: Date | null;
  updated_at: Date;
}

export async function upsertUser(db: Knex, u: UserEventData): Promise<void> {
  await db('users_directory')
    .insert({ id: u.id, username: u.username, email: u.email.toLowerCase(), phone: u.phone, role: u.role, updated_at: db.fn.now() })
    .onConflict('id')
    .merge(['username', 'email', 'phone', 'role', 'updated_at']);
}

export async function markDeleted(db: Knex, id: string): Promise<void> {
  await db('users_directory').where({ id }).whereNull('deleted_at').update({ deleted_at: db.fn.now(), updated_at: db.fn.now() });
}

export const findUser = (db: Knex, id: string): Promise<DirectoryRow | undefined> => db<DirectoryRow>('users_directory').where({ id }).first();

export const findActiveByEmail = (db: Knex, email: string): Promise<DirectoryRow | undefined> =>
  db<DirectoryRow>('users_directory').where({ email: email.toLowerCase() }).whereNull('deleted_at').first();

/** Who a request can be assigned to: active admins, managers and staff. */
export const listAssignees = (db: Knex): Promise<DirectoryRow[]> =>
  db<DirectoryRow>('users_directory')
    .whereIn('role', [...STAFF_ROLES])
    .whereNull('deleted_at')
    .orderBy([{ column: 'username' }, { column: 'id' }]);

export const isAssignable = (u: DirectoryRow | undefined): u is DirectoryRow => !!u && !u.deleted_at && STAFF_ROLES.includes(u.role);
