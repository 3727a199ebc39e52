import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const MAX_LENGTH = 128;
const SAFE = /^[\w.:@+=/-]{1,128}$/;
const UNSAFE_CHARS = /[^\w.:@+=/-]/g;

/**
 * A caller's request id is kept so one action can be followed across systems, but only as a short
 * token: it is echoed in headers and logs, so anything that could split a header or a log line goes.
 */
export function sanitizeRequestId(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (SAFE.test(value)) return value;
  const cleaned = value.replace(UNSAFE_CHARS, '').slice(0, MAX_LENGTH);
  return cleaned === '' ? undefined : cleaned;
}

/**
 * Fastify's genReqId, in the gateway and in every service: the id is request.id, used in logs, forwarded
 * upstream, returned, and carried by the events the request causes (their correlationId).
 */
export function genRequestId(req: IncomingMessage): string {
  return sanitizeRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}
