import { useFailureText as useFailureTextOf } from '@hvac/web-kit/failure-text';
import { backOfficeQueries, useBackOfficeMutation, useBackOfficeQuery, useCursorList } from '@hvac/web-kit/back-office';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { deleteDocument, fetchClients, fetchDocument, fetchPage, type DocumentKey, type ListFilters, type ListKey } from './api';

/** Every billing read in the back-office cache sits under this key; a kind's reads under [BILLING, list]. */
export const BILLING = ['billing'] as const;
export const kindKey = (list: ListKey) => [...BILLING, list] as const;

/** A kind's list, grown by "Show more" in pages of 100 (web-kit's useCursorList). */
export const useDocumentList = <T>(list: ListKey, filters: ListFilters, parseCode: string) =>
  useCursorList<T>([...kindKey(list), 'list', filters], (cursor, signal) => fetchPage<T>(list, filters, cursor, parseCode, signal));

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
export const useFailureText = () => useFailureTextOf(NS, KNOWN_MESSAGES);
