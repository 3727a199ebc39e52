import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDeclaration } from '../src/declaration';
import type { RemoteModule, RemoteModuleId } from './contract';
import { isRemoteFailure, REMOTE_FAILURE } from './failure';
import { RemoteIncompatibleError } from './shared-versions';

/** /remotes.json: remote container name → its manifest URL, deployed version and declaration (routes, navigation). */
export type RemotesConfig = Record<string, { entry: string; version?: string } & Partial<RemoteDeclaration>>;

export const REMOTES_CONFIG_URL = '/remotes.json';

/** A remote that could not be reached or started; the boundary shows the retry panel for it. */
export class RemoteUnavailableError extends Error {
  readonly remote: string;
  constructor(remote: string, cause?: unknown) {
    super(`Remote ${remote} is unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

export const isChunkLoadError = (error: unknown): error is Error =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message));

/** The id in webpack's 'Loading chunk {id} failed' message. */
export const chunkIdOf = (error: Error): string => /Loading (?:CSS )?chunk (\S+) failed/.exec(error.message)?.[1] ?? '?';

let config: Promise<RemotesConfig> | null = null;

async function fetchConfig(url: string): Promise<RemotesConfig> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

/**
 * Reads /remotes.json once per page and registers every remote it names, so a new deployment of
 * one remote reaches the next page load without rebuilding the shell. A failed read is not kept:
 * the next call tries again.
 */
export function loadRemotesConfig(url = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  if (!config) {
    const pending = fetchConfig(url).then((remotes) => {
      registerRemotes(Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })));
      return remotes;
    });
    config = pending;
    pending.catch(() => {
      if (config === pending) config = null;
    });
  }
  return config;
}

/**
 * `loadRemote` that always either returns the module, typed by the remotes' contract, or throws:
 * RemoteUnavailableError when the remote is missing or down, RemoteIncompatibleError when it requires
 * other versions of shared packages than the page holds, the original ChunkLoadError when one of its chunks failed.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModule<Id>> {
  const remote = id.split('/')[0] ?? id;
  let remotes: RemotesConfig;
  try {
    remotes = await loadRemotesConfig();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!remotes[remote]) throw new RemoteUnavailableError(remote, new Error(`${remote} is not deployed`));
  const loaded = await loadRemote<RemoteModule<Id>>(id);
  if (isRemoteFailure(loaded)) {
    const { error } = loaded[REMOTE_FAILURE];
    if (isChunkLoadError(error) || error instanceof RemoteIncompatibleError) throw error;
    throw new RemoteUnavailableError(remote, error);
  }
  if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(remote);
  return loaded;
}

/**
 * The id of a deployed remote's `./routes`. Its name comes from /remotes.json, so it may be one the
 * contract does not list yet (a new domain's); every remote's routes module has the RoutesModule shape.
 */
export const routesModuleId = (remote: string) => `${remote}/routes` as Extract<RemoteModuleId, `${string}/routes`>;

/**
 * Starts fetching what `loadRemoteModule(id)` will need — the remote's manifest, its remoteEntry.js
 * and the exposed module's own chunks — without running the module, so the downloads overlap the
 * host's start-up instead of following it (bench: LCP). Shared packages are not fetched; a failure
 * is left to the real load, which retries and reports it.
 */
export function preloadRemoteModule(id: RemoteModuleId): void {
  const [remote = id, ...exposed] = id.split('/');
  loadRemotesConfig()
    .then((remotes) => (remotes[remote] ? preloadRemote([{ nameOrAlias: remote, exposes: [exposed.join('/')], resourceCategory: 'sync' }]) : undefined))
    .catch(() => undefined);
}

/**
 * Before a retry: read /remotes.json again and register the failed remote afresh, which drops its
 * cached (possibly stub) manifest and module so the next load really goes to the network.
 */
export async function resetRemote(remote: string): Promise<void> {
  config = null;
  const remotes = await loadRemotesConfig();
  const current = remotes[remote];
  if (current) registerRemotes([{ name: remote, entry: current.entry }], { force: true });
}
