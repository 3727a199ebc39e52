import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { loadRemoteModule } from '@hvac/federation/browser';
import { translationsLoaded } from '@hvac/web-kit';

type Props = Record<string, unknown>;
type RemoteComponent = ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>;

// React.lazy remembers a rejected load for good; Retry forgets the component to load it anew.
const components = new Map<string, RemoteComponent>();
const preloaded = new Map<string, ComponentType<Props>>();

/**
 * The component of an exposed module: the module itself when `preloadRemoteComponent` already has it,
 * else `lazy(() => loadRemote(id))`. Chosen once per id, so a component never changes type (and its
 * tree never remounts) while it is on screen.
 */
export function remoteComponent(id: string): RemoteComponent {
  let component = components.get(id);
  if (!component) {
    component = preloaded.get(id) ?? lazy(() => loadRemoteModule<{ default: ComponentType<Props> }>(id));
    components.set(id, component);
  }
  return component;
}

/**
 * Loads an exposed module before anything renders it. The shell mounts once the first page's module is
 * in, so that page draws in the first commit: a Suspense fallback shown first would hold the page back
 * for React's reveal throttle (300 ms) after the module had arrived.
 */
export async function preloadRemoteComponent(id: string): Promise<void> {
  const module = await loadRemoteModule<{ default: ComponentType<Props>; ready?: Promise<unknown> }>(id);
  // An exposed module may export `ready`: settled once what the current address needs (say its page's
  // chunk) is in. Its strings were registered as it loaded; in Persian or Spanish they are downloading now.
  await module.ready?.catch(() => undefined);
  await translationsLoaded().catch(() => undefined);
  preloaded.set(id, module.default);
}

export function forgetRemoteComponents(remote: string): void {
  for (const map of [components, preloaded]) for (const id of map.keys()) if (id.startsWith(`${remote}/`)) map.delete(id);
}

/**
 * Renders an exposed module. It looks the component up on every render, so after a Retry (which
 * forgot the failed one) the boundary's fresh render loads the module anew.
 */
export function RemoteModule({ id, ...props }: { id: string } & Props): ReactElement {
  return createElement(remoteComponent(id), props);
}
