import type { FastifyRequest } from 'fastify';
import { requestSlot } from '@hvac/service-kit';
import type { DirectoryRow } from './repo';

/**
 * The caller's projected row as the token check read it (null when the projection has not heard of the
 * account yet), kept for the request so handlers need not read it again.
 */
const rows = requestSlot<DirectoryRow | null>();

export const rememberProjectedCaller = rows.set;

/** The caller's projected row; undefined on a request whose token was not checked. */
export const projectedCaller = (request: FastifyRequest): DirectoryRow | null | undefined => rows.get(request);
