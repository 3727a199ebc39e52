import type { InvoiceOverview, InvoiceOverviewResponse, QuoteOverview, QuoteOverviewResponse } from '@hvac/contracts/billing';
import { api } from '@hvac/web-kit';

/** The invoices' figures, summed by svc-billing over every invoice (docs/domains/billing.md#overview-widget). */
export const fetchInvoiceOverview = async (signal?: AbortSignal): Promise<InvoiceOverview> => (await api.get<InvoiceOverviewResponse>('invoices/summary', { signal })).data;

/** The quotes awaiting the client's answer (docs/domains/billing.md#overview-widget). */
export const fetchQuoteOverview = async (signal?: AbortSignal): Promise<QuoteOverview> => (await api.get<QuoteOverviewResponse>('quotes/summary', { signal })).data;
