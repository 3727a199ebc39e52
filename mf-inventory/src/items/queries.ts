import type { InventoryFormBody, InventoryItem } from '@hvac/contracts/inventory';
import { ApiError } from '@hvac/web-kit';
import { useFailureText as useFailureTextOf } from '@hvac/web-kit/failure-text';
import { backOfficeQueries, keepPreviousData, useBackOfficeMutation, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { useTranslation } from 'react-i18next';
import {
  createItem,
  deleteItem,
  fetchHistory,
  fetchInventoryPage,
  fetchItem,
  fetchItemExpenses,
  updateItem,
  updateQuantity,
  type InventoryFilters,
} from './api';
import { KNOWN_MESSAGES, NS } from './i18n';

/** Every inventory read in the back-office cache sits under this key. */
export const INVENTORY = ['inventory'] as const;

/** One page of the list; the previous page stays on screen while the next filters load. */
export const useInventoryPage = (filters: InventoryFilters) =>
  useBackOfficeQuery({
    queryKey: [...INVENTORY, 'list', filters],
    queryFn: ({ signal }) => fetchInventoryPage(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useItem = (id: string) => useBackOfficeQuery({ queryKey: [...INVENTORY, 'detail', id], queryFn: ({ signal }) => fetchItem(id, signal) });
export const useHistory = (id: string) => useBackOfficeQuery({ queryKey: [...INVENTORY, 'history', id], queryFn: ({ signal }) => fetchHistory(id, signal) });
export const useItemExpenses = (id: string) =>
  useBackOfficeQuery({ queryKey: [...INVENTORY, 'expenses', id], queryFn: ({ signal }) => fetchItemExpenses(id, signal) });

/** An item's answer replaces what the cache holds of it; lists (their counts too) and its history are read again. */
export function storeItem(item: InventoryItem): Promise<void> {
  backOfficeQueries.setQueryData([...INVENTORY, 'detail', item.id], item);
  return backOfficeQueries.invalidateQueries({ queryKey: INVENTORY, predicate: (q) => q.queryKey[1] !== 'detail' });
}

export const useSaveItem = (id: string | null) =>
  useBackOfficeMutation({ mutationFn: (body: InventoryFormBody) => (id ? updateItem(id, body) : createItem(body)), onSuccess: storeItem });
export const useUpdateQuantity = (id: string) =>
  useBackOfficeMutation({ mutationFn: (quantity: number) => updateQuantity(id, quantity), onSuccess: storeItem });
export const useDeleteItem = () =>
  useBackOfficeMutation({
    mutationFn: (id: string) => deleteItem(id),
    onSuccess: (_, id) => {
      backOfficeQueries.removeQueries({ queryKey: [...INVENTORY, 'detail', id] });
      return backOfficeQueries.invalidateQueries({ queryKey: INVENTORY });
    },
  });

/** No answer came (network failure, time-out, unreadable answer): the spec's "Error …" toasts rather than its "Failed …" ones. */
export const unanswered = (err: unknown): boolean => !(err instanceof ApiError) || err.status === 0;

/**
 * The toast for a failure (docs/domains/inventory.md#messages): with no answer the `errorKey` text; else
 * the server's message in the reader's language when it is known, the server's own words otherwise, and
 * the `failedKey` text when the server said nothing.
 */
export function useFailureToast(): (err: unknown, failedKey: string, errorKey: string) => string {
  const { t } = useTranslation(NS);
  const describe = useFailureTextOf(NS, KNOWN_MESSAGES);
  return (err, failedKey, errorKey) => (unanswered(err) ? t(errorKey) : describe(err, failedKey));
}
