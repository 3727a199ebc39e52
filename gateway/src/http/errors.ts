import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@hvac/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorBody } from '@hvac/service-kit/net';

// The gateway's own error bodies. The texts are part of the API contract: the frontend shows them as
// they are and translates by `code`.
export const NOT_FOUND: ErrorBody = { message: 'Not found', code: 'notFound' };
export const PAYLOAD_TOO_LARGE: ErrorBody = { message: 'Request body is too large.', code: 'payloadTooLarge' };
export const RATE_LIMITED: ErrorBody = { message: 'Too many requests. Please try again in a minute.', code: 'rateLimited' };
export const INTERNAL_ERROR: ErrorBody = { message: 'Something went wrong. Please try again.', code: 'internalError' };
export const REMOTES_CONFIG_UNAVAILABLE: ErrorBody = {
  message: 'The frontend configuration is unavailable. Please try again shortly.',
  code: 'remotesConfigUnavailable',
};

export function serviceUnavailable(service: string): ErrorBody {
  return { message: `The ${service} service is unavailable. Please try again shortly.`, code: 'serviceUnavailable' };
}

export function gatewayTimeout(service: string): ErrorBody {
  return { message: `The ${service} service took too long to respond. Please try again shortly.`, code: 'gatewayTimeout' };
}

export function badGateway(service: string): ErrorBody {
  return { message: `The ${service} service sent an invalid response. Please try again shortly.`, code: 'badGateway' };
}


/**
 * The router's refusals, answered before any route or error handler runs (Fastify `frameworkErrors`):
 * the same `{ message, code }` as every other error, without echoing the address back.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send(clientErrorBody(error, 'Bad request'));
}

/** Node's parser refusals, by its error code; anything else it refuses is a plain bad request. */
const PARSER_REFUSALS: Record<string, { status: number; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: { status: 431, body: { message: 'The request’s address or headers are too long.', code: 'badRequest' } },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { message: 'The request took too long to arrive.', code: 'timeout' } },
};
const MALFORMED_REQUEST = { status: 400, body: { message: 'Bad request', code: 'badRequest' } } as const;

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or an address over 16 KB, a broken
 * request line, a request that never finished): Fastify's `clientErrorHandler`, written to the socket as
 * Fastify's default does, but as `{ message, code }` like every other error instead of `{ error, statusCode }`.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`);
  }
  socket.destroy(error);
}

/** Fastify's own 4xx codes (bad URL, bad content type...) keep their readable message; 5xx never leak. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status === 413) {
    reply.code(413).send(PAYLOAD_TOO_LARGE);
  } else if (status === 429) {
    reply.code(429).send(RATE_LIMITED);
  } else if (status === 404) {
    reply.code(404).send(NOT_FOUND);
  } else if (status === 403) {
    reply.code(403).send({ message: 'Forbidden', code: 'forbidden' });
  } else if (status >= 400 && status < 500) {
    reply.code(status).send(clientErrorBody(error));
  } else {
    request.log.error({ err: error }, 'gateway error');
    reply.code(500).send(INTERNAL_ERROR);
  }
}
