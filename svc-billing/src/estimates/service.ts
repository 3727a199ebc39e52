import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { BILLING_MESSAGES as M, ESTIMATE_RESERVED_STATUSES, ESTIMATE_STATUSES, canConvertQuoteToEstimate, type BillingListQuery, type Estimate, type EstimateBody, type EstimateListResponse, type EstimateStatus } from '@hvac/contracts/billing';
import { badRequest, conflict, notFound, type AuthUser } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { requireClient } from '../clients/service';
import { canSee } from '../documents/access';
import { dayOrNull, textOrNull } from '../documents/fields';
import { checkedFigures, storedFigures, storedLines } from '../documents/figures';
import { listFilter, pageOf } from '../documents/list';
import { documentChanged } from '../documents/history';
import { deleteRow, insertRow, linesOf, replaceLines, updateRow, type NewLine } from '../documents/repo';
import { ESTIMATES, QUOTES } from '../documents/tables';
import { quoteConverted } from '../quotes/events';
import { lockQuote, type QuoteRow } from '../quotes/repo';
import { requireClientsRequest } from '../service-requests/service';
import * as repo from './repo';

export async function listEstimates(ctx: BillingContext, viewer: AuthUser, query: BillingListQuery): Promise<EstimateListResponse> {
  const filter = listFilter(viewer, query, ESTIMATE_STATUSES, (status) => (q) => void q.where('d.status', status));
  const { rows, nextCursor } = pageOf(await repo.listEstimateViews(ctx.db, filter), filter.limit);
  return { status: 'success', data: { estimates: rows.map(repo.toEstimateSummary), nextCursor } };
}

export async function getEstimate(ctx: BillingContext, viewer: AuthUser, id: string): Promise<Estimate> {
  const found = await repo.readEstimate(ctx.db, id);
  if (!found || !canSee(viewer, found.row)) throw notFound(M.estimateNotFound, 'estimateNotFound');
  return found.estimate;
}

const estimateColumns = (body: EstimateBody, clientId: string) => ({
  estimate_number: body.estimateNumber!.trim(),
  client_id: clientId,
  estimate_date: dayOrNull(body.estimateDate),
  expiry_date: dayOrNull(body.expiryDate),
  notes: textOrNull(body.notes),
  terms_and_conditions: textOrNull(body.termsAndConditions),
});

/**
 * Convert Quote to Estimate makes no call of its own: the new estimate's save carries the quote's id
 * (docs/domains/billing.md#calls). The quote is locked and checked first, and once the estimate is
 * written it becomes converted_to_estimate and names it, in the same transaction, so a quote is
 * converted once however many saves race. The estimate keeps the quote's client.
 */
async function lockConvertibleQuote(trx: Knex.Transaction, quoteId: string, clientId: string): Promise<QuoteRow> {
  const quote = await lockQuote(trx, quoteId);
  if (!quote) throw badRequest(M.originatingQuoteNotFound, 'originatingQuoteNotFound');
  if (quote.client_id !== clientId) throw badRequest(M.sourceClientMismatch, 'sourceClientMismatch');
  if (!canConvertQuoteToEstimate(quote.status)) throw conflict(M.quoteNotConvertible, 'quoteNotConvertible');
  return quote;
}

/** Writes a new estimate with its lines. */
export async function writeEstimate(trx: Knex.Transaction, row: Omit<repo.EstimateRow, 'created_at' | 'updated_at'>, lines: NewLine[]): Promise<void> {
  await insertRow(trx, ESTIMATES, row);
  await replaceLines(trx, ESTIMATES, row.id, lines);
}

export async function createEstimate(ctx: BillingContext, caller: AuthUser, body: EstimateBody, correlationId: string | null): Promise<Estimate> {
  const figures = checkedFigures('estimate', 'create', { ...body, number: body.estimateNumber, date: body.estimateDate });
  const id = randomUUID();
  await ctx.db.transaction(async (trx) => {
    const clientId = await requireClient(trx, body.clientId!);
    const quote = body.originatingQuoteId ? await lockConvertibleQuote(trx, body.originatingQuoteId, clientId) : null;
    const serviceRequestId = body.serviceRequestId ?? quote?.service_request_id ?? null;
    await requireClientsRequest(trx, serviceRequestId, clientId);
    await writeEstimate(
      trx,
      {
        id,
        ...estimateColumns(body, clientId),
        estimate_date: dayOrNull(body.estimateDate)!,
        service_request_id: serviceRequestId,
        originating_quote_id: quote?.id ?? null,
        status: (body.status?.trim() || 'draft') as EstimateStatus,
        converted_invoice_id: null,
        created_by: caller.id,
        ...storedFigures(figures),
      },
      storedLines(figures, body.lineItems),
    );
    await documentChanged(trx, ESTIMATES, caller, id, null);
    if (quote) {
      await updateRow(trx, QUOTES, quote.id, { status: 'converted_to_estimate', converted_estimate_id: id });
      await documentChanged(trx, QUOTES, caller, quote.id, quote);
      await quoteConverted(ctx.outbox, trx, quote, 'estimate', id, correlationId);
    }
  });
  return (await repo.readEstimate(ctx.db, id))!.estimate;
}

/**
 * The full estimate as the edit form sends it, under the row's lock. One that has become an invoice
 * refuses edits, and converted_to_invoice is only ever set by that conversion (invoiced, which the
 * form offers, may be chosen).
 */
export async function updateEstimate(ctx: BillingContext, caller: AuthUser, id: string, body: EstimateBody): Promise<Estimate> {
  const figures = checkedFigures('estimate', 'edit', { ...body, number: body.estimateNumber, date: body.estimateDate });
  await ctx.db.transaction(async (trx) => {
    const current = await repo.lockEstimate(trx, id);
    if (!current) throw notFound(M.estimateNotFound, 'estimateNotFound');
    if (current.converted_invoice_id || current.status === 'converted_to_invoice') throw conflict(M.estimateConverted, 'estimateConverted');
    const status = (body.status?.trim() || current.status) as EstimateStatus;
    if (status !== current.status && ESTIMATE_RESERVED_STATUSES.includes(status)) throw conflict(M.estimateStatusReserved, 'estimateStatusReserved');
    const clientId = await requireClient(trx, body.clientId!, current.client_id);
    const serviceRequestId = body.serviceRequestId === undefined ? current.service_request_id : body.serviceRequestId;
    await requireClientsRequest(trx, serviceRequestId, clientId, { serviceRequestId: current.service_request_id, clientId: current.client_id });
    await updateRow(trx, ESTIMATES, id, {
      ...estimateColumns(body, clientId),
      service_request_id: serviceRequestId,
      status,
      ...storedFigures(figures),
    });
    const own = new Set((await linesOf(trx, ESTIMATES, id)).map((l) => l.id));
    await replaceLines(trx, ESTIMATES, id, storedLines(figures, body.lineItems, own));
    await documentChanged(trx, ESTIMATES, caller, id, current);
  });
  return (await repo.readEstimate(ctx.db, id))!.estimate;
}

/** Admin and manager only (the route's guard). */
export async function deleteEstimate(ctx: BillingContext, caller: AuthUser, id: string): Promise<Estimate> {
  return ctx.db.transaction(async (trx) => {
    const current = await repo.lockEstimate(trx, id);
    if (!current) throw notFound(M.estimateNotFound, 'estimateNotFound');
    const { estimate } = (await repo.readEstimate(trx, id))!;
    await deleteRow(trx, ESTIMATES, id);
    await documentChanged(trx, ESTIMATES, caller, id, current);
    return estimate;
  });
}
