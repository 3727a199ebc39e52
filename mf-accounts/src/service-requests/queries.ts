import { useTranslation } from 'react-i18next';
import { failureText } from '@hvac/web-kit/failure-text';
import { backOfficeQueries, keepPreviousData, useBackOfficeMutation, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { fetchAdminList, fetchAssignees, fetchMyRequests, fetchRequest, updateRequest, type ListQuery, type RequestChange } from './api';
import { KNOWN_MESSAGES, NS } from './i18n';

/** Every service-request read in the back-office cache sits under this key, so one change refreshes them all. */
export const REQUESTS = ['serviceRequests'] as const;

/**
 * One page of the admin list as both lists show it: the page on screen stays while another page or
 * filter loads, and a failure is the screen's text, in the reader's language whenever it is drawn.
 */
export function useAdminList(query: ListQuery) {
  const { t } = useTranslation(NS);
  const list = useBackOfficeQuery({
    queryKey: [...REQUESTS, 'list', query],
    queryFn: ({ signal }) => fetchAdminList(query, signal),
    placeholderData: keepPreviousData,
  });
  return {
    result: list.data ?? null,
    error: list.error && failureText(list.error, t, 'messages.fetchFailed', { known: KNOWN_MESSAGES }),
    loading: list.isFetching,
    reload: () => void list.refetch(),
  };
}

export const useAssignees = () => useBackOfficeQuery({ queryKey: [...REQUESTS, 'assignees'], queryFn: ({ signal }) => fetchAssignees(signal) });

export const useRequest = (id: string) => useBackOfficeQuery({ queryKey: [...REQUESTS, 'detail', id], queryFn: ({ signal }) => fetchRequest(id, signal) });

export const useMyRequests = () => useBackOfficeQuery({ queryKey: [...REQUESTS, 'mine'], queryFn: ({ signal }) => fetchMyRequests(signal) });

/**
 * A status or technician change (docs/domains/service-requests.md#service-request-list): saved at once,
 * then the lists are read again; the change stays pending until they are, so no one edits a stale row.
 */
export const useRequestChange = (callbacks: { onSuccess: () => void; onError: (err: unknown) => void }) =>
  useBackOfficeMutation({
    mutationFn: ({ id, change }: { id: string; change: RequestChange }) => updateRequest(id, change),
    onSuccess: () => {
      callbacks.onSuccess();
      return backOfficeQueries.invalidateQueries({ queryKey: REQUESTS });
    },
    onError: callbacks.onError,
  });
