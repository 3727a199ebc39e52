import { Type } from 'typebox';
import multipart from '@fastify/multipart';
import { ErrorBody, IdParams, STAFF_ROLES } from '@hvac/contracts';
import {
  VISIT_ATTACHMENT_MAX_BYTES,
  VISIT_MESSAGES as M,
  VisitAttachmentListResponse,
  VisitAttachmentParams,
  VisitAttachmentQuery,
  VisitAttachmentResponse,
} from '@hvac/contracts/requests';
import { multipartOnly, success, type App } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import * as attachments from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const secured = { security: [{ bearerAuth: [] }], tags: ['visits'] };

/** docs/domains/service-requests.md#visit-attachments: add (multipart, field `file`, `?kind=`), list and read back. */
export async function visitAttachmentRoutes(app: App, ctx: RequestsContext): Promise<void> {
  const { guards } = ctx;
  // One file per request within the gateway's 1 MB body limit, and a few small fields beside it.
  await app.register(multipart, { limits: { fileSize: VISIT_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

  app.post(
    '/api/visits/:id/attachments',
    {
      onRequest: [guards.requireRole(...STAFF_ROLES), multipartOnly('an attachment')],
      schema: {
        ...secured,
        summary: "Add a photo or the customer's signature: multipart/form-data, field `file`, at most 900 KB, a JPEG, PNG, WebP or HEIC image by content (its technician, admin, manager)",
        consumes: ['multipart/form-data'],
        params: IdParams(M.visitNotFound, 'visitNotFound'),
        querystring: VisitAttachmentQuery,
        response: { 201: VisitAttachmentResponse, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(success({ attachment: await attachments.addAttachment(ctx, request.user, request.params.id, request.query.kind, request) })),
  );

  app.get(
    '/api/visits/:id/attachments',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...secured, summary: "A visit's photos and signature, without their bytes (its technician, admin, manager)", params: IdParams(M.visitNotFound, 'visitNotFound'), response: { 200: VisitAttachmentListResponse, ...errors } },
    },
    async (request) => success({ attachments: await attachments.listAttachments(ctx, request.user, request.params.id) }),
  );

  app.get(
    '/api/visits/:id/attachments/:attachmentId',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...secured, summary: "One attachment's image (its technician, admin, manager)", params: VisitAttachmentParams, response: { 200: Type.Unknown({ description: 'The image, in its own content type' }), ...errors } },
    },
    async (request, reply) => {
      const file = await attachments.readAttachment(ctx, request.user, request.params.id, request.params.attachmentId);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `inline; filename="${file.kind}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
}
