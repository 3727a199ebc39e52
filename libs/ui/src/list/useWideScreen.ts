import { useSyncExternalStore } from 'react';

/** Where a list turns from cards into a table (docs/architecture.md#frontend-conventions). */
export const TABLE_FROM = '(min-width: 640px)';

// Without matchMedia (jsdom, in the remotes' screen tests) a list is the table those tests were written for.
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';
const isWide = () => !hasMatchMedia() || window.matchMedia(TABLE_FROM).matches;

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const query = window.matchMedia(TABLE_FROM);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is wide enough for a table; follows the window as it is resized or turned. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
