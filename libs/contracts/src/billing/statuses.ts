import { MANAGER_ROLES, STAFF_ROLES, type Role } from '../core';

/*
 * The statuses of docs/domains/billing.md#statuses. Stored values are the lowercase sets; the estimate
 * and invoice detail pages test a capitalised set instead, so the one mapping between the two is here
 * and the detail pages apply their rules to the mapped value. svc-billing enforces the same rules.
 */

export const QUOTE_STATUSES = [
  'draft',
  'sent_to_client',
  'accepted_by_client',
  'rejected_by_client',
  'converted_to_estimate',
  'converted_to_invoice',
  'expired',
  'archived',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What the create forms of quotes and estimates offer. */
export const NEW_DOCUMENT_STATUSES = ['draft', 'sent_to_client'] as const;
/** Set by the client's answer or by a conversion, never by an edit. */
export const QUOTE_RESERVED_STATUSES: readonly QuoteStatus[] = ['accepted_by_client', 'rejected_by_client', 'converted_to_estimate', 'converted_to_invoice'];

/** Every estimate status that can be stored: the list's set and the edit form's (`invoiced`, `void`). */
export const ESTIMATE_STATUSES = [
  'draft',
  'sent_to_client',
  'accepted_by_client',
  'rejected_by_client',
  'converted_to_invoice',
  'invoiced',
  'expired',
  'void',
] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
export const ESTIMATE_LIST_STATUSES: readonly EstimateStatus[] = ['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'converted_to_invoice', 'expired'];
export const ESTIMATE_EDIT_STATUSES: readonly EstimateStatus[] = ['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'invoiced', 'void'];
/** Set when an invoice is created from the estimate, never by an edit. */
export const ESTIMATE_RESERVED_STATUSES: readonly EstimateStatus[] = ['converted_to_invoice'];

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'partially_paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_LIST_STATUSES: readonly InvoiceStatus[] = ['draft', 'sent', 'paid', 'overdue'];
/** Follow the payments recorded on the invoice, never an edit. */
export const INVOICE_PAYMENT_STATUSES: readonly InvoiceStatus[] = ['paid', 'partially_paid'];
/** An invoice in these states is still owed money (and reads as overdue once past its due date). */
export const INVOICE_OPEN_STATUSES: readonly InvoiceStatus[] = ['sent', 'partially_paid'];
/**
 * The invoice list's status filter: every status, and `unpaid` for the invoices still owed money (sent,
 * partially paid or overdue with a balance due), so the overview's unpaid figure links to as many.
 */
export const INVOICE_UNPAID_FILTER = 'unpaid';
export const INVOICE_LIST_FILTERS: readonly string[] = [...INVOICE_STATUSES, INVOICE_UNPAID_FILTER];

export type BillingDocumentKind = 'quote' | 'estimate' | 'invoice';

const has = <T extends string>(set: readonly T[], value: string): value is T => (set as readonly string[]).includes(value);
export const isQuoteStatus = (v: string): v is QuoteStatus => has(QUOTE_STATUSES, v);
export const isEstimateStatus = (v: string): v is EstimateStatus => has(ESTIMATE_STATUSES, v);
export const isInvoiceStatus = (v: string): v is InvoiceStatus => has(INVOICE_STATUSES, v);

/**
 * The status as it reads today: an unpaid invoice past its due date is overdue (docs/domains/billing.md#statuses),
 * without anyone having to mark it. `today` and `dueDate` are calendar dates (YYYY-MM-DD).
 */
export const invoiceStatusOn = (stored: InvoiceStatus, dueDate: string, today: string): InvoiceStatus =>
  has(INVOICE_OPEN_STATUSES, stored) && dueDate < today ? 'overdue' : stored;

/** The status a list colours, or null for a value that list does not know: it is drawn as a neutral label. */
export function listedStatus(kind: BillingDocumentKind, value: string): string | null {
  const known: readonly string[] = kind === 'quote' ? QUOTE_STATUSES : kind === 'estimate' ? ESTIMATE_LIST_STATUSES : INVOICE_LIST_STATUSES;
  return known.includes(value) ? value : null;
}

export type EstimateDetailStatus = 'Draft' | 'Sent' | 'Accepted' | 'Declined' | 'Converted';
/** The estimate detail page's spelling of each stored status; `expired` and `void` have none there. */
export const ESTIMATE_DETAIL_STATUS: Readonly<Partial<Record<EstimateStatus, EstimateDetailStatus>>> = {
  draft: 'Draft',
  sent_to_client: 'Sent',
  accepted_by_client: 'Accepted',
  rejected_by_client: 'Declined',
  converted_to_invoice: 'Converted',
  invoiced: 'Converted',
};
export const estimateDetailStatus = (stored: string): EstimateDetailStatus | null =>
  isEstimateStatus(stored) ? (ESTIMATE_DETAIL_STATUS[stored] ?? null) : null;

export type InvoiceDetailStatus = 'Draft' | 'Pending' | 'Paid' | 'Overdue' | 'Void';
export const INVOICE_DETAIL_STATUS: Readonly<Record<InvoiceStatus, InvoiceDetailStatus>> = {
  draft: 'Draft',
  sent: 'Pending',
  partially_paid: 'Pending',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};
export const invoiceDetailStatus = (status: string): InvoiceDetailStatus | null => (isInvoiceStatus(status) ? INVOICE_DETAIL_STATUS[status] : null);

const isStaff = (role: Role | null | undefined): boolean => !!role && STAFF_ROLES.includes(role);

/** Estimate detail: Edit is hidden for Accepted or Converted. */
export const canEditEstimate = (stored: string): boolean => {
  const shown = estimateDetailStatus(stored);
  return shown !== 'Accepted' && shown !== 'Converted';
};

/** Estimate edit: Convert to Invoice is hidden once invoiced (and for what svc-billing refuses to invoice). */
export const canInvoiceEstimate = (stored: string): boolean => !['invoiced', 'converted_to_invoice', 'void'].includes(stored);

/** Quote detail: Edit shows only for draft or sent_to_client. */
export const canEditQuote = (stored: string): boolean => has(NEW_DOCUMENT_STATUSES, stored);

/** Quote edit: Convert to Estimate shows for draft, sent_to_client or accepted_by_client. */
export const canConvertQuoteToEstimate = (stored: string): boolean => ['draft', 'sent_to_client', 'accepted_by_client'].includes(stored);

/** Accept and reject: only while sent_to_client, and only by a client (svc-billing also checks it is theirs). */
export const canAnswerQuote = (stored: string, role: Role | null | undefined): boolean => stored === 'sent_to_client' && role === 'client';

/** Convert to invoice: only while accepted_by_client, by admin, manager or staff. */
export const canConvertQuoteToInvoice = (stored: string, role: Role | null | undefined): boolean => stored === 'accepted_by_client' && isStaff(role);

/** Invoice detail: Edit shows only for Draft or Pending (of the status as it reads today). */
export const canEditInvoice = (status: string): boolean => {
  const shown = invoiceDetailStatus(status);
  return shown === 'Draft' || shown === 'Pending';
};

/**
 * Invoice detail: Record Payment for Pending with a balance above 0, by admin, manager or staff — and
 * for Overdue too. This is the one deliberate widening of docs/domains/billing.md#statuses: an overdue
 * bill still has to be paid, and a button that vanished on the due date would leave it unpayable.
 */
export const canRecordPayment = (status: string, balanceCents: number, role: Role | null | undefined): boolean => {
  const shown = invoiceDetailStatus(status);
  return (shown === 'Pending' || shown === 'Overdue') && balanceCents > 0 && isStaff(role);
};

/** Delete an estimate, quote or invoice: admin and manager. */
export const canDeleteBillingDocument = (role: Role | null | undefined): boolean => !!role && MANAGER_ROLES.includes(role);
