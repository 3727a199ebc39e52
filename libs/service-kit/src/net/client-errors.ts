import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError } from 'fastify';
import type { ErrorCode } from '@hvac/contracts';

/** Fastify's own refusals of a request, in the platform's words and codes. */
const CLIENT_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is too large.', code: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported content type.', code: 'unsupportedMediaType' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'Request body must not be empty when the content type is JSON.', code: 'emptyJsonBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Request body is not valid JSON.', code: 'invalidJson' },
  FST_ERR_BAD_URL: { message: 'The address is not a valid URL.', code: 'badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { message: 'A part of the address is too long.', code: 'paramTooLong' },
};

/**
 * A Fastify client error (4xx) as `{ message, code }`, the same in the gateway and the services: a known
 * one in our words, any other with `fallback` (a router refusal, where Fastify's text would echo the
 * address) or Fastify's own message.
 */
export function clientErrorBody(error: FastifyError, fallback?: string): { message: string; code: ErrorCode } {
  return CLIENT_ERRORS[error.code] ?? { message: fallback ?? (error.message || 'Bad request'), code: 'badRequest' };
}

/** Node's parser refusals, by its error code; anything else it refuses is a plain bad request. */
const PARSER_REFUSALS: Record<string, { status: number; body: { message: string; code: ErrorCode } }> = {
  HPE_HEADER_OVERFLOW: { status: 431, body: { message: 'The request’s address or headers are too long.', code: 'badRequest' } },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { message: 'The request took too long to arrive.', code: 'timeout' } },
};
const MALFORMED_REQUEST = { status: 400, body: { message: 'Bad request', code: 'badRequest' as ErrorCode } };

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or an address over 16 KB, a broken
 * request line, a request that never finished): Fastify's `clientErrorHandler`, written to the socket as
 * Fastify's default does, but as `{ message, code }` like every other error instead of `{ error, statusCode }`.
 * The gateway's and every service's: the gateway adds headers, so an address it passes can overflow a service.
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
