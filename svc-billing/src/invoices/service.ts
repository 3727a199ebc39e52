import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatUsd, todayIn } from '@hvac/contracts';
import { BILLING_MESSAGES as M, INVOICE_LIST_FILTERS, INVOICE_PAYMENT_STATUSES, billingMessage, invoiceStatusOn, readAmountPaid, type BillingListQuery, type Invoice, type InvoiceBody, type InvoiceListResponse, type InvoiceStatus } from '@hvac/contracts/billing';
import { badRequest, conflict, notFound, type AuthUser } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { requireClient } from '../clients/service';
import { canSee } from '../documents/access';
import { dayOrNull, textOrNull } from '../documents/fields';
import { checkedFigures, storedFigures, storedLines } from '../documents/figures';
import { listFilter, pageOf } from '../documents/list';
import { documentChanged } from '../documents/history';
import { deleteRow, insertRow, linesOf, replaceLines, updateRow, type NewLine } from '../documents/repo';
import { ESTIMATES, INVOICES } from '../documents/tables';
import { lockEstimate, type EstimateRow } from '../estimates/repo';
import { invoicePaid } from '../payments/events';
import { applyPayment } from '../payments/service';
import { hasPayments, lastPaymentDate } from '../payments/repo';
import { quoteExists } from '../quotes/repo';
import { invoiceCreated } from './events';
import * as repo from './repo';

/** Money a new invoice says was already received is booked as a payment, so amountPaid stays the sum of the payments. */
const OPENING_PAYMENT_NOTE = 'Amount paid when the invoice was created.';

export async function listInvoices(ctx: BillingContext, viewer: AuthUser, query: BillingListQuery): Promise<InvoiceListResponse> {
  const today = todayIn();
  // Partially paid and void are stored and filterable, though the list draws them as neutral labels.
  const filter = listFilter(viewer, query, INVOICE_LIST_FILTERS, (status) => repo.invoiceStatusCondition(status, today));
  const { rows, nextCursor } = pageOf(await repo.listInvoiceViews(ctx.db, filter), filter.limit);
  return { status: 'success', data: { invoices: rows.map((r) => repo.toInvoiceSummary(r, today)), nextCursor } };
}

export async function getInvoice(ctx: BillingContext, viewer: AuthUser, id: string): Promise<Invoice> {
  const found = await repo.readInvoice(ctx.db, id, todayIn());
  if (!found || !canSee(viewer, found.row)) throw notFound(M.invoiceNotFound, 'invoiceNotFound');
  return found.invoice;
}

/** An invoice ready to be written: its columns, lines and the money already received (cents). */
export interface NewInvoice {
  row: Omit<repo.InvoiceRow, 'created_at' | 'updated_at' | 'amount_paid' | 'payment_date'>;
  lines: NewLine[];
  alreadyPaid: number;
}

/** Writes a new invoice with its lines and its invoice-created event, and books what was already paid. */
export async function writeInvoice(trx: Knex.Transaction, ctx: BillingContext, invoice: NewInvoice, correlationId: string | null): Promise<repo.InvoiceRow> {
  await insertRow(trx, INVOICES, invoice.row);
  return completeInvoice(trx, ctx, invoice, correlationId);
}

/** What follows the invoice's row: its lines, invoice-created, and the payment of what was already paid. */
export async function completeInvoice(trx: Knex.Transaction, ctx: BillingContext, invoice: NewInvoice, correlationId: string | null): Promise<repo.InvoiceRow> {
  await replaceLines(trx, INVOICES, invoice.row.id, invoice.lines);
  const row = (await repo.lockInvoice(trx, invoice.row.id))!;
  await invoiceCreated(ctx.outbox, trx, row, correlationId);
  if (invoice.alreadyPaid === 0) return row;
  const opening = {
    amount: invoice.alreadyPaid,
    paymentDate: row.invoice_date,
    paymentMethod: 'Other' as const,
    referenceNumber: null,
    notes: OPENING_PAYMENT_NOTE,
    recordedBy: invoice.row.created_by,
  };
  return (await applyPayment(trx, ctx.outbox, row, opening, correlationId)).invoice;
}

/**
 * The status a new invoice starts in. Paid and partially paid come from money received, so they need
 * an amount paid, and an invoice with money received cannot start void.
 */
function openingStatus(requested: string | null | undefined, alreadyPaid: number): InvoiceStatus {
  const status = (requested?.trim() || 'draft') as InvoiceStatus;
  if (alreadyPaid === 0 && INVOICE_PAYMENT_STATUSES.includes(status)) throw badRequest(M.invoiceStatusFromPayments, 'invoiceStatusFromPayments');
  if (alreadyPaid > 0 && status === 'void') throw badRequest(M.invoiceHasPayments, 'invoiceHasPayments');
  return status;
}

/**
 * Creating an invoice from an estimate marks the estimate converted_to_invoice and links the two in the
 * same transaction, under the estimate's lock, taken before the invoice is written: a second invoice
 * from it, even one racing the first, is refused (docs/domains/billing.md#statuses). The invoice keeps
 * the estimate's client.
 */
async function lockInvoiceableEstimate(trx: Knex.Transaction, estimateId: string, clientId: string): Promise<EstimateRow> {
  const estimate = await lockEstimate(trx, estimateId);
  if (!estimate) throw badRequest(M.originatingEstimateNotFound, 'originatingEstimateNotFound');
  if (estimate.client_id !== clientId) throw badRequest(M.sourceClientMismatch, 'sourceClientMismatch');
  if (estimate.converted_invoice_id || estimate.status === 'converted_to_invoice' || estimate.status === 'invoiced') throw conflict(M.estimateInvoiced, 'estimateInvoiced');
  if (estimate.status === 'void') throw conflict(M.estimateVoid, 'estimateVoid');
  return estimate;
}

export async function createInvoice(ctx: BillingContext, caller: AuthUser, body: InvoiceBody, correlationId: string | null): Promise<Invoice> {
  const figures = checkedFigures('invoice', 'create', { ...body, number: body.invoiceNumber, date: body.invoiceDate });
  const alreadyPaid = readAmountPaid(body.amountPaid, figures.totalAmount);
  if (alreadyPaid === null) throw badRequest(M.amountPaidInvalid, 'amountPaidInvalid');
  const status = openingStatus(body.status, alreadyPaid);
  const id = randomUUID();
  await ctx.db.transaction(async (trx) => {
    const clientId = await requireClient(trx, body.clientId!);
    const estimate = body.originatingEstimateId ? await lockInvoiceableEstimate(trx, body.originatingEstimateId, clientId) : null;
    if (body.originatingQuoteId && !(await quoteExists(trx, body.originatingQuoteId))) throw badRequest(M.originatingQuoteNotFound, 'originatingQuoteNotFound');
    await writeInvoice(
      trx,
      ctx,
      {
        row: {
          id,
          invoice_number: body.invoiceNumber!.trim(),
          client_id: clientId,
          originating_estimate_id: body.originatingEstimateId ?? null,
          originating_quote_id: body.originatingQuoteId ?? null,
          invoice_date: dayOrNull(body.invoiceDate)!,
          due_date: dayOrNull(body.dueDate)!,
          status,
          include_in_tax_report: body.includeInTaxReport ?? true,
          notes: textOrNull(body.notes),
          terms_and_conditions: textOrNull(body.termsAndConditions),
          created_by: caller.id,
          ...storedFigures(figures),
        },
        lines: storedLines(figures, body.lineItems),
        alreadyPaid,
      },
      correlationId,
    );
    await documentChanged(trx, INVOICES, caller, id, null);
    if (estimate) {
      await updateRow(trx, ESTIMATES, estimate.id, { status: 'converted_to_invoice', converted_invoice_id: id });
      await documentChanged(trx, ESTIMATES, caller, estimate.id, estimate);
    }
  });
  return (await repo.readInvoice(ctx.db, id, todayIn()))!.invoice;
}

/**
 * The status an edit leaves: the one sent back unchanged (stored, or as it reads today) keeps what is
 * stored; paid and partially paid follow payments only; an invoice with payments keeps the status they
 * give it; otherwise draft, sent, overdue or void as chosen.
 */
function editedStatus(current: repo.InvoiceRow, requested: string | null | undefined, today: string): InvoiceStatus {
  const wanted = requested?.trim();
  if (!wanted || wanted === current.status || wanted === invoiceStatusOn(current.status, current.due_date, today)) return current.status;
  if (INVOICE_PAYMENT_STATUSES.includes(wanted as InvoiceStatus)) throw conflict(M.invoiceStatusFromPayments, 'invoiceStatusFromPayments');
  if (repo.cents(current.amount_paid) > 0) throw conflict(M.invoiceHasPayments, 'invoiceHasPayments');
  return wanted as InvoiceStatus;
}

/**
 * The full invoice as the edit form sends it, under the row's lock. A paid or void invoice refuses
 * edits; the amount paid is the payments' sum whatever the body says, and the total may not fall below
 * it. A total brought down to exactly what was paid settles the invoice.
 */
export async function updateInvoice(ctx: BillingContext, caller: AuthUser, id: string, body: InvoiceBody, correlationId: string | null): Promise<Invoice> {
  const figures = checkedFigures('invoice', 'edit', { ...body, number: body.invoiceNumber, date: body.invoiceDate });
  const today = todayIn();
  await ctx.db.transaction(async (trx) => {
    const current = await repo.lockInvoice(trx, id);
    if (!current) throw notFound(M.invoiceNotFound, 'invoiceNotFound');
    if (current.status === 'paid' || current.status === 'void') throw conflict(M.invoiceLocked, 'invoiceLocked');
    let status = editedStatus(current, body.status, today);
    const clientId = await requireClient(trx, body.clientId!, current.client_id);
    const paid = repo.cents(current.amount_paid);
    if (figures.totalAmount < paid) throw badRequest(billingMessage('totalBelowPaid', { amountPaid: formatUsd(paid) }), 'totalBelowPaid');
    let paymentDate: string | null = null;
    if (paid > 0) {
      status = figures.totalAmount === paid ? 'paid' : 'partially_paid';
      if (status === 'paid') paymentDate = await lastPaymentDate(trx, id);
    }
    await updateRow(trx, INVOICES, id, {
      invoice_number: body.invoiceNumber!.trim(),
      client_id: clientId,
      invoice_date: dayOrNull(body.invoiceDate),
      due_date: dayOrNull(body.dueDate),
      status,
      payment_date: paymentDate,
      include_in_tax_report: body.includeInTaxReport ?? current.include_in_tax_report,
      notes: textOrNull(body.notes),
      terms_and_conditions: textOrNull(body.termsAndConditions),
      ...storedFigures(figures),
    });
    const own = new Set((await linesOf(trx, INVOICES, id)).map((l) => l.id));
    await replaceLines(trx, INVOICES, id, storedLines(figures, body.lineItems, own));
    await documentChanged(trx, INVOICES, caller, id, current);
    if (status === 'paid') await invoicePaid(ctx.outbox, trx, (await repo.lockInvoice(trx, id))!, paymentDate!, correlationId);
  });
  return (await repo.readInvoice(ctx.db, id, today))!.invoice;
}

/** Admin and manager only (the route's guard); an invoice with payments stays, as the record of money received. */
export async function deleteInvoice(ctx: BillingContext, caller: AuthUser, id: string): Promise<Invoice> {
  return ctx.db.transaction(async (trx) => {
    const current = await repo.lockInvoice(trx, id);
    if (!current) throw notFound(M.invoiceNotFound, 'invoiceNotFound');
    if (repo.cents(current.amount_paid) > 0 || (await hasPayments(trx, id))) throw conflict(M.invoiceDeleteHasPayments, 'invoiceDeleteHasPayments');
    const { invoice } = (await repo.readInvoice(trx, id, todayIn()))!;
    await deleteRow(trx, INVOICES, id);
    await documentChanged(trx, INVOICES, caller, id, current);
    return invoice;
  });
}
