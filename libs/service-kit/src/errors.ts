import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error meant for the caller: its status, message and code are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: unknown) => new HttpError(400, message, code, details);
export const unauthorized = (message = 'Authentication required. Please log in.', code = 'UNAUTHORIZED') => new HttpError(401, message, code);
export const forbidden = (message = 'You do not have permission to perform this action.', code = 'FORBIDDEN') => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
export const tooManyRequests = (message: string, code = 'TOO_MANY_REQUESTS') => new HttpError(429, message, code);

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) keep their status and message. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty when the content type is JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
};

/**
 * The one error handler of every service: validation → 400, known errors → their status, anything else → 500
 * with a generic message. Stack traces only ever go to the log.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { message: error.message, code: error.code };
      if (error.details !== undefined) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return reply.status(400).send({ message: fe.message, code: 'VALIDATION_ERROR' });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (fe.code && CLIENT_ERROR_MESSAGES[fe.code]) || fe.message || 'Bad request';
      return reply.status(status).send({ message, code: fe.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
  });
}
