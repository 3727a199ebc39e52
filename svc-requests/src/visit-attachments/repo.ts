import type { Knex } from 'knex';
import { visitAttachmentUrl, type VisitAttachment, type VisitAttachmentContentType, type VisitAttachmentKind } from '@hvac/contracts/requests';

interface AttachmentRow {
  id: string;
  visit_id: string;
  kind: VisitAttachmentKind;
  content_type: VisitAttachmentContentType;
  size: number;
  created_at: Date;
}

const META = ['id', 'visit_id', 'kind', 'content_type', 'size', 'created_at'] as const;

const toAttachment = (r: AttachmentRow): VisitAttachment => ({
  id: r.id,
  visitId: r.visit_id,
  kind: r.kind,
  contentType: r.content_type,
  size: r.size,
  url: visitAttachmentUrl(r.visit_id, r.id),
  createdAt: r.created_at.toISOString(),
});

export async function insertAttachment(
  trx: Knex.Transaction,
  row: Omit<AttachmentRow, 'created_at'> & { data: Buffer; created_by: string },
): Promise<VisitAttachment> {
  const [stored] = (await trx('visit_attachments').insert(row).returning([...META])) as AttachmentRow[];
  return toAttachment(stored!);
}

/** A visit's attachments without their bytes, oldest first. */
export const listAttachments = async (db: Knex, visitId: string): Promise<VisitAttachment[]> =>
  ((await db('visit_attachments').select(...META).where({ visit_id: visitId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as AttachmentRow[]).map(toAttachment);

/** The bytes of one attachment, only when it belongs to that visit. */
export const attachmentFile = (db: Knex, visitId: string, id: string): Promise<{ content_type: VisitAttachmentContentType; kind: VisitAttachmentKind; data: Buffer } | undefined> =>
  db('visit_attachments').select('content_type', 'kind', 'data').where({ id, visit_id: visitId }).first();
