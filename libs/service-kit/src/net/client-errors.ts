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
