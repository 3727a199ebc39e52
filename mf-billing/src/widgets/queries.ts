import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { kindKey } from '../shared/queries';
import { fetchInvoiceOverview, fetchQuoteOverview } from './api';

// Under each kind's key, so every change to an invoice or a quote (which invalidates its kind) refreshes the figures too.
export const useInvoiceOverview = () => useBackOfficeQuery({ queryKey: [...kindKey('invoices'), 'overview'], queryFn: ({ signal }) => fetchInvoiceOverview(signal) });
export const useQuoteOverview = () => useBackOfficeQuery({ queryKey: [...kindKey('quotes'), 'overview'], queryFn: ({ signal }) => fetchQuoteOverview(signal) });
