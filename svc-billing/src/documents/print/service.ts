import type { Knex } from 'knex';
import { COMPANY, isDocumentLanguage, isValidEmail, todayIn, type DocumentLanguage } from '@hvac/contracts';
import { DOCUMENT_MESSAGES as M, documentFileName, isDocumentType, type DocumentSend, type DocumentType, type SendEmailBody, type SendEmailResponse } from '@hvac/contracts/billing';
import { badRequest, composeMail, HttpError, notFound, type AuthUser } from '@hvac/service-kit';
import type { BillingContext } from '../../config';
import { readEstimate, lockEstimate } from '../../estimates/repo';
import { readInvoice, lockInvoice } from '../../invoices/repo';
import { quoteSent } from '../../quotes/events';
import { readQuote, lockQuote } from '../../quotes/repo';
import { canSee } from '../access';
import { documentChanged } from '../history';
import { updateRow } from '../repo';
import { ESTIMATES, INVOICES, QUOTES } from '../tables';
import type { PdfEngine } from './pdf-engine';
import { addresseeOf, numberOf, renderDocumentHtml, type PrintableDocument } from './render';
import { fill, DOCUMENT_TEXTS } from './texts';
import { lastLanguageOf } from './languages';
import { recordSend, sendsOf } from './sends';

/** The document of a call, if the caller may read it: staff any, a client their own (another's reads as not found). */
export async function loadPrintable(db: Knex, viewer: AuthUser, type: string, id: string): Promise<PrintableDocument> {
  if (!isDocumentType(type)) throw badRequest(M.documentTypeInvalid, 'documentTypeInvalid');
  const found =
    type === 'quote'
      ? await readQuote(db, id).then((r) => r && { p: { type, doc: r.quote } as const, row: r.row })
      : type === 'estimate'
        ? await readEstimate(db, id).then((r) => r && { p: { type, doc: r.estimate } as const, row: r.row })
        : await readInvoice(db, id, todayIn()).then((r) => r && { p: { type, doc: r.invoice } as const, row: r.row });
  if (!found || !canSee(viewer, found.row)) throw notFound(M.documentNotFound, 'documentNotFound');
  return found.p;
}

/** The language asked for, else the client's last UI language, else English (docs/domains/billing.md#documents). */
export async function languageFor(db: Knex, requested: string | undefined, p: PrintableDocument): Promise<DocumentLanguage> {
  if (isDocumentLanguage(requested)) return requested;
  return (await lastLanguageOf(db, p.doc.clientId)) ?? 'en';
}

/** The preview's HTML: the user's browser fetches its fonts from FONT_ROUTE. */
export const htmlOf = (p: PrintableDocument, lang: DocumentLanguage): string => renderDocumentHtml(p, lang, 'preview');
export const pdfOf = (engine: PdfEngine, p: PrintableDocument, lang: DocumentLanguage): Promise<Buffer> => engine.render(renderDocumentHtml(p, lang, 'pdf'));
export const fileNameOf = (p: PrintableDocument): string => documentFileName(p.type, numberOf(p));

export const sendHistory = async (db: Knex, viewer: AuthUser, type: string, id: string): Promise<DocumentSend[]> => {
  const p = await loadPrintable(db, viewer, type, id);
  return sendsOf(db, p.type, p.doc.id);
};

/** The status a sent draft moves to; any other status stays. */
const SENT_FROM_DRAFT: Readonly<Record<DocumentType, string>> = { quote: 'sent_to_client', estimate: 'sent_to_client', invoice: 'sent' };

/**
 * A sent draft becomes sent, under the row's lock, with the quote's own event; every send is in the
 * document's history, whatever its status. Returns the status after.
 */
async function markSent(ctx: BillingContext, trx: Knex.Transaction, p: PrintableDocument, sender: AuthUser, correlationId: string | null): Promise<string> {
  const lock = { quote: lockQuote, estimate: lockEstimate, invoice: lockInvoice }[p.type];
  const table = { quote: QUOTES, estimate: ESTIMATES, invoice: INVOICES }[p.type];
  const row = await lock(trx, p.doc.id);
  if (!row) throw notFound(M.documentNotFound, 'documentNotFound');
  const status = row.status === 'draft' ? SENT_FROM_DRAFT[p.type] : row.status;
  if (status !== row.status) {
    await updateRow(trx, table, p.doc.id, { status });
    if (p.type === 'quote') await quoteSent(ctx.outbox, trx, (await lockQuote(trx, p.doc.id))!, correlationId);
  }
  await documentChanged(trx, table, sender, p.doc.id, row, 'sent');
  return status;
}

/**
 * E-mails the document with its PDF attached, in its language. The mail server's answer decides: sent,
 * the send is recorded and a draft becomes sent in one transaction; refused or unreachable, the failure
 * is recorded, nothing else changes, and the caller hears 502 — never a silent loss.
 */
export async function sendDocumentEmail(
  ctx: BillingContext,
  engine: PdfEngine,
  viewer: AuthUser,
  type: string,
  id: string,
  body: SendEmailBody,
  correlationId: string | null,
): Promise<SendEmailResponse['data']> {
  const email = body.email.trim();
  if (!isValidEmail(email)) throw badRequest(M.documentEmailInvalid, 'documentEmailInvalid');
  const p = await loadPrintable(ctx.db, viewer, type, id);
  const lang = await languageFor(ctx.db, body.lang, p);
  const customerName = body.customerName?.trim() || addresseeOf(p).name || null;
  const pdf = await pdfOf(engine, p, lang);
  const t = DOCUMENT_TEXTS[lang];
  const number = numberOf(p);
  const mail = composeMail(email, fill(t.mail.subject[p.type], { number, company: COMPANY.name }), {
    lang,
    heading: `${t.title[p.type]} ${number}`,
    paragraphs: [fill(t.mail.greeting, { name: customerName ?? email }), fill(t.mail.body[p.type], { number })],
    rows: [{ label: t.mail.total, value: `$${p.doc.totalAmount}` }],
  });
  const record = { type: p.type, documentId: p.doc.id, sentBy: viewer.id, email, customerName, language: lang };
  try {
    await ctx.mailer.send(`${p.type}-document`, { ...mail, attachments: [{ filename: fileNameOf(p), content: pdf, contentType: 'application/pdf' }] });
  } catch (err) {
    await recordSend(ctx.db, { ...record, result: 'failed', error: (err as Error).message.slice(0, 500) });
    throw new HttpError(502, M.sendEmailFailed, 'sendEmailFailed');
  }
  return ctx.db.transaction(async (trx) => {
    const status = await markSent(ctx, trx, p, viewer, correlationId);
    const send = await recordSend(trx, { ...record, result: 'sent', error: null });
    return { send, status };
  });
}
