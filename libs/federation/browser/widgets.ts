import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { WidgetEntry } from '../src/declaration';
import type { WidgetsModule } from './contract';
import { isRemoteFailure, REMOTE_FAILURE } from './failure';
import { isChunkLoadError, REMOTES_CONFIG_URL, RemoteUnavailableError, type RemotesConfig } from './remotes';
import { RemoteIncompatibleError } from './shared-versions';

/** A widget as some deployed remote declares it (docs/architecture.md#microfrontends). */
export interface DeclaredWidget extends WidgetEntry {
  remote: string;
}

async function readRemotes(): Promise<RemotesConfig> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

/**
 * The widgets a role may see, from every remote's declaration in /remotes.json, read afresh so a remote
 * deployed since the page started brings its widgets; in ascending `order`, then by remote and id.
 */
export async function declaredWidgets(role: string): Promise<DeclaredWidget[]> {
  const remotes = await readRemotes();
  return Object.entries(remotes)
    .flatMap(([remote, { widgets = [] }]) => widgets.filter((w) => w.roles.includes(role)).map((w) => ({ ...w, remote })))
    .sort((a, b) => a.order - b.order || a.remote.localeCompare(b.remote) || a.id.localeCompare(b.id));
}

/**
 * The page's host: the federation instance that registered the remote from /remotes.json (the shell's,
 * with its runtime plugin's retries, failure module and shared-version check). A remote's own instance
 * has no remotes, so a widget loads exactly as the shell loads a remote's routes.
 */
const hostOf = (remote: string) => getInstance((instance) => instance.options.remotes.some((r) => r.name === remote));

/** A widget's component, or the error the boundary draws: as loadRemoteModule, for a module named in a declaration. */
export async function loadWidget({ remote, module, id }: DeclaredWidget): Promise<ComponentType> {
  const host = hostOf(remote);
  if (!host) throw new RemoteUnavailableError(remote, new Error(`${remote} is not deployed`));
  const loaded = await host.loadRemote<WidgetsModule>(`${remote}/${module.slice(2)}`);
  if (isRemoteFailure(loaded)) {
    const { error } = loaded[REMOTE_FAILURE];
    if (isChunkLoadError(error) || error instanceof RemoteIncompatibleError) throw error;
    throw new RemoteUnavailableError(remote, error);
  }
  const component = loaded?.widgets?.[id];
  if (!component) throw new RemoteUnavailableError(remote, new Error(`${remote} exposes no widget '${id}'`));
  return component;
}

/** Before a widget's Retry: register its remote afresh from /remotes.json, dropping the failed manifest and module. */
export async function resetWidgetRemote(remote: string): Promise<void> {
  const current = (await readRemotes())[remote];
  const host = hostOf(remote);
  if (current && host) host.registerRemotes([{ name: remote, entry: current.entry }], { force: true });
}
