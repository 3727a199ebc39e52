import { create } from 'zustand';
import { loadRemotesConfig, routeFor, type RemotesConfig, type RouteMatch } from '@hvac/federation/browser';
import { registerTranslations } from '@hvac/web-kit';

interface RemotesState {
  /** /remotes.json once read: each remote's manifest and declaration (routes, navigation entries and their texts). */
  config: RemotesConfig | null;
  /** The last read failed; the outlet offers Retry. */
  failed: boolean;
  /** Remotes seen failing to load on this page; their navigation entries are greyed until one loads. */
  down: Readonly<Record<string, true>>;
}

export const useRemotes = create<RemotesState>(() => ({ config: null, failed: false, down: {} }));

/** The namespace of a remote's navigation texts, registered from its declaration. */
export const navNamespace = (remote: string): string => `nav-${remote}`;

/** Takes in what the remotes declare: their navigation texts first, so no entry is drawn without its words. */
export function applyRemotes(config: RemotesConfig): RemotesConfig {
  for (const [remote, { labels }] of Object.entries(config)) {
    if (labels?.en) void registerTranslations(navNamespace(remote), { en: labels.en, fa: labels.fa ?? {}, es: labels.es ?? {} });
  }
  useRemotes.setState({ config, failed: false });
  return config;
}

/**
 * Reads /remotes.json into the store and answers it (null when the read failed, for Retry). Remotes
 * declare their own paths and entries (docs/architecture.md#microfrontends): the shell lists none.
 */
export function readRemotes(): Promise<RemotesConfig | null> {
  return loadRemotesConfig().then(
    applyRemotes,
    () => {
      useRemotes.setState({ failed: true });
      return null;
    },
  );
}

export function reportRemote(remote: string, loaded: boolean): void {
  const { down } = useRemotes.getState();
  if (loaded === !down[remote]) return;
  const { [remote]: _, ...others } = down;
  useRemotes.setState({ down: loaded ? others : { ...down, [remote]: true } });
}

/** The remote and layout of a path; null while /remotes.json is unread or when no remote declares the path. */
export const useRoute = (pathname: string): RouteMatch | null => {
  const config = useRemotes((s) => s.config);
  return config && routeFor(config, pathname);
};
