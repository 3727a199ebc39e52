import { computeTotals, formatCents, formatScaled, parseCents, parseQuantity, parseRate, percentToRate, rateValue, type DocumentTotals, type FieldError } from '@hvac/contracts';
import { DEFAULT_TAX_RATE, NEW_LINE_ITEM, validateDocument, type BillingDocumentKind, type BillingFormMode, type LineItem } from '@hvac/contracts/billing';

/*
 * A document's form as typed (docs/domains/billing.md#calculations): every figure stays the
 * text the user typed, and the totals shown are worked out from it with the contracts' cents arithmetic,
 * the same svc-billing stores, so the live figures and the saved ones never differ by a cent.
 */

export type DraftKind = BillingDocumentKind;

/** The form's second date: a quote's or estimate's optional expiry, an invoice's required due date. */
export const endDateField = (kind: DraftKind): 'expiryDate' | 'dueDate' => (kind === 'invoice' ? 'dueDate' : 'expiryDate');

export interface LineDraft {
  /** React's key for the row, never sent. */
  key: string;
  /** The stored line's id on an edit form; a new line has none. */
  id: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface DocumentDraft {
  clientId: string;
  number: string;
  /** YYYY-MM-DD, as a date input holds it. */
  date: string;
  /** The expiry date of a quote or estimate, the due date of an invoice. */
  endDate: string;
  status: string;
  lines: LineDraft[];
  /** A percentage on the create forms ('8.25'), the stored fraction on the edit forms ('0.0825'). */
  taxRate: string;
  notes: string;
  terms: string;
}

/** The create forms take the rate as a percentage, the edit forms as the stored fraction (docs/domains/billing.md#calculations). */
export const taxEntry = (mode: BillingFormMode): 'percent' | 'fraction' => (mode === 'create' ? 'percent' : 'fraction');

let lineCounter = 0;
const lineKey = () => `line-${++lineCounter}`;

/** A new line: quantity 1, unit price 0 (docs/domains/billing.md#constants). */
export const newLine = (): LineDraft => ({ key: lineKey(), id: null, description: '', quantity: String(NEW_LINE_ITEM.quantity), unitPrice: String(NEW_LINE_ITEM.unitPrice) });

export const linesFrom = (items: readonly LineItem[], keepIds: boolean): LineDraft[] =>
  items.length
    ? items.map((l) => ({ key: lineKey(), id: keepIds ? l.id : null, description: l.description, quantity: String(l.quantity), unitPrice: l.unitPrice }))
    : [newLine()];

/** A stored fraction as the form shows it: '8.25' (percent) or '0.0825' (fraction). */
export function rateText(rate: number, mode: BillingFormMode): string {
  const units = parseRate(rate) ?? 0;
  return taxEntry(mode) === 'percent' ? formatScaled(units, 2).replace(/\.?0+$/, '') : String(rateValue(units));
}

/** Today in the reader's own calendar, as a date input wants it. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The typed rate in ten-thousandths, or null while it is not a number; none typed is the default 8.25 %, as svc-billing reads it. */
export function draftRate(draft: DocumentDraft, mode: BillingFormMode): number | null {
  if (draft.taxRate.trim() === '') return parseRate(DEFAULT_TAX_RATE);
  return taxEntry(mode) === 'percent' ? percentToRate(draft.taxRate) : parseRate(draft.taxRate);
}

/** The live figures: a line or rate not (yet) a number counts as 0. */
export function draftTotals(draft: DocumentDraft, mode: BillingFormMode): DocumentTotals {
  const lines = draft.lines.map((l) => ({ quantity: parseQuantity(l.quantity) ?? 0, unitPrice: parseCents(l.unitPrice) ?? 0 }));
  return computeTotals(lines, draftRate(draft, mode) ?? 0);
}

/** What the form sends (docs/domains/billing.md#calls); `extra` carries fields the form does not show but must keep. */
export function draftBody(kind: DraftKind, mode: BillingFormMode, draft: DocumentDraft, extra: Record<string, unknown> = {}) {
  const totals = draftTotals(draft, mode);
  const rate = draftRate(draft, mode);
  return {
    clientId: draft.clientId || null,
    [`${kind}Number`]: draft.number.trim(),
    [`${kind}Date`]: draft.date,
    [endDateField(kind)]: draft.endDate || null,
    status: draft.status,
    lineItems: draft.lines.map((l, i) => ({
      ...(l.id ? { id: l.id } : {}),
      description: l.description.trim(),
      quantity: l.quantity.trim(),
      unitPrice: l.unitPrice.trim(),
      total: formatCents(totals.lineTotals[i] ?? 0),
    })),
    subTotal: formatCents(totals.subTotal),
    // An unreadable rate is sent as typed, so the server's rule names it.
    taxRate: rate === null ? draft.taxRate : rateValue(rate),
    taxAmount: formatCents(totals.taxAmount),
    totalAmount: formatCents(totals.totalAmount),
    notes: draft.notes.trim() || null,
    termsAndConditions: draft.terms.trim() || null,
    ...extra,
  };
}

/** What the invoice edit form checks itself: number, dates and client, nothing more (docs/domains/billing.md#validation). */
const INVOICE_EDIT_CHECKS: ReadonlySet<string> = new Set(['clientId', 'invoiceNumber', 'invoiceDate', 'dueDate']);

/**
 * The form's rules, the server's own (contracts' validateDocument), on what it would send. The invoice
 * edit form leaves the rest to the server, whose refusal the form shows in the same words.
 */
export function draftErrors(kind: DraftKind, mode: BillingFormMode, draft: DocumentDraft): FieldError[] {
  const body = draftBody(kind, mode, draft);
  const rate = draftRate(draft, mode);
  const { errors } = validateDocument(kind, mode, {
    ...body,
    taxRate: rate === null ? 'invalid' : rateValue(rate),
    number: draft.number,
    date: draft.date,
  });
  return kind === 'invoice' && mode === 'edit' ? errors.filter((e) => INVOICE_EDIT_CHECKS.has(e.field)) : errors;
}
