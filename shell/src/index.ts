import { loadRemotesConfig, preloadRemoteModule, routeFor, routesModuleId } from '@hvac/federation/browser';

// The page's remote downloads while the shared libraries load, not after React has drawn the layout.
loadRemotesConfig().then((remotes) => {
  const route = routeFor(remotes, window.location.pathname);
  if (route) preloadRemoteModule(routesModuleId(route.remote));
}, () => undefined);

// Async boundary: Module Federation negotiates the shared singletons before any app code runs.
import('./bootstrap');
