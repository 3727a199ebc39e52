import { preloadRemoteModule } from '@hvac/federation/browser';
import { remoteForPath } from './remotes/prefixes';

// The page's remote downloads while the shared libraries load, not after React has drawn the layout.
const remote = remoteForPath(window.location.pathname);
if (remote) preloadRemoteModule(`${remote}/routes`);

// Async boundary: Module Federation negotiates the shared singletons before any app code runs.
import('./bootstrap');
