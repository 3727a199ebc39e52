import type { FastifyRequest } from 'fastify';
import type { UserRow } from './repo';

/** The row read while checking the token, kept for the request so handlers need not read it again. */
const rows = new WeakMap<FastifyRequest, UserRow>();

export const rememberCurrentUser = (request: FastifyRequest, row: UserRow): void => {
  rows.set(request, row);
};

export function currentUser(request: FastifyRequest): UserRow {
  const row = rows.get(request);
  if (!row) throw new Error('currentUser() used on a route without authentication');
  return row;
}
