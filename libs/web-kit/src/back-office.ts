import {
  keepPreviousData,
  QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
// Through the package name, not './session': the shared @hvac/web-kit holds the page's one session store.
import { useSession } from '@hvac/web-kit';

export { keepPreviousData };

/**
 * The page's one cache of back-office reads. This module is a shared singleton (libs/federation's
 * SHARED_SINGLETONS) that only back-office screens import, so every back-office remote reads and
 * invalidates the same entries and / never downloads the library. Nothing retries here: web-kit's `api`
 * already retries network failures and 502/503/504 three times, and a second layer would turn one
 * failing read into sixteen requests.
 */
export const backOfficeQueries = new QueryClient({
  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
});

// What was read belongs to whoever read it: after a logout, or another user's login on the same page,
// nothing cached (their own requests, the user list) may be shown.
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) backOfficeQueries.clear();
});

/** `useQuery` on the back-office cache, so a remote's screens need no provider of their own. */
export function useBackOfficeQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQuery(options, backOfficeQueries);
}

/** `useMutation` on the back-office cache; its callbacks refresh or patch reads through `backOfficeQueries`. */
export function useBackOfficeMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useMutation(options, backOfficeQueries);
}

/** One page of a list read with a cursor: its rows, and where the next page starts (null after the last). */
export interface CursorPage<T> {
  rows: T[];
  nextCursor: string | null;
}

/**
 * A back-office list as "Show more" grows it: pages joined in order; a new `queryKey` (other filters)
 * starts again from the first page while the rows on screen stay until it arrives. The services page in
 * SQL with a cursor (docs/architecture.md#services), so a list never holds more than it has shown.
 */
export function useCursorList<T>(queryKey: QueryKey, fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>) {
  const query = useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
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
