import { Type, type Static, type TArray, type TSchema } from 'typebox';
import {
  MAX_CENTS,
  MONEY_PLACES,
  Nullable,
  OrNull,
  QUANTITY_PLACES,
  Required,
  Success,
  calendarDate,
  computeTotals,
  isUuid,
  parseCents,
  parseQuantity,
  parseRate,
  parseScaled,
  type DecimalInput,
  type DocumentTotals,
  type FieldError,
} from '../core';
import {
  ESTIMATE_STATUSES,
  INVOICE_STATUSES,
  NEW_DOCUMENT_STATUSES,
  QUOTE_STATUSES,
  type BillingDocumentKind,
} from './statuses';

/*
 * Quotes, estimates, invoices and payments (docs/domains/billing.md): constants, exact texts, the forms'
 * rules and the shapes of every call, shared by svc-billing and the billing screens.
 */

// Constants (docs/domains/billing.md#constants)

/** 8.25 %, as the fraction stored. */
export const DEFAULT_TAX_RATE = 0.0825;
export const TAX_RATE_STEP = 0.0001;
export const QUANTITY_MIN = 0.01;
export const QUANTITY_STEP = 0.01;
export const UNIT_PRICE_MIN = 0;
export const UNIT_PRICE_STEP = 0.01;
export const CURRENCY = 'USD';
export const NEW_LINE_ITEM = { quantity: 1, unitPrice: 0, total: 0 } as const;
export const DOCUMENT_NUMBER_PREFIXES: Readonly<Record<BillingDocumentKind, string>> = { quote: 'QOT-', estimate: 'EST-', invoice: 'INV-' };
/** A form's default number: its prefix and the current timestamp. */
export const defaultDocumentNumber = (kind: BillingDocumentKind, now: Date = new Date()): string => `${DOCUMENT_NUMBER_PREFIXES[kind]}${now.getTime()}`;
export const PAYMENT_METHODS = ['Credit Card', 'Cash', 'Check', 'Bank Transfer', 'Other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Credit Card';
export const INCLUDE_IN_TAX_REPORT_DEFAULT = true;
export const EMAIL_DIALOG_CLOSE_MS = 2000;
export const PREVIEW_POPUP = { width: 800, height: 600 } as const;
/**
 * Lists are not paginated in the requirements, but one answer cannot hold 100 000 documents: the server
 * answers pages of this size with a cursor and the screen offers "Show more".
 */
export const BILLING_PAGE_SIZE = 100;
/** Days an invoice made by converting an accepted quote gives the client to pay (our choice; the requirements name none). */
export const CONVERTED_INVOICE_DUE_DAYS = 30;
/** The calendar day `days` after `day` (both YYYY-MM-DD), across month and year ends. */
export const calendarDaysAfter = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
/** Bounds that keep every figure inside its numeric column. */
export const MAX_LINE_ITEMS = 100;
export const MAX_QUANTITY_HUNDREDTHS = 9_999_999; // 99 999.99
export const MAX_UNIT_PRICE_CENTS = 999_999_999; // 9 999 999.99
/** Tax rates from 0 to 100 %, in ten-thousandths. */
export const MAX_RATE = 10_000;

/** Every text svc-billing answers with (docs/domains/billing.md#messages, #validation, #roles); the key is the error code. */
export const BILLING_MESSAGES = {
  clientRequired: 'Please select a client.',
  clientUnknown: 'The selected client is not one of our clients.',
  lineItemsPositive: 'Please ensure all line items have a description, and positive quantity and unit price.',
  lineItemsQuantity: 'Please ensure all line items have a description and positive quantity.',
  lineItemsNonNegative: 'Please ensure all line items have a description, positive quantity and non-negative unit price.',
  lineItemsDecimals: 'Unit prices and quantities can have at most two decimals.',
  dueDateRequired: 'Due date is required.',
  quoteNumberRequired: 'Quote number is required.',
  quoteDateRequired: 'Quote date is required.',
  estimateNumberRequired: 'Estimate number is required.',
  estimateDateRequired: 'Estimate date is required.',
  invoiceNumberRequired: 'Invoice number is required.',
  invoiceDateRequired: 'Invoice date is required.',
  dateInvalid: 'Please enter a valid date.',
  taxRateInvalid: 'The tax rate must be a fraction from 0 to 1 (0% to 100%).',
  statusInvalid: 'Status must be one of: {statuses}.',
  amountTooLarge: 'The total is too large.',
  amountPaidInvalid: 'Amount paid must be 0 or more, and no more than the total.',
  quoteNumberTaken: 'Quote number already exists.',
  estimateNumberTaken: 'Estimate number already exists.',
  invoiceNumberTaken: 'Invoice number already exists.',
  quoteNotFound: 'Quote not found',
  estimateNotFound: 'Estimate not found',
  invoiceNotFound: 'Invoice not found',
  originatingQuoteNotFound: 'The originating quote was not found.',
  originatingEstimateNotFound: 'The originating estimate was not found.',
  sourceClientMismatch: 'A converted document keeps the client of the document it comes from.',
  serviceRequestMismatch: 'The service request was not made by the selected client.',
  acceptClientOnly: 'Only clients can accept quotes.',
  rejectClientOnly: 'Only clients can reject quotes.',
  convertForbidden: 'You do not have permission to convert quotes to invoices.',
  quoteNotSent: 'Only a quote sent to the client can be accepted or rejected.',
  quoteNotAccepted: 'Only an accepted quote can be converted to an invoice.',
  quoteNotConvertible: 'Only a draft, sent or accepted quote can be converted to an estimate.',
  quoteConverted: 'A converted quote cannot be edited.',
  quoteStatusReserved: 'Accepted, rejected and converted are set by the client or by a conversion, not by an edit.',
  estimateConverted: 'A converted estimate cannot be edited.',
  estimateStatusReserved: 'Converted to invoice is set when an invoice is created from the estimate, not by an edit.',
  estimateInvoiced: 'An invoice has already been created from this estimate.',
  estimateVoid: 'A void estimate cannot be invoiced.',
  invoiceLocked: 'A paid or void invoice cannot be edited.',
  invoiceStatusFromPayments: 'Paid and partially paid follow the payments recorded on the invoice.',
  invoiceHasPayments: 'An invoice with payments keeps the status its payments give it.',
  invoiceDeleteHasPayments: 'An invoice with payments cannot be deleted.',
  totalBelowPaid: 'The total cannot be less than the amount already paid ({amountPaid}).',
  paymentAmountInvalid: 'Please enter a valid payment amount.',
  paymentExceedsBalance: 'The payment cannot be more than the balance due of {balance}.',
  paymentDateRequired: 'Payment date is required.',
  paymentDateOutOfRange: 'The payment date must be no more than a year before the invoice date and no later than tomorrow.',
  paymentMethodInvalid: 'Please choose a payment method: Credit Card, Cash, Check, Bank Transfer or Other.',
  invoiceNotPayable: 'Payments can only be recorded on a sent, partially paid or overdue invoice.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment.',
  cursorInvalid: 'This list position is no longer valid; load the list again.',
} as const;
export type BillingMessageCode = keyof typeof BILLING_MESSAGES;

/** A catalogue text with its `{name}` slots filled. */
export const billingMessage = (code: BillingMessageCode, values: Readonly<Record<string, string>> = {}): string =>
  BILLING_MESSAGES[code].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

// The forms' rules (docs/domains/billing.md#validation)

export type BillingFormMode = 'create' | 'edit';

export interface LineItemInput {
  id?: string | null;
  description?: string | null;
  quantity?: DecimalInput | null;
  unitPrice?: DecimalInput | null;
  /** Ignored: the line's total is the server's. */
  total?: DecimalInput | null;
}

/** What every document form sends; the kind-specific fields are added by each kind below. */
export interface DocumentInput {
  clientId?: string | null;
  lineItems?: readonly LineItemInput[] | null;
  taxRate?: DecimalInput | null;
  status?: string | null;
}

/** Which message a form's line items are refused with, and whether a unit price of 0 passes. */
const LINE_RULES: Readonly<Record<BillingDocumentKind, Readonly<Record<BillingFormMode, { code: BillingMessageCode; zeroPrice: boolean }>>>> = {
  quote: { create: { code: 'lineItemsNonNegative', zeroPrice: true }, edit: { code: 'lineItemsNonNegative', zeroPrice: true } },
  estimate: { create: { code: 'lineItemsPositive', zeroPrice: false }, edit: { code: 'lineItemsQuantity', zeroPrice: true } },
  // The invoice edit form checks nothing more than number, dates and client; the server still refuses
  // lines it could not store, in the create form's words.
  invoice: { create: { code: 'lineItemsQuantity', zeroPrice: true }, edit: { code: 'lineItemsQuantity', zeroPrice: true } },
};

/** The line-items message a form answers with (for a screen that checks its lines itself). */
export const lineItemsMessageCode = (kind: BillingDocumentKind, mode: BillingFormMode): BillingMessageCode => LINE_RULES[kind][mode].code;

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';
const push = (errors: FieldError[], field: string, code: BillingMessageCode, values?: Record<string, string>) =>
  errors.push({ field, code, message: billingMessage(code, values) });

/** A line as svc-billing stores it: quantity in hundredths, money in cents. */
export interface LineFiguresIn {
  description: string;
  quantity: number;
  unitPrice: number;
}

/** Whether every line passes the form's rule; the lines read exactly when they do. */
function readLines(kind: BillingDocumentKind, mode: BillingFormMode, lines: readonly LineItemInput[] | null | undefined): LineFiguresIn[] | null {
  if (!lines || lines.length === 0 || lines.length > MAX_LINE_ITEMS) return null;
  const { zeroPrice } = LINE_RULES[kind][mode];
  const read: LineFiguresIn[] = [];
  for (const line of lines) {
    const quantity = parseQuantity(line.quantity);
    const unitPrice = parseCents(line.unitPrice);
    if (blank(line.description) || quantity === null || unitPrice === null) return null;
    if (quantity <= 0 || quantity > MAX_QUANTITY_HUNDREDTHS) return null;
    if (unitPrice < 0 || (!zeroPrice && unitPrice === 0) || unitPrice > MAX_UNIT_PRICE_CENTS) return null;
    read.push({ description: line.description!.trim(), quantity, unitPrice });
  }
  return read;
}

/** A figure that is a decimal but has more places than its column (10.005 for a price), so it is refused for that and not as missing. */
const tooPrecise = (value: DecimalInput | null | undefined, places: number): boolean => parseScaled(value, places) === null && parseScaled(value, places, true) !== null;

/** Whether a line's quantity or unit price has a third decimal: its own message, not the form's line rule. */
const hasExtraDecimals = (lines: readonly LineItemInput[] | null | undefined): boolean =>
  (lines ?? []).some((l) => tooPrecise(l.quantity, QUANTITY_PLACES) || tooPrecise(l.unitPrice, MONEY_PLACES));

/** The rate a form sends, in ten-thousandths; the default 8.25 % when it sends none. Null when out of range. */
function readRate(value: DecimalInput | null | undefined): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return parseRate(DEFAULT_TAX_RATE);
  const rate = parseRate(value);
  return rate === null || rate < 0 || rate > MAX_RATE ? null : rate;
}

/** A document's lines, rate and totals as svc-billing stores them, once its form's rules pass. */
export interface DocumentFigures extends DocumentTotals {
  lines: LineFiguresIn[];
  taxRate: number;
}

/**
 * The statuses a body may carry (docs/domains/billing.md#statuses): the create forms' short lists, and on
 * edit every stored status of the kind, since an edit sends back whatever status the document has. Which
 * changes are then allowed is svc-billing's transition rule; the edit forms offer ESTIMATE_EDIT_STATUSES,
 * QUOTE_STATUSES and INVOICE_STATUSES.
 */
export function bodyStatuses(kind: BillingDocumentKind, mode: BillingFormMode): readonly string[] {
  if (kind === 'invoice') return INVOICE_STATUSES;
  if (mode === 'create') return NEW_DOCUMENT_STATUSES;
  return kind === 'quote' ? QUOTE_STATUSES : ESTIMATE_STATUSES;
}

const NUMBER_AND_DATE: Readonly<Record<BillingDocumentKind, { number: BillingMessageCode; date: BillingMessageCode }>> = {
  quote: { number: 'quoteNumberRequired', date: 'quoteDateRequired' },
  estimate: { number: 'estimateNumberRequired', date: 'estimateDateRequired' },
  invoice: { number: 'invoiceNumberRequired', date: 'invoiceDateRequired' },
};

/**
 * One document form's rules in the form's order (client, number, dates, line items, tax, status),
 * every failure listed; on success the figures svc-billing stores. `number` and `date` are the kind's
 * own fields (quoteNumber, quoteDate …); `dueDate` is the invoice's.
 */
export function validateDocument(
  kind: BillingDocumentKind,
  mode: BillingFormMode,
  body: DocumentInput & { number?: string | null; date?: string | null; expiryDate?: string | null; dueDate?: string | null },
): { errors: FieldError[]; figures: DocumentFigures | null } {
  const errors: FieldError[] = [];
  const field = (suffix: 'Number' | 'Date') => `${kind}${suffix}`;
  if (blank(body.clientId)) push(errors, 'clientId', 'clientRequired');
  else if (!isUuid(body.clientId!.trim())) push(errors, 'clientId', 'clientUnknown');
  if (blank(body.number)) push(errors, field('Number'), NUMBER_AND_DATE[kind].number);
  if (blank(body.date)) push(errors, field('Date'), NUMBER_AND_DATE[kind].date);
  else if (!calendarDate(body.date)) push(errors, field('Date'), 'dateInvalid');
  if (kind === 'invoice') {
    if (blank(body.dueDate)) push(errors, 'dueDate', 'dueDateRequired');
    else if (!calendarDate(body.dueDate)) push(errors, 'dueDate', 'dateInvalid');
  } else if (!blank(body.expiryDate) && !calendarDate(body.expiryDate)) push(errors, 'expiryDate', 'dateInvalid');
  const lines = readLines(kind, mode, body.lineItems);
  if (!lines) push(errors, 'lineItems', hasExtraDecimals(body.lineItems) ? 'lineItemsDecimals' : LINE_RULES[kind][mode].code);
  const rate = readRate(body.taxRate);
  if (rate === null) push(errors, 'taxRate', 'taxRateInvalid');
  const statuses = bodyStatuses(kind, mode);
  if (!blank(body.status) && !statuses.includes(body.status!)) push(errors, 'status', 'statusInvalid', { statuses: statuses.join(', ') });
  if (!lines || rate === null) return { errors, figures: null };
  const totals = computeTotals(lines, rate);
  if (totals.totalAmount > MAX_CENTS) push(errors, 'lineItems', 'amountTooLarge');
  return { errors, figures: errors.length ? null : { ...totals, lines, taxRate: rate } };
}

/**
 * A new invoice's amount already paid, in cents: none is 0; null when it is not an amount from 0 to the
 * total (the create form's "amount paid, minimum 0", and svc-billing's rule).
 */
export function readAmountPaid(value: DecimalInput | null | undefined, totalCents: number): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 0;
  const cents = parseCents(typeof value === 'string' ? value.trim() : value);
  return cents === null || cents < 0 || cents > totalCents ? null : cents;
}

export interface PaymentInput {
  amount?: DecimalInput | null;
  paymentDate?: string | null;
  paymentMethod?: string | null;
  referenceNumber?: string | null;
  notes?: string | null;
}

/** The invoice a payment is for, as far as its date is judged, and the business day it is recorded on (todayIn()). */
export interface PaymentDating {
  invoiceDate: string;
  today: string;
}

/**
 * Why a payment's day (YYYY-MM-DD) cannot be booked on its invoice, or null: it books income into that
 * day's tax year, so it may lie at most a year before the invoice date and no later than tomorrow (a
 * payment keyed in before midnight in another zone), never in 1900 or 2999.
 */
export function paymentDateError(paymentDate: string, { invoiceDate, today }: PaymentDating): FieldError | null {
  const yearBefore = new Date(`${invoiceDate}T00:00:00Z`);
  yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
  if (paymentDate >= yearBefore.toISOString().slice(0, 10) && paymentDate <= calendarDaysAfter(today, 1)) return null;
  return { field: 'paymentDate', code: 'paymentDateOutOfRange', message: BILLING_MESSAGES.paymentDateOutOfRange };
}

/**
 * The Record Payment dialog's rules: an amount above 0 (at most the balance, which only svc-billing
 * knows for certain under its lock), a date (within paymentDateError's bounds when `dating` is given),
 * one of the methods (Credit Card when none is sent).
 */
export function validatePayment(
  body: PaymentInput,
  dating?: PaymentDating,
): { errors: FieldError[]; amount: number | null; paymentDate: string | null; paymentMethod: PaymentMethod } {
  const errors: FieldError[] = [];
  const amount = parseCents(body.amount);
  if (amount === null || amount <= 0 || amount > MAX_CENTS) push(errors, 'amount', 'paymentAmountInvalid');
  const paymentDate = calendarDate(body.paymentDate);
  const misdated = paymentDate && dating ? paymentDateError(paymentDate, dating) : null;
  if (blank(body.paymentDate)) push(errors, 'paymentDate', 'paymentDateRequired');
  else if (!paymentDate) push(errors, 'paymentDate', 'dateInvalid');
  else if (misdated) errors.push(misdated);
  const method = blank(body.paymentMethod) ? DEFAULT_PAYMENT_METHOD : body.paymentMethod!;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) push(errors, 'paymentMethod', 'paymentMethodInvalid');
  return { errors, amount: amount !== null && amount > 0 ? amount : null, paymentDate, paymentMethod: method as PaymentMethod };
}

// Shapes of the calls (docs/domains/billing.md#calls)

/**
 * A decimal as the forms send it: a JSON number or its text, read as text, never as a float. Text comes
 * first: ajv's coercion would turn 0 into null if null were tried first, and turns null into '' here,
 * which the rules read as absent.
 */
const DecimalIn = Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()]);
const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Uuid = Type.String({ format: 'uuid' });
const OptionalId = Type.Optional(Nullable(Uuid));
const Day = Type.String({ description: 'Calendar day, YYYY-MM-DD' });
const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'US dollars, two decimals, e.g. "148.50"' });
const Ignored = Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()], { description: 'Ignored: the server computes its own figure.' }));

export const LineItemBody = Type.Object(
  {
    id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    description: Text(500),
    quantity: Type.Optional(DecimalIn),
    unitPrice: Type.Optional(DecimalIn),
    total: Ignored,
  },
  { additionalProperties: false },
);
export type LineItemBody = Static<typeof LineItemBody>;

/** Fields every document body shares; the line items' absence is refused in the form's own words. */
const documentFields = (kind: BillingDocumentKind, mode: BillingFormMode) => ({
  clientId: Required(Nullable(Type.String({ maxLength: 64 })), BILLING_MESSAGES.clientRequired, 'clientRequired'),
  status: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  lineItems: Required(Type.Array(LineItemBody, { maxItems: MAX_LINE_ITEMS }), BILLING_MESSAGES[LINE_RULES[kind][mode].code], LINE_RULES[kind][mode].code),
  taxRate: Type.Optional(DecimalIn),
  subTotal: Ignored,
  taxAmount: Ignored,
  totalAmount: Ignored,
  notes: Text(5000),
  termsAndConditions: Text(5000),
});

const quoteBody = (mode: BillingFormMode) =>
  Type.Object(
    {
      ...documentFields('quote', mode),
      quoteNumber: Required(Nullable(Type.String({ maxLength: 50 })), BILLING_MESSAGES.quoteNumberRequired, 'quoteNumberRequired'),
      quoteDate: Required(Nullable(Type.String({ maxLength: 40 })), BILLING_MESSAGES.quoteDateRequired, 'quoteDateRequired'),
      expiryDate: Text(40),
      serviceRequestId: OptionalId,
      customerName: Text(100),
      customerEmail: Text(320),
    },
    { additionalProperties: false },
  );
export const QuoteCreateBody = quoteBody('create');
export const QuoteUpdateBody = quoteBody('edit');
export type QuoteBody = Static<typeof QuoteCreateBody>;

const estimateBody = (mode: BillingFormMode) =>
  Type.Object(
    {
      ...documentFields('estimate', mode),
      estimateNumber: Required(Nullable(Type.String({ maxLength: 50 })), BILLING_MESSAGES.estimateNumberRequired, 'estimateNumberRequired'),
      estimateDate: Required(Nullable(Type.String({ maxLength: 40 })), BILLING_MESSAGES.estimateDateRequired, 'estimateDateRequired'),
      expiryDate: Text(40),
      serviceRequestId: OptionalId,
      originatingQuoteId: OptionalId,
    },
    { additionalProperties: false },
  );
export const EstimateCreateBody = estimateBody('create');
export const EstimateUpdateBody = estimateBody('edit');
export type EstimateBody = Static<typeof EstimateCreateBody>;

const invoiceBody = (mode: BillingFormMode) =>
  Type.Object(
    {
      ...documentFields('invoice', mode),
      invoiceNumber: Required(Nullable(Type.String({ maxLength: 50 })), BILLING_MESSAGES.invoiceNumberRequired, 'invoiceNumberRequired'),
      invoiceDate: Required(Nullable(Type.String({ maxLength: 40 })), BILLING_MESSAGES.invoiceDateRequired, 'invoiceDateRequired'),
      dueDate: Required(Nullable(Type.String({ maxLength: 40 })), BILLING_MESSAGES.dueDateRequired, 'dueDateRequired'),
      includeInTaxReport: Type.Optional(Type.Boolean()),
      amountPaid: Type.Optional(
        Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()], {
          description: 'On create, money already received: recorded as a payment. On update, ignored: the sum of the payments stands.',
        }),
      ),
      paidAmount: Ignored,
      originatingEstimateId: OptionalId,
      originatingQuoteId: OptionalId,
    },
    { additionalProperties: false },
  );
export const InvoiceCreateBody = invoiceBody('create');
export const InvoiceUpdateBody = invoiceBody('edit');
export type InvoiceBody = Static<typeof InvoiceCreateBody>;

export const PaymentBody = Type.Object(
  {
    amount: Required(DecimalIn, BILLING_MESSAGES.paymentAmountInvalid, 'paymentAmountInvalid'),
    paymentDate: Required(Nullable(Type.String({ maxLength: 40 })), BILLING_MESSAGES.paymentDateRequired, 'paymentDateRequired'),
    paymentMethod: Text(40),
    referenceNumber: Text(100),
    notes: Text(2000),
  },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;

/** Lists: newest first, searched by number, client name or e-mail, filtered by status and client, in pages with a cursor. */
export const BillingListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 40, description: 'One of the kind’s statuses (invoices also "unpaid": sent, partially paid or overdue with a balance due); empty or "all" for every one.' })),
  clientId: Type.Optional(Type.Union([Type.Literal(''), Uuid])),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BILLING_PAGE_SIZE, default: BILLING_PAGE_SIZE })),
});
export type BillingListQuery = Static<typeof BillingListQuery>;

/** The client of a document, from svc-billing's own directory of identity's users. */
export const BillingClient = Type.Object({ id: Uuid, username: Type.String(), email: Type.String() });
export type BillingClient = Static<typeof BillingClient>;

export const LineItem = Type.Object({
  id: Uuid,
  description: Type.String(),
  /** Up to two decimals. */
  quantity: Type.Number(),
  unitPrice: Money,
  total: Money,
});
export type LineItem = Static<typeof LineItem>;

/** What every document answers with besides its own fields. */
const documentAnswer = {
  id: Uuid,
  clientId: Uuid,
  client: OrNull(BillingClient),
  subTotal: Money,
  /** A fraction with up to four decimals (0.0825). */
  taxRate: Type.Number(),
  taxAmount: Money,
  totalAmount: Money,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};
/** What only a document's detail carries (lists leave them out). */
const documentDetail = {
  lineItems: Type.Array(LineItem),
  notes: OrNull(Type.String()),
  termsAndConditions: OrNull(Type.String()),
};

const quoteSummary = {
  ...documentAnswer,
  quoteNumber: Type.String(),
  customerName: OrNull(Type.String()),
  customerEmail: OrNull(Type.String()),
  quoteDate: Day,
  expiryDate: OrNull(Day),
  status: Type.Enum(QUOTE_STATUSES),
  serviceRequestId: OrNull(Uuid),
  convertedEstimateId: OrNull(Uuid),
  convertedInvoiceId: OrNull(Uuid),
};
export const QuoteSummary = Type.Object(quoteSummary);
export type QuoteSummary = Static<typeof QuoteSummary>;
export const Quote = Type.Object({ ...quoteSummary, ...documentDetail });
export type Quote = Static<typeof Quote>;

const estimateSummary = {
  ...documentAnswer,
  estimateNumber: Type.String(),
  serviceRequestId: OrNull(Uuid),
  originatingQuoteId: OrNull(Uuid),
  estimateDate: Day,
  expiryDate: OrNull(Day),
  status: Type.Enum(ESTIMATE_STATUSES),
  convertedInvoiceId: OrNull(Uuid),
};
export const EstimateSummary = Type.Object(estimateSummary);
export type EstimateSummary = Static<typeof EstimateSummary>;
export const Estimate = Type.Object({ ...estimateSummary, ...documentDetail });
export type Estimate = Static<typeof Estimate>;

const invoiceSummary = {
  ...documentAnswer,
  invoiceNumber: Type.String(),
  originatingEstimateId: OrNull(Uuid),
  originatingQuoteId: OrNull(Uuid),
  invoiceDate: Day,
  dueDate: Day,
  /** As it reads today: an unpaid invoice past its due date is `overdue`. */
  status: Type.Enum(INVOICE_STATUSES),
  includeInTaxReport: Type.Boolean(),
  /** The sum of the invoice's payments. */
  amountPaid: Money,
  balanceDue: Money,
  /** The day the last payment settled it; null until paid. */
  paymentDate: OrNull(Day),
};
export const InvoiceSummary = Type.Object(invoiceSummary);
export type InvoiceSummary = Static<typeof InvoiceSummary>;
export const Invoice = Type.Object({ ...invoiceSummary, ...documentDetail });
export type Invoice = Static<typeof Invoice>;

export const Payment = Type.Object({
  id: Uuid,
  invoiceId: Uuid,
  amount: Money,
  paymentDate: Day,
  paymentMethod: Type.Enum(PAYMENT_METHODS),
  referenceNumber: OrNull(Type.String()),
  notes: OrNull(Type.String()),
  recordedBy: OrNull(Uuid),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Payment = Static<typeof Payment>;

const NextCursor = OrNull(Type.String());
/** A page of a list: its documents under their name and where the next page starts (null: this was the last). */
const Page = <K extends string, T extends TSchema>(key: K, item: T) =>
  Success({ [key]: Type.Array(item), nextCursor: NextCursor } as { [P in K]: TArray<T> } & { nextCursor: typeof NextCursor });

export const QuoteListResponse = Page('quotes', QuoteSummary);
export type QuoteListResponse = Static<typeof QuoteListResponse>;
export const QuoteResponse = Success({ quote: Quote });
export type QuoteResponse = Static<typeof QuoteResponse>;
export const EstimateListResponse = Page('estimates', EstimateSummary);
export type EstimateListResponse = Static<typeof EstimateListResponse>;
export const EstimateResponse = Success({ estimate: Estimate });
export type EstimateResponse = Static<typeof EstimateResponse>;
export const InvoiceListResponse = Page('invoices', InvoiceSummary);
export type InvoiceListResponse = Static<typeof InvoiceListResponse>;
export const InvoiceResponse = Success({ invoice: Invoice });
export type InvoiceResponse = Static<typeof InvoiceResponse>;
/** A recorded payment's answer: the server's invoice (as the dialog replaces the shown one) and the payment. */
export const PaymentResponse = Success({ invoice: Invoice, payment: Payment });
export type PaymentResponse = Static<typeof PaymentResponse>;
export const PaymentListResponse = Success({ payments: Type.Array(Payment) });
export type PaymentListResponse = Static<typeof PaymentListResponse>;

/** The header that makes a retried payment return the first answer instead of paying twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const PaymentHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/** Billing's form and payment codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    billing: BillingMessageCode;
  }
}
