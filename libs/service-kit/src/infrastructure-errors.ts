/** Socket errors of a server that is down or unreachable. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/**
 * SQLSTATEs of a server that cannot serve rather than of a statement it refused: connection exceptions
 * (class 08), shutdown, crash recovery and start-up (57P01–57P03), disk, memory or connection slots
 * exhausted (53100, 53200, 53300) and I/O errors (58030).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53100', '53200', '53300', '58030']);

/**
 * pg's wording for a connection that broke or was closed under it; these errors carry no code, and knex
 * puts the statement in front ("ROLLBACK - Connection terminated unexpectedly").
 */
const BROKEN_CONNECTION = /Connection terminated|Connection ended unexpectedly|not queryable/;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether an error says the database (or the network to it) is unavailable, as opposed to a statement
 * or a handler being at fault. Wrapped causes and the attempts of an AggregateError are looked into.
 */
export function isInfrastructureError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as ErrorLike;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.code === 'string') {
    if (CONNECTION_ERRNOS.has(e.code) || UNAVAILABLE_STATES.has(e.code) || e.code.startsWith('08')) return true;
    // A Unix socket that is gone: the server is not running.
    if (e.code === 'ENOENT' && e.syscall === 'connect') return true;
  }
  if (typeof e.message === 'string' && BROKEN_CONNECTION.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isInfrastructureError(inner, depth + 1))) return true;
  return isInfrastructureError(e.cause, depth + 1);
}
