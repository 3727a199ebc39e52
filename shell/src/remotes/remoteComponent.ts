import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { loadRemoteModule } from '@hvac/federation/browser';

// React.lazy remembers a rejected load for good; Retry forgets the component to load it anew.
const components = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

/** `lazy(() => loadRemote('mf_public/routes'))`, one per exposed module. */
export function remoteComponent(id: string): LazyExoticComponent<ComponentType<Record<string, unknown>>> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(id));
    components.set(id, component);
  }
  return component;
}

export function forgetRemoteComponents(remote: string): void {
  for (const id of components.keys()) if (id.startsWith(`${remote}/`)) components.delete(id);
}

/**
 * Renders an exposed module. It looks the component up on every render, so after a Retry (which
 * forgot the failed one) the boundary's fresh render loads the module anew.
 */
export function RemoteModule({ id, ...props }: { id: string } & Record<string, unknown>): ReactElement {
  return createElement(remoteComponent(id), props);
}
