import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { fetchAssigned, fetchPendingExpenses, fetchWaitingDocuments } from './api';

// Under the prefixes of the screens they lead to (service requests', finance's), whose changes invalidate them.
export const useAssigned = () => useBackOfficeQuery({ queryKey: ['serviceRequests', 'assigned'], queryFn: ({ signal }) => fetchAssigned(signal) });
export const usePendingExpenses = () =>
  useBackOfficeQuery({ queryKey: ['finance', 'expenses', 'mine', 'pending'], queryFn: ({ signal }) => fetchPendingExpenses(signal) });
export const useWaitingDocuments = () => useBackOfficeQuery({ queryKey: ['billing', 'waiting'], queryFn: ({ signal }) => fetchWaitingDocuments(signal) });
