import type { MyServiceRequestsResponse, ServiceRequest } from '@hvac/contracts/requests';
import type { InvoiceOverviewResponse, QuoteOverviewResponse } from '@hvac/contracts/billing';
import type { Expense, ExpenseListResponse } from '@hvac/contracts/finance';
import { api } from '@hvac/web-kit';

type Signal = AbortSignal | undefined;

/** The technician's open requests, soonest first (docs/domains/service-requests.md#calls). */
export const fetchAssigned = (signal: Signal): Promise<ServiceRequest[]> => api.get<MyServiceRequestsResponse>('service-requests/assigned', { signal });

/** Their own expenses still waiting for a decision: finance's list with `mine` (docs/domains/finance.md#calls). */
export const fetchPendingExpenses = async (signal: Signal): Promise<Expense[]> =>
  (await api.get<ExpenseListResponse>('expenses', { searchParams: { mine: 'true', status: 'pending' }, signal })).data.expenses;

export interface WaitingDocuments {
  /** Quotes sent to the client and not yet answered. */
  quotes: number;
  /** Invoices with money still owed. */
  invoices: number;
}

/**
 * What waits for a client in billing, counted by svc-billing over all their documents, not a page of a list
 * (docs/domains/billing.md#overview-widget): the summaries answer a client their own figures.
 */
export async function fetchWaitingDocuments(signal: Signal): Promise<WaitingDocuments> {
  const [quotes, invoices] = await Promise.all([
    api.get<QuoteOverviewResponse>('quotes/summary', { signal }),
    api.get<InvoiceOverviewResponse>('invoices/summary', { signal }),
  ]);
  return { quotes: quotes.data.awaitingAnswer.count, invoices: invoices.data.unpaid.count };
}
