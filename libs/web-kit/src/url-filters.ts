import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's filters: text and choices as strings ('' for none), switches as booleans. */
export type UrlFilterValues = Record<string, string | boolean>;

/**
 * A list's filters kept in the address (`?status=overdue&unassigned=true`), so a link from a dashboard
 * widget opens the list filtered to what the widget counts, and a reload or a shared address keeps them
 * (docs/architecture.md#frontend-conventions). `defaults` names every filter and must be a constant; a value
 * equal to its default is left out of the address. Changes replace the history entry, not push one.
 */
export function useUrlFilters<T extends { [K in keyof T]: string | boolean }>(defaults: T): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const read: UrlFilterValues = { ...defaults };
    for (const [key, fallback] of Object.entries(defaults)) {
      const value = params.get(key);
      if (value !== null) read[key] = typeof fallback === 'boolean' ? value === 'true' : value;
    }
    return read as T;
  }, [params, defaults]);
  const set = useCallback(
    (patch: Partial<T>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === (defaults as UrlFilterValues)[key]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );
  return [filters, set];
}
