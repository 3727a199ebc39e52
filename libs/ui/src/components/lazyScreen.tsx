import { lazy, Suspense, type ComponentType } from 'react';
// Through the package name, so the page's shared @hvac/ui draws it.
import { Spinner } from '@hvac/ui';

/**
 * A screen loaded on first visit, with a spinner meanwhile: a remote's entry carries only its routes, so
 * opening one list never downloads the forms. `load` imports the module, `name` picks the screen from it.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return function Screen() {
    return (
      <Suspense fallback={<Spinner />}>
        <Lazy />
      </Suspense>
    );
  };
}
