import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPage<P extends object> {
  /** Render it under a Suspense boundary, like any `lazy()` component. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts (or joins) the chunk's download; settles when the page can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk that can be fetched before React asks for it. Once loaded, `lazy()` gets a
 * thenable that resolves synchronously, so React renders the page at once: a promise, even a settled
 * one, would make it show the fallback first and then hold the page back for its reveal throttle.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchPage = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk is fetched anew next time (the Retry of the remote's boundary).
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy((): Promise<{ default: ComponentType<P> }> => {
    const ready = loaded;
    if (ready) return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as Promise<{ default: ComponentType<P> }>;
    return fetchPage().then((component) => ({ default: component }));
  });
  return { Component, preload: () => fetchPage().then(() => undefined) };
}
