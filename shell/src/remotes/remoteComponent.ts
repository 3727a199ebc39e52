import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
