import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureText } from '@hvac/web-kit/failure-text';
import { backOfficeQueries, keepPreviousData, useBackOfficeMutation, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { deleteDocument, fetchClients, fetchDocument, fetchPage, type DocumentKey, type ListFilters, type ListKey } from './api';

/** Every billing read in the back-office cache sits under this key; a kind's reads under [BILLING, list]. */
export const BILLING = ['billing'] as const;
export const kindKey = (list: ListKey) => [...BILLING, list] as const;

/**
 * A list as "Show more" grows it: pages of 100 joined in order; a new filter starts again from the first
 * page while the rows on screen stay until it arrives.
 */
export function useDocumentList<T>(list: ListKey, filters: ListFilters, parseCode: string) {
  const query = useInfiniteQuery(
    {
      queryKey: [...kindKey(list), 'list', filters],
      queryFn: ({ pageParam, signal }) => fetchPage<T>(list, filters, pageParam, parseCode, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      placeholderData: keepPreviousData,
    },
    backOfficeQueries,
  );
  return {
    rows: query.data ? query.data.pages.flatMap((p) => p.rows) : null,
    error: query.error,
    loading: query.isFetching && !query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: () => void query.fetchNextPage(),
  };
}

export const useDocument = <T>(list: ListKey, key: DocumentKey, id: string) =>
  useBackOfficeQuery({ queryKey: [...kindKey(list), 'detail', id], queryFn: ({ signal }) => fetchDocument<T>(list, key, id, signal) });

/** The forms' clients; staff only (svc-identity refuses the list to a client). */
export const useClients = (enabled = true) => useBackOfficeQuery({ queryKey: [...BILLING, 'clients'], queryFn: ({ signal }) => fetchClients(signal), enabled, staleTime: 60_000 });

/** A document's answer replaces what the cache holds of it, and its kind's lists are read again. */
export function storeDocument<T extends { id: string }>(list: ListKey, doc: T): Promise<void> {
  backOfficeQueries.setQueryData([...kindKey(list), 'detail', doc.id], doc);
  return backOfficeQueries.invalidateQueries({ queryKey: [...kindKey(list), 'list'] });
}

export const useDeleteDocument = (list: ListKey) =>
  useBackOfficeMutation({
    mutationFn: (id: string) => deleteDocument(list, id),
    onSuccess: () => backOfficeQueries.invalidateQueries({ queryKey: kindKey(list) }),
  });

/** A failure in the billing screens' words: the server's message, in the reader's language when known, else `fallbackKey`. */
export function useFailureText() {
  const { t } = useTranslation(NS);
  return (err: unknown, fallbackKey: string): string => failureText(err, t, fallbackKey, { known: KNOWN_MESSAGES });
}
