import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { requestSlot, type AuthUser, type TokenPayload } from '../auth';
import { findUser, type DirectoryRow } from './repo';

/**
 * The caller's directory row as the token check read it (null when the directory has not heard of the
 * account yet), kept for the request so handlers need not read it again.
 */
const rows = requestSlot<DirectoryRow | null>();

/** The caller's directory row; undefined on a request whose token was not checked. */
export const directoryCaller = (request: FastifyRequest): DirectoryRow | null | undefined => rows.get(request);

/**
 * The token check of a service with a users directory. The directory knows when an account was deleted,
 * its role changed or its tokens were revoked (a password or role change). A user it has not heard of
 * yet (a brand-new account) keeps what the token says; a token newer than the directory (its event is
 * on the way) is accepted.
 */
export const resolveFromDirectory =
  (db: Knex) =>
  async (payload: TokenPayload, request: FastifyRequest): Promise<AuthUser | null> => {
    const known = await findUser(db, payload.sub);
    if (known?.deleted_at || (known && (payload.tv ?? 0) < known.token_version)) return null;
    rows.set(request, known ?? null);
    return { id: payload.sub, role: known?.role ?? payload.role, email: known?.email ?? payload.email, username: known?.username ?? payload.username };
  };
