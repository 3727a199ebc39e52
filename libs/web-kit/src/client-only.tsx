import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts a prerendered page (hydrateRoot reads the "server" snapshot), true on every
 * render after it and on any page React draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The reader's own parts of a public page (their session, a dialog they open): never in a captured page,
 * whose HTML keeps only this empty element, and drawn into it once the page is hydrated
 * (docs/domains/public-site.md#prerendered-pages).
 */
export function ClientOnly({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={className} data-no-prerender="">
      {hydrated ? children : null}
    </div>
  );
}
