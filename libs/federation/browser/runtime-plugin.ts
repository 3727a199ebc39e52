import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { remoteFailureModule } from './failure';
import { RemoteIncompatibleError, sharedMismatches } from './shared-versions';

/** Retries of a manifest or remote entry before the remote counts as down. */
export const LOAD_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A manifest that passes the runtime's shape check but names no entry: the runtime then fails the
 * load cleanly (no request for a made-up URL) and the failure reaches errorLoadRemote's onLoad
 * stage, where it becomes a failure module. Retry re-registers the remote, which drops this stub.
 */
function stubManifest(name: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: 'unavailable', buildName: name },
      remoteEntry: { name: '', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [],
  };
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type RemoteEntry = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

async function retryRemoteEntry({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs): Promise<RemoteEntry | undefined> {
  for (let attempt = 2; attempt <= LOAD_ATTEMPTS; attempt++) {
    await wait(RETRY_DELAY_MS * (attempt - 1));
    // The failed attempt is still recorded as in flight; without this the retry would await it.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // the next attempt, or the caller's error handling after the last one
    }
  }
  return undefined;
}

type Host = Parameters<NonNullable<ModuleFederationRuntimePlugin['init']>>[0]['origin'];

/**
 * Retries manifests and remote entries briefly, then turns a remote that cannot load into a plain
 * failure value (docs/architecture.md#microfrontends, #toolchain): the shell keeps running and its error boundary draws the
 * panel with a Retry button. A remote whose manifest requires a version of a shared package that the
 * page's copy does not satisfy is refused the same way, before any of its code runs.
 */
export default function hvacResiliencePlugin(): ModuleFederationRuntimePlugin {
  let host: Host | undefined;
  return {
    name: 'hvac-remote-resilience',

    init({ origin }) {
      host = origin;
    },

    // The runtime keeps this answer per manifest until Retry registers the remote afresh: one report.
    async loadRemoteSnapshot(args) {
      const remote = args.moduleInfo.name;
      const mismatches = sharedMismatches(remote, args.manifestJson?.shared ?? [], host?.shareScopeMap.default ?? {});
      if (mismatches.length === 0) return args;
      const error = new RemoteIncompatibleError(remote, mismatches);
      console.error(error.message, mismatches);
      throw error;
    },

    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500 || attempt === LOAD_ATTEMPTS) return response;
        } catch (error) {
          lastError = error;
        }
        if (attempt < LOAD_ATTEMPTS) await wait(RETRY_DELAY_MS * attempt);
      }
      throw lastError;
    },

    // The hook's declared type nests one Promise more than the runtime, which awaits the result once.
    loadEntryError: retryRemoteEntry as unknown as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,

    async errorLoadRemote({ id, error, from, lifecycle, remote }) {
      if (lifecycle === 'afterResolve') return stubManifest(remote?.name ?? String(id));
      if (lifecycle !== 'onLoad') return undefined;
      const failure = remoteFailureModule({ id: String(id), lifecycle, error });
      // A static `import('remote/x')` from a build expects a module factory; loadRemote() a module.
      return from === 'build' ? () => failure : failure;
    },
  };
}
