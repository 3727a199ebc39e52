import type { FastifyRequest } from 'fastify';
import { requestSlot } from '@hvac/service-kit';
import type { UserRow } from './repo';

/** The row read while checking the token, kept for the request so handlers need not read it again. */
const rows = requestSlot<UserRow>();

export const rememberCurrentUser = rows.set;

export function currentUser(request: FastifyRequest): UserRow {
  const row = rows.get(request);
  if (!row) throw new Error('currentUser() used on a route without authentication');
  return row;
}
