import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { translationsLoaded } from '@hvac/web-kit';

// The only part of the frame in the shell's first chunk: the frame itself, its styles and its words load on
// first use, so / never carries them (bench: JavaScript on /).
type Frame = ComponentType<{ children: ReactNode }>;
const loadFrame = () => import(/* webpackChunkName: "back-office" */ './Frame').then((module) => module.BackOfficeFrame);
let loaded: Frame | undefined;
let chosen: Frame | undefined;

/** The start-up path: a signed-in user's first page in the frame draws in one commit, as preloadRemoteComponent's. */
export const preloadBackOffice = (): Promise<void> =>
  loadFrame().then((frame) => {
    loaded = frame;
    return translationsLoaded();
  });

/**
 * The frame around a back-office page; chosen once, so it never changes type (and never remounts its page).
 * Reached by a navigation (a transition), the page on screen stays until the frame has loaded.
 */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  const Chosen = (chosen ??= loaded ?? lazy(() => loadFrame().then((frame) => ({ default: frame }))));
  return (
    <Suspense>
      <Chosen>{children}</Chosen>
    </Suspense>
  );
}
