import { create } from 'zustand';
import { loadRemotesConfig, routeFor, type RemotesConfig, type RouteMatch } from '@hvac/federation/browser';

interface RemotesState {
  /** /remotes.json once read: each remote's manifest and declaration (routes, navigation entries and their texts). */
  config: RemotesConfig | null;
  /** The last read failed; the outlet offers Retry. */
  failed: boolean;
  /** Remotes seen failing to load on this page (true); their navigation entries are greyed until one loads. */
  down: Readonly<Record<string, boolean>>;
}

/**
 * A prerendered page is hydrated once /remotes.json is read, as it was when the page was captured: the
 * "server" snapshot React hydrates with is the store's current state, not the empty one it began with.
 */
export const useRemotes = create<RemotesState>()((_set, _get, store) => {
  store.getInitialState = store.getState;
  return { config: null, failed: false, down: {} };
});

/**
 * Reads /remotes.json into the store and answers it (null when the read failed, for Retry). Remotes
 * declare their own paths and entries (docs/architecture.md#microfrontends): the shell lists none.
 */
export function readRemotes(): Promise<RemotesConfig | null> {
  return loadRemotesConfig().then(
    (config) => {
      useRemotes.setState({ config, failed: false });
      return config;
    },
    () => {
      useRemotes.setState({ failed: true });
      return null;
    },
  );
}

export const reportRemote = (remote: string, loaded: boolean): void => useRemotes.setState(({ down }) => ({ down: { ...down, [remote]: !loaded } }));

/** The remote and layout of a path; null while /remotes.json is unread or when no remote declares the path. */
export const useRoute = (pathname: string): RouteMatch | null => {
  const config = useRemotes((s) => s.config);
  return config && routeFor(config, pathname);
};
