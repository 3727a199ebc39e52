import { Type, type Static } from 'typebox';
import { Nullable, Success } from '../core';

/*
 * The owner's overview widgets of billing (docs/domains/billing.md#overview-widget): one call each for
 * invoices and quotes, answering figures summed by svc-billing, so the widget never counts a page of a list.
 */

const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'US dollars, two decimals, e.g. "148.50"' });
const Count = Type.Integer({ minimum: 0 });

/** How many documents, and the money they stand for. */
export const DocumentFigure = Type.Object({ count: Count, total: Money });
export type DocumentFigure = Static<typeof DocumentFigure>;

export const InvoiceOverview = Type.Object({
  /** The invoices the list's `overdue` filter holds; total is what they still owe. */
  overdue: DocumentFigure,
  /** Sent, partially paid or overdue with a balance due; total is the sum of the balances. */
  unpaid: DocumentFigure,
  /** Payments by payment date in this and last calendar month of Houston's today; null for a client, whose payments are not revenue. */
  revenue: Nullable(Type.Object({ thisMonth: Money, lastMonth: Money })),
});
export type InvoiceOverview = Static<typeof InvoiceOverview>;
export const InvoiceOverviewResponse = Success(InvoiceOverview.properties);
export type InvoiceOverviewResponse = Static<typeof InvoiceOverviewResponse>;

export const QuoteOverview = Type.Object({
  /** Quotes sent to the client and neither accepted nor rejected yet; total is their totals' sum. */
  awaitingAnswer: DocumentFigure,
});
export type QuoteOverview = Static<typeof QuoteOverview>;
export const QuoteOverviewResponse = Success(QuoteOverview.properties);
export type QuoteOverviewResponse = Static<typeof QuoteOverviewResponse>;
