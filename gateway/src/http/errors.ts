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
