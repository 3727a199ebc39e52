import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@hvac/ui';

/**
 * A screen loaded on first visit, with a spinner meanwhile: the remote's entry carries only its routes,
 * so opening one list never downloads the forms.
 */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return function Screen() {
    return (
      <Suspense fallback={<Spinner />}>
        <Lazy />
      </Suspense>
    );
  };
}
