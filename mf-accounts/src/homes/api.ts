import type { MyServiceRequestsResponse, ServiceRequest } from '@hvac/contracts/requests';
import type { InvoiceListResponse, InvoiceSummary, QuoteListResponse } from '@hvac/contracts/billing';
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

const owed = (invoice: InvoiceSummary) => Number(invoice.balanceDue) > 0 && invoice.status !== 'void';

/** What waits for a client in billing (docs/domains/billing.md#calls): svc-billing answers them their own documents only. */
export async function fetchWaitingDocuments(signal: Signal): Promise<WaitingDocuments> {
  const [quotes, invoices] = await Promise.all([
    api.get<QuoteListResponse>('quotes', { searchParams: { status: 'sent_to_client' }, signal }),
    api.get<InvoiceListResponse>('invoices', { signal }),
  ]);
  return { quotes: quotes.data.quotes.length, invoices: invoices.data.invoices.filter(owed).length };
}
