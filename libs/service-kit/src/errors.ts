import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ErrorCode } from '@hvac/contracts';
import { isInfrastructureError } from './infrastructure-errors';
import { clientErrorBody } from './net';

/** An error meant for the caller: its status, message and code are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly details?: unknown,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'badRequest', details?: unknown) => new HttpError(400, message, code, details);
export const unauthorized = (message = 'Authentication required. Please log in.', code: ErrorCode = 'unauthorized') => new HttpError(401, message, code);
export const forbidden = (message = 'You do not have permission to perform this action.', code: ErrorCode = 'forbidden') => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code: ErrorCode = 'notFound') => new HttpError(404, message, code);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new HttpError(409, message, code);
export const tooManyRequests = (message: string, code: ErrorCode = 'tooManyRequests') => new HttpError(429, message, code);

/**
 * Ajv's errors for one part of a request, in words a caller can act on (Fastify's `schemaErrorFormatter`).
 * A union reports every branch it tried: a union of constants reads "must be one of: a, b", and for a
 * nullable value the "must be null" branch and the closing "must match a schema in anyOf" are left out,
 * so what remains is the real reason ("must NOT have more than 100 characters").
 */
export function validationError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const unknown = dataVar === 'params' ? notFoundWords(errors) : null;
  if (unknown) return notFound(unknown.message, unknown.code);
  const missing = requiredWords(errors);
  if (missing) return badRequest(missing.message, missing.code, { errors: [missing] });
  const byPath = new Map<string, FastifySchemaValidationError[]>();
  for (const e of errors) byPath.set(e.instancePath, [...(byPath.get(e.instancePath) ?? []), e]);
  const parts = [...byPath].map(([path, found]) => {
    const where = `${dataVar}${path}`;
    const reasons = found.filter((e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.params.type === 'null'));
    const allowed = reasons.filter((e) => e.keyword === 'const').map((e) => String(e.params.allowedValue));
    if (reasons.length > 0 && allowed.length === reasons.length) return `${where} must be one of: ${allowed.join(', ')}`;
    return `${where} ${(reasons[0] ?? found[0]!).message ?? 'is not valid'}`;
  });
  return new Error(parts.join('; '));
}

/**
 * A required field that is absent, in the words its schema gives (contracts' `Required`): the form's own
 * message and code, as the screen would say it. Needs ajv's `verbose` errors, which carry the schema.
 */
function requiredWords(errors: FastifySchemaValidationError[]): { field: string; code: ErrorCode; message: string } | null {
  const e = errors.find((x) => x.keyword === 'required');
  if (!e) return null;
  const field = String(e.params.missingProperty);
  const parent = (e as { parentSchema?: { properties?: Record<string, { 'x-required'?: { message: string; code: ErrorCode } }> } }).parentSchema;
  const words = parent?.properties?.[field]?.['x-required'];
  return words ? { field: `${e.instancePath.slice(1).replace(/\//g, '.')}${e.instancePath ? '.' : ''}${field}`, ...words } : null;
}

type NotFoundWords = { message: string; code: ErrorCode };

/**
 * A path's id that is not one (contracts' `PathId`), in its route's words for an unknown id: a malformed id
 * names nothing, so it is answered as an unknown one, and the caller learns nothing of the validator.
 */
function notFoundWords(errors: FastifySchemaValidationError[]): NotFoundWords | null {
  for (const e of errors) {
    const words = (e as { parentSchema?: { 'x-not-found'?: NotFoundWords } }).parentSchema?.['x-not-found'];
    if (words) return words;
  }
  return null;
}

/**
 * Refuses, at start-up, a route with a uuid in its path that does not say how an unknown one is answered
 * (contracts' `PathId`), so no route can answer a malformed id with validator text (Fastify's `onRoute`).
 */
export function requireNotFoundWords(route: { method: string | string[]; url: string; schema?: { params?: unknown } }): void {
  const properties = (route.schema?.params as { properties?: Record<string, { format?: string; 'x-not-found'?: unknown }> } | undefined)?.properties ?? {};
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.format === 'uuid' && !schema['x-not-found']) {
      throw new Error(`${String(route.method)} ${route.url}: path parameter ${name} is a uuid without its not-found words; declare it with contracts' PathId or IdParams`);
    }
  }
}

/** True when a string anywhere in a parsed query, body or params holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (containsNul(item, depth + 1)) return true;
  return false;
}

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/**
 * The router's own refusals (a malformed or overlong path), answered before any route or error handler
 * runs: Fastify's `frameworkErrors`, so they take the same `{ message, code }` shape as every other error.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(clientErrorBody(error, 'Bad request'));
}

/** What a caller hears while the database is away: a pause, not a fault of theirs or ours to report. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'This service cannot reach its database right now. Please try again shortly.';

/**
 * The one error handler of every service: validation → 400, known errors → their status, the database
 * unavailable (down, restarting, no connection to be had) → 503 with Retry-After, as the gateway answers for
 * a service that is down, anything else → 500 with a generic message. Stack traces only ever go to the log.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { message: error.message, code: error.code };
      if (error.details !== undefined) body.details = error.details;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return reply.status(400).send({ message: fe.message, code: 'validationError' });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(clientErrorBody(fe));
    if (isInfrastructureError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'serviceUnavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internalError' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'notFound' });
  });
}
