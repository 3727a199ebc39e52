import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { loadRemoteModule, type RemoteModule as Exposed, type RemoteModuleId } from '@hvac/federation/browser';
import { translationsLoaded } from '@hvac/web-kit';

/**
 * The exposed modules that are a component the shell draws (a remote's routes, the booking dialog); a
 * remote's `./widgets` is the dashboard's, loaded by `loadWidget`, never drawn here.
 */
type ComponentId = { [Id in RemoteModuleId]: Exposed<Id> extends { default: unknown } ? Id : never }[RemoteModuleId];

/** The props an exposed module's component takes, from the remotes' contract. */
type PropsOf<Id extends ComponentId> = ComponentProps<Exposed<Id>['default']>;

type Props = Record<string, unknown>;
// Each entry is the component of its own id; RemoteModule is where an id's props are checked.
type Stored = ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>;

// React.lazy remembers a rejected load for good; Retry forgets the component to load it anew.
const components = new Map<ComponentId, Stored>();
const preloaded = new Map<ComponentId, ComponentType<Props>>();

/**
 * The component of an exposed module: the module itself when `preloadRemoteComponent` already has it,
 * else `lazy(() => loadRemote(id))`. Chosen once per id, so a component never changes type (and its
 * tree never remounts) while it is on screen.
 */
function remoteComponent(id: ComponentId): Stored {
  let component = components.get(id);
  if (!component) {
    component = preloaded.get(id) ?? lazy(() => loadRemoteModule(id) as Promise<{ default: ComponentType<Props> }>);
    components.set(id, component);
  }
  return component;
}

/**
 * Loads an exposed module before anything renders it. The shell mounts once the first page's module is
 * in, so that page draws in the first commit: a Suspense fallback shown first would hold the page back
 * for React's reveal throttle (300 ms) after the module had arrived.
 */
export async function preloadRemoteComponent(id: ComponentId): Promise<void> {
  const module = await loadRemoteModule(id);
  // A routes module may export `ready`: settled once what the current address needs (say its page's
  // chunk) is in. Its strings were registered as it loaded; in Persian or Spanish they are downloading now.
  if ('ready' in module) await module.ready?.catch(() => undefined);
  await translationsLoaded().catch(() => undefined);
  preloaded.set(id, module.default as ComponentType<Props>);
}

export function forgetRemoteComponents(remote: string): void {
  for (const map of [components, preloaded]) for (const id of map.keys()) if (id.startsWith(`${remote}/`)) map.delete(id);
}

/**
 * Renders an exposed module with the props its contract names. It looks the component up on every
 * render, so after a Retry (which forgot the failed one) the boundary's fresh render loads the module anew.
 */
export function RemoteModule<Id extends ComponentId>({ id, ...props }: { id: Id } & PropsOf<Id>): ReactElement {
  return createElement(remoteComponent(id), props as Props);
}
