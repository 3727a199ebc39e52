import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { todayIn } from '@hvac/contracts';
import { BILLING_MESSAGES as M, CONVERTED_INVOICE_DUE_DAYS, calendarDaysAfter, DOCUMENT_NUMBER_PREFIXES, QUOTE_RESERVED_STATUSES, QUOTE_STATUSES, type BillingListQuery, type Invoice, type Quote, type QuoteBody, type QuoteListResponse, type QuoteStatus } from '@hvac/contracts/billing';
import { conflict, HttpError, notFound, type AuthUser } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { requireClient } from '../clients/service';
import { canSee } from '../documents/access';
import { dayOrNull, textOrNull } from '../documents/fields';
import { checkedFigures, copiedLines, storedFigures, storedLines } from '../documents/figures';
import { listFilter, pageOf } from '../documents/list';
import { documentChanged } from '../documents/history';
import { deleteRow, insertRow, linesOf, replaceLines, updateRow, type NewLine } from '../documents/repo';
import { INVOICES, QUOTES } from '../documents/tables';
import { readInvoice } from '../invoices/repo';
import { completeInvoice, type NewInvoice } from '../invoices/service';
import { requireClientsRequest } from '../service-requests/service';
import { quoteAccepted, quoteConverted, quoteRejected, quoteSent } from './events';
import * as repo from './repo';

const CONVERTED: readonly QuoteStatus[] = ['converted_to_estimate', 'converted_to_invoice'];

export async function listQuotes(ctx: BillingContext, viewer: AuthUser, query: BillingListQuery): Promise<QuoteListResponse> {
  const filter = listFilter(viewer, query, QUOTE_STATUSES, (status) => (q) => void q.where('d.status', status));
  const { rows, nextCursor } = pageOf(await repo.listQuoteViews(ctx.db, filter), filter.limit);
  return { status: 'success', data: { quotes: rows.map(repo.toQuoteSummary), nextCursor } };
}

/** A quote the caller may see: staff any, a client their own; anything else is not found. */
export async function getQuote(ctx: BillingContext, viewer: AuthUser, id: string): Promise<Quote> {
  const found = await repo.readQuote(ctx.db, id);
  if (!found || !canSee(viewer, found.row)) throw notFound(M.quoteNotFound, 'quoteNotFound');
  return found.quote;
}

/** The columns a quote form sets; the number is unique per kind (a 409 in the form's words). */
const quoteColumns = (body: QuoteBody, clientId: string) => ({
  quote_number: body.quoteNumber!.trim(),
  client_id: clientId,
  customer_name: textOrNull(body.customerName),
  customer_email: textOrNull(body.customerEmail)?.toLowerCase() ?? null,
  quote_date: dayOrNull(body.quoteDate),
  expiry_date: dayOrNull(body.expiryDate),
  service_request_id: body.serviceRequestId ?? null,
  notes: textOrNull(body.notes),
  terms_and_conditions: textOrNull(body.termsAndConditions),
});

/** Writes a new quote with its lines; one sent to the client at once says so (quote-sent). */
export async function writeQuote(
  trx: Knex.Transaction,
  ctx: BillingContext,
  row: Omit<repo.QuoteRow, 'created_at' | 'updated_at'>,
  lines: NewLine[],
  correlationId: string | null,
): Promise<void> {
  await insertRow(trx, QUOTES, row);
  await replaceLines(trx, QUOTES, row.id, lines);
  if (row.status === 'sent_to_client') await quoteSent(ctx.outbox, trx, (await repo.lockQuote(trx, row.id))!, correlationId);
}

export async function createQuote(ctx: BillingContext, caller: AuthUser, body: QuoteBody, correlationId: string | null): Promise<Quote> {
  const figures = checkedFigures('quote', 'create', { ...body, number: body.quoteNumber, date: body.quoteDate });
  const id = randomUUID();
  await ctx.db.transaction(async (trx) => {
    const clientId = await requireClient(trx, body.clientId!);
    await requireClientsRequest(trx, body.serviceRequestId, clientId);
    await writeQuote(
      trx,
      ctx,
      {
        id,
        ...quoteColumns(body, clientId),
        quote_date: dayOrNull(body.quoteDate)!,
        status: (body.status?.trim() || 'draft') as QuoteStatus,
        converted_estimate_id: null,
        converted_invoice_id: null,
        created_by: caller.id,
        ...storedFigures(figures),
      },
      storedLines(figures, body.lineItems),
      correlationId,
    );
    await documentChanged(trx, QUOTES, caller, id, null);
  });
  return (await repo.readQuote(ctx.db, id))!.quote;
}

/**
 * The full quote as the edit form sends it, under the row's lock. A converted quote has become another
 * document and refuses edits; accepted, rejected and converted are the client's and the conversions'
 * to set, so an edit may only send them back unchanged (docs/domains/billing.md#statuses).
 */
export async function updateQuote(ctx: BillingContext, caller: AuthUser, id: string, body: QuoteBody, correlationId: string | null): Promise<Quote> {
  const figures = checkedFigures('quote', 'edit', { ...body, number: body.quoteNumber, date: body.quoteDate });
  await ctx.db.transaction(async (trx) => {
    const current = await repo.lockQuote(trx, id);
    if (!current) throw notFound(M.quoteNotFound, 'quoteNotFound');
    if (CONVERTED.includes(current.status)) throw conflict(M.quoteConverted, 'quoteConverted');
    const status = (body.status?.trim() || current.status) as QuoteStatus;
    if (status !== current.status && QUOTE_RESERVED_STATUSES.includes(status)) throw conflict(M.quoteStatusReserved, 'quoteStatusReserved');
    const clientId = await requireClient(trx, body.clientId!, current.client_id);
    const serviceRequestId = body.serviceRequestId === undefined ? current.service_request_id : body.serviceRequestId;
    await requireClientsRequest(trx, serviceRequestId, clientId, { serviceRequestId: current.service_request_id, clientId: current.client_id });
    await updateRow(trx, QUOTES, id, {
      ...quoteColumns(body, clientId),
      service_request_id: serviceRequestId,
      status,
      ...storedFigures(figures),
    });
    const own = new Set((await linesOf(trx, QUOTES, id)).map((l) => l.id));
    await replaceLines(trx, QUOTES, id, storedLines(figures, body.lineItems, own));
    await documentChanged(trx, QUOTES, caller, id, current);
    if (status === 'sent_to_client' && current.status !== 'sent_to_client') await quoteSent(ctx.outbox, trx, (await repo.lockQuote(trx, id))!, correlationId);
  });
  return (await repo.readQuote(ctx.db, id))!.quote;
}

/** Admin and manager only (the route's guard); the documents made from it keep their content and lose the link. */
export async function deleteQuote(ctx: BillingContext, caller: AuthUser, id: string): Promise<Quote> {
  return ctx.db.transaction(async (trx) => {
    const current = await repo.lockQuote(trx, id);
    if (!current) throw notFound(M.quoteNotFound, 'quoteNotFound');
    const { quote } = (await repo.readQuote(trx, id))!;
    await deleteRow(trx, QUOTES, id);
    await documentChanged(trx, QUOTES, caller, id, current);
    return quote;
  });
}

/**
 * The client's answer to a quote sent to them (the route lets only clients through): only a quote they
 * can see (another's, or a draft, is not found) and only while it is sent_to_client, under the row's lock
 * so a second answer finds the first one's status.
 */
export async function answerQuote(ctx: BillingContext, caller: AuthUser, id: string, answer: 'accept' | 'reject', correlationId: string | null): Promise<Quote> {
  await ctx.db.transaction(async (trx) => {
    const current = await repo.lockQuote(trx, id);
    if (!current || !canSee(caller, current)) throw notFound(M.quoteNotFound, 'quoteNotFound');
    if (current.status !== 'sent_to_client') throw conflict(M.quoteNotSent, 'quoteNotSent');
    const status: QuoteStatus = answer === 'accept' ? 'accepted_by_client' : 'rejected_by_client';
    await updateRow(trx, QUOTES, id, { status });
    await documentChanged(trx, QUOTES, caller, id, current);
    await (answer === 'accept' ? quoteAccepted : quoteRejected)(ctx.outbox, trx, { ...current, status }, correlationId);
  });
  return (await repo.readQuote(ctx.db, id))!.quote;
}

/**
 * Inserts the invoice under a number nobody has: `INV-` and the time, as the forms' defaults are, with a
 * suffix on the rare collision. Each try is a savepoint, so a taken number costs the try, not the
 * transaction.
 */
async function insertUnderFreeNumber(trx: Knex.Transaction, row: NewInvoice['row']): Promise<NewInvoice['row']> {
  const base = `${DOCUMENT_NUMBER_PREFIXES.invoice}${Date.now()}`;
  for (let attempt = 1; ; attempt += 1) {
    const numbered = { ...row, invoice_number: attempt === 1 ? base : `${base}-${attempt}` };
    try {
      await trx.transaction((sp) => insertRow(sp, INVOICES, numbered));
      return numbered;
    } catch (err) {
      if (!(err instanceof HttpError && err.code === 'invoiceNumberTaken') || attempt >= 5) throw err;
    }
  }
}

/**
 * Convert to invoice (docs/domains/billing.md#statuses): only an accepted quote, by admin, manager or staff
 * (the route), exactly once. The quote's row lock makes two calls at once take turns: the second finds
 * it converted_to_invoice and gets a 409. The invoice carries the quote's client, lines, rate and texts,
 * starts as a draft dated today and falls due CONVERTED_INVOICE_DUE_DAYS later.
 */
export async function convertQuoteToInvoice(ctx: BillingContext, caller: AuthUser, id: string, correlationId: string | null): Promise<Invoice> {
  const today = todayIn();
  const invoiceId = randomUUID();
  await ctx.db.transaction(async (trx) => {
    const quote = await repo.lockQuote(trx, id);
    if (!quote) throw notFound(M.quoteNotFound, 'quoteNotFound');
    if (quote.status !== 'accepted_by_client') throw conflict(M.quoteNotAccepted, 'quoteNotAccepted');
    const row = await insertUnderFreeNumber(trx, {
      id: invoiceId,
      invoice_number: '',
      client_id: quote.client_id,
      originating_estimate_id: null,
      originating_quote_id: quote.id,
      invoice_date: today,
      due_date: calendarDaysAfter(today, CONVERTED_INVOICE_DUE_DAYS),
      status: 'draft',
      include_in_tax_report: true,
      notes: quote.notes,
      terms_and_conditions: quote.terms_and_conditions,
      created_by: caller.id,
      tax_rate: quote.tax_rate,
      sub_total: quote.sub_total,
      tax_amount: quote.tax_amount,
      total_amount: quote.total_amount,
    });
    await completeInvoice(trx, ctx, { row, lines: copiedLines(await linesOf(trx, QUOTES, id)), alreadyPaid: 0 }, correlationId);
    await updateRow(trx, QUOTES, id, { status: 'converted_to_invoice', converted_invoice_id: invoiceId });
    await documentChanged(trx, INVOICES, caller, invoiceId, null);
    await documentChanged(trx, QUOTES, caller, id, quote);
    await quoteConverted(ctx.outbox, trx, quote, 'invoice', invoiceId, correlationId);
  });
  return (await readInvoice(ctx.db, invoiceId, today))!.invoice;
}
