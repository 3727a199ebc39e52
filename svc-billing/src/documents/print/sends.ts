import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DocumentLanguage } from '@hvac/contracts';
import type { DocumentSend, DocumentSendResult, DocumentType } from '@hvac/contracts/billing';

interface SendRow {
  id: string;
  document_type: DocumentType;
  document_id: string;
  sent_at: Date;
  sent_by: string | null;
  sent_by_name: string | null;
  email: string;
  customer_name: string | null;
  language: DocumentLanguage;
  result: DocumentSendResult;
  error: string | null;
}

const toSend = (r: SendRow): DocumentSend => ({
  id: r.id,
  documentType: r.document_type,
  documentId: r.document_id,
  sentAt: r.sent_at.toISOString(),
  sentBy: r.sent_by,
  sentByName: r.sent_by_name,
  email: r.email,
  customerName: r.customer_name,
  language: r.language,
  result: r.result,
  error: r.error,
});

export interface NewSend {
  type: DocumentType;
  documentId: string;
  sentBy: string;
  email: string;
  customerName: string | null;
  language: DocumentLanguage;
  result: DocumentSendResult;
  error: string | null;
}

export async function recordSend(db: Knex, send: NewSend): Promise<DocumentSend> {
  const id = randomUUID();
  await db('document_sends').insert({
    id,
    document_type: send.type,
    document_id: send.documentId,
    sent_by: send.sentBy,
    email: send.email,
    customer_name: send.customerName,
    language: send.language,
    result: send.result,
    error: send.error,
  });
  return (await sendsOf(db, send.type, send.documentId, id))[0]!;
}

/** A document's sends, newest first, with the sender's name from the users directory. */
export async function sendsOf(db: Knex, type: DocumentType, documentId: string, onlyId?: string): Promise<DocumentSend[]> {
  const q = db({ s: 'document_sends' })
    .leftJoin({ u: 'users_directory' }, 'u.id', 's.sent_by')
    .select('s.*', 'u.username as sent_by_name')
    .where({ 's.document_type': type, 's.document_id': documentId })
    .orderBy([{ column: 's.sent_at', order: 'desc' }, { column: 's.id', order: 'desc' }]);
  if (onlyId) q.where('s.id', onlyId);
  return ((await q) as SendRow[]).map(toSend);
}
