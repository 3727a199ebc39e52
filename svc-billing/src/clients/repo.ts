import type { Knex } from 'knex';
import { findUser, isActiveWithRole, type DirectoryRow } from '@hvac/service-kit';

/*
 * Billing's clients are the users directory's clients (docs/domains/billing.md#data): svc-billing keeps
 * its own copy of identity's accounts from their events, so lists and documents carry names and a
 * document's client is checked while svc-identity is down.
 */

/** An active account with the client role, or undefined. */
export async function findClient(db: Knex, id: string): Promise<DirectoryRow | undefined> {
  const user = await findUser(db, id);
  return isActiveWithRole(user, ['client']) ? user : undefined;
}

/** Ids of the users whose name or e-mail matches a LIKE pattern (the expression of migration 0005's index). */
export const clientsMatching = (db: Knex, pattern: string): Knex.QueryBuilder =>
  db('users_directory').select('id').whereRaw('(lower(username) || chr(31) || email) like ?', [pattern]);
