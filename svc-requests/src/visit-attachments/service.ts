import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { MANAGER_ROLES } from '@hvac/contracts';
import {
  VISIT_ATTACHMENT_FIELD,
  VISIT_ATTACHMENT_MESSAGES as A,
  VISIT_MESSAGES as M,
  type VisitAttachment,
  type VisitAttachmentContentType,
  type VisitAttachmentKind,
} from '@hvac/contracts/requests';
import { HttpError, badRequest, forbidden, notFound, readOneFile, sniffFileType, type AuthUser } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import * as repo from './repo';

/*
 * Photos and the customer's signature on a visit (docs/domains/service-requests.md#visit-attachments):
 * its technician, a manager or an admin adds and reads them; an image recognised by its bytes, kept in
 * the service's own table as receipts are in svc-finance's.
 */

const tooLarge = () => new HttpError(413, A.visitAttachmentTooLarge, 'visitAttachmentTooLarge');
const required = () => badRequest(A.visitAttachmentRequired, 'visitAttachmentRequired');

/** The visit exists and the caller is its technician, a manager or an admin; otherwise 404 or 403. */
async function requireAccess(db: Knex, caller: AuthUser, visitId: string): Promise<void> {
  const visit = (await db('visits').select('technician_id').where({ id: visitId }).first()) as { technician_id: string } | undefined;
  if (!visit) throw notFound(M.visitNotFound, 'visitNotFound');
  if (!MANAGER_ROLES.includes(caller.role) && visit.technician_id !== caller.id) throw forbidden(M.visitNotYours, 'visitNotYours');
}

export async function addAttachment(ctx: RequestsContext, caller: AuthUser, visitId: string, kind: VisitAttachmentKind, request: FastifyRequest): Promise<VisitAttachment> {
  // Who may add is settled before a byte of the file is read.
  await requireAccess(ctx.db, caller, visitId);
  const { data } = await readOneFile(request, VISIT_ATTACHMENT_FIELD, { missing: required, tooLarge });
  if (data.length === 0) throw required();
  const sniffed = sniffFileType(data);
  // Only images: a PDF is no photo and no signature.
  const contentType: VisitAttachmentContentType | null = sniffed === 'application/pdf' ? null : sniffed;
  if (!contentType) throw badRequest(A.visitAttachmentTypeInvalid, 'visitAttachmentTypeInvalid');
  return ctx.db.transaction(async (trx) => {
    // The visit may have gone while the file was arriving; its row is locked so it cannot go now.
    if (!(await trx('visits').where({ id: visitId }).forUpdate().first('id'))) throw notFound(M.visitNotFound, 'visitNotFound');
    return repo.insertAttachment(trx, { id: randomUUID(), visit_id: visitId, kind, content_type: contentType, size: data.length, data, created_by: caller.id });
  });
}

export async function listAttachments(ctx: RequestsContext, caller: AuthUser, visitId: string): Promise<VisitAttachment[]> {
  await requireAccess(ctx.db, caller, visitId);
  return repo.listAttachments(ctx.db, visitId);
}

export async function readAttachment(ctx: RequestsContext, caller: AuthUser, visitId: string, id: string): Promise<{ content_type: VisitAttachmentContentType; kind: VisitAttachmentKind; data: Buffer }> {
  await requireAccess(ctx.db, caller, visitId);
  const file = await repo.attachmentFile(ctx.db, visitId, id);
  if (!file) throw notFound(A.visitAttachmentNotFound, 'visitAttachmentNotFound');
  return file;
}
