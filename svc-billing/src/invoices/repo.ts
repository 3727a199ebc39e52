import type { Knex } from 'knex';
import { formatCents, parseCents } from '@hvac/contracts';
import { INVOICE_OPEN_STATUSES, INVOICE_UNPAID_FILTER, invoiceStatusOn, type Invoice, type InvoiceStatus, type InvoiceSummary } from '@hvac/contracts/billing';
import { detailAnswer, documentAnswer } from '../documents/answer';
import { findView, linesOf, listViews, lockRow, type DocumentRow, type DocumentView, type ListFilter } from '../documents/repo';
import { INVOICES } from '../documents/tables';

export interface InvoiceRow extends DocumentRow {
  invoice_number: string;
  originating_estimate_id: string | null;
  originating_quote_id: string | null;
  invoice_date: string;
  due_date: string;
  /** As stored; an answer reads it as of today (overdue after the due date). */
  status: InvoiceStatus;
  include_in_tax_report: boolean;
  amount_paid: string;
  payment_date: string | null;
}

export const cents = (numeric: string): number => parseCents(numeric)!;
/**
 * What the client still owes, in cents, as every answer, list and printed invoice reads it: nothing on a
 * void invoice, which is cancelled, not unpaid (docs/domains/billing.md#answers).
 */
export const balanceOf = (r: Pick<InvoiceRow, 'status' | 'total_amount' | 'amount_paid'>): number =>
  r.status === 'void' ? 0 : cents(r.total_amount) - cents(r.amount_paid);

export const toInvoiceSummary = (v: DocumentView<InvoiceRow>, today: string): InvoiceSummary =>
  documentAnswer(v, {
    invoiceNumber: v.invoice_number,
    originatingEstimateId: v.originating_estimate_id,
    originatingQuoteId: v.originating_quote_id,
    invoiceDate: v.invoice_date,
    dueDate: v.due_date,
    status: invoiceStatusOn(v.status, v.due_date, today),
    includeInTaxReport: v.include_in_tax_report,
    amountPaid: v.amount_paid,
    balanceDue: formatCents(balanceOf(v)),
    paymentDate: v.payment_date,
  });

/** The invoice as its detail answers it, with the row it came from. */
export async function readInvoice(db: Knex, id: string, today: string): Promise<{ invoice: Invoice; row: DocumentView<InvoiceRow> } | undefined> {
  const v = await findView<InvoiceRow>(db, INVOICES, id);
  if (!v) return undefined;
  return { invoice: { ...toInvoiceSummary(v, today), ...detailAnswer(v, await linesOf(db, INVOICES, id)) }, row: v };
}

export const lockInvoice = (trx: Knex.Transaction, id: string) => lockRow<InvoiceRow>(trx, INVOICES, id);
export const listInvoiceViews = (db: Knex, f: ListFilter) => listViews<InvoiceRow>(db, INVOICES, f);

/**
 * The list's status filter on the status as it reads today (docs/domains/billing.md#statuses): overdue
 * holds the open invoices past their due date, which sent and partially paid then leave; `unpaid` every
 * invoice still owed money, open or overdue with a balance due, as the overview counts them.
 */
export const invoiceStatusCondition =
  (status: string, today: string) =>
  (q: Knex.QueryBuilder): void => {
    const open = INVOICE_OPEN_STATUSES as readonly string[];
    if (status === INVOICE_UNPAID_FILTER) q.whereIn('d.status', [...open, 'overdue']).whereRaw('d.total_amount - d.amount_paid > 0');
    else if (status === 'overdue') q.where('d.status', 'overdue').orWhere((w) => w.whereIn('d.status', [...open]).where('d.due_date', '<', today));
    else if (open.includes(status)) q.where('d.status', status).where('d.due_date', '>=', today);
    else q.where('d.status', status);
  };
