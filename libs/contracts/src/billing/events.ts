import { Type, type Static } from 'typebox';
import { PAYMENT_METHODS } from './billing';
import { defineEvent } from '../core/event-contracts';

/*
 * What svc-billing publishes on hvac.billing.<event> through its outbox (docs/domains/billing.md#events).
 * Amounts are two-decimal strings, as in the answers; dates are calendar days.
 */

const Uuid = Type.String({ format: 'uuid' });
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** quote-sent, quote-accepted, quote-rejected: the quote, its client and the service request it answers. */
export const QuoteEventData = Type.Object({
  id: Uuid,
  quoteNumber: Type.String(),
  clientId: Uuid,
  serviceRequestId: Type.Union([Uuid, Type.Null()]),
});
export type QuoteEventData = Static<typeof QuoteEventData>;

/** quote-converted: the quote became an estimate or an invoice (`documentId`). */
export const QuoteConvertedData = Type.Object({
  id: Uuid,
  quoteNumber: Type.String(),
  clientId: Uuid,
  serviceRequestId: Type.Union([Uuid, Type.Null()]),
  into: Type.Union([Type.Literal('estimate'), Type.Literal('invoice')]),
  documentId: Uuid,
});
export type QuoteConvertedData = Static<typeof QuoteConvertedData>;

export const InvoiceCreatedData = Type.Object({
  id: Uuid,
  invoiceNumber: Type.String(),
  clientId: Uuid,
  invoiceDate: Day,
  dueDate: Day,
  totalAmount: Amount,
  includeInTaxReport: Type.Boolean(),
  originatingEstimateId: Type.Union([Uuid, Type.Null()]),
  originatingQuoteId: Type.Union([Uuid, Type.Null()]),
});
export type InvoiceCreatedData = Static<typeof InvoiceCreatedData>;

/** What svc-finance's income ledger is built from: every payment once, with whether it counts for tax. */
export const PaymentRecordedData = Type.Object({
  id: Uuid,
  invoiceId: Uuid,
  clientId: Uuid,
  amount: Amount,
  paymentDate: Day,
  paymentMethod: Type.Enum(PAYMENT_METHODS),
  includeInTaxReport: Type.Boolean(),
});
export type PaymentRecordedData = Static<typeof PaymentRecordedData>;

export const InvoicePaidData = Type.Object({
  id: Uuid,
  invoiceNumber: Type.String(),
  clientId: Uuid,
  totalAmount: Amount,
  paymentDate: Day,
});
export type InvoicePaidData = Static<typeof InvoicePaidData>;

export const BILLING_EVENTS = {
  quoteSent: defineEvent('billing', 'quote-sent', 1, QuoteEventData),
  quoteAccepted: defineEvent('billing', 'quote-accepted', 1, QuoteEventData),
  quoteRejected: defineEvent('billing', 'quote-rejected', 1, QuoteEventData),
  quoteConverted: defineEvent('billing', 'quote-converted', 1, QuoteConvertedData),
  invoiceCreated: defineEvent('billing', 'invoice-created', 1, InvoiceCreatedData),
  paymentRecorded: defineEvent('billing', 'payment-recorded', 1, PaymentRecordedData),
  invoicePaid: defineEvent('billing', 'invoice-paid', 1, InvoicePaidData),
};
