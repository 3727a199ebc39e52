import type { ErrorBody } from '@hvac/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// The gateway's own error bodies. The texts are part of the API contract: the frontend shows them as
// they are and translates by `code`.
export const NOT_FOUND: ErrorBody = { message: 'Not found', code: 'NOT_FOUND' };
export const PAYLOAD_TOO_LARGE: ErrorBody = { message: 'Request body is too large.', code: 'PAYLOAD_TOO_LARGE' };
export const RATE_LIMITED: ErrorBody = { message: 'Too many requests. Please try again in a minute.', code: 'RATE_LIMITED' };
export const INTERNAL_ERROR: ErrorBody = { message: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' };
export const REMOTES_CONFIG_UNAVAILABLE: ErrorBody = {
  message: 'The frontend configuration is unavailable. Please try again shortly.',
  code: 'REMOTES_CONFIG_UNAVAILABLE',
};

export function serviceUnavailable(service: string): ErrorBody {
  return { message: `The ${service} service is unavailable. Please try again shortly.`, code: 'SERVICE_UNAVAILABLE' };
}

export function gatewayTimeout(service: string): ErrorBody {
  return { message: `The ${service} service took too long to respond. Please try again shortly.`, code: 'GATEWAY_TIMEOUT' };
}

export function badGateway(service: string): ErrorBody {
  return { message: `The ${service} service sent an invalid response. Please try again shortly.`, code: 'BAD_GATEWAY' };
}

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * The router's refusals, answered before any route or error handler runs (Fastify `frameworkErrors`):
 * the same `{ message, code }` as every other error, without echoing the address back.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send({ message: ROUTER_MESSAGES[error.code] ?? 'Bad request', code: error.code ?? 'BAD_REQUEST' });
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
    reply.code(403).send({ message: 'Forbidden', code: 'FORBIDDEN' });
  } else if (status >= 400 && status < 500) {
    reply.code(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
  } else {
    request.log.error({ err: error }, 'gateway error');
    reply.code(500).send(INTERNAL_ERROR);
  }
}
