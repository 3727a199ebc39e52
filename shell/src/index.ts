// The page's stylesheet in the entry, so index.html links it in its head: a prerendered page is drawn
// with its styles from the first paint instead of moving when they arrive (bench: CLS).
import '@hvac/ui/styles';
import './styles/shell.css';
import { loadRemotesConfig, preloadRemoteModule, routeFor, routesModuleId } from '@hvac/federation/browser';
import { queryLanguageAddress, storedLanguageAddress } from '@hvac/web-kit/language-redirect';

// A public page asked for in another language (`?lng=`, or a Spanish or Persian choice kept only in
// localStorage) opens at that language's address before anything loads; the gateway does the same from
// the query string and the cookie (docs/domains/public-site.md#languages).
const elsewhere = queryLanguageAddress(window.location) ?? storedLanguageAddress(window.location);
if (elsewhere) window.location.replace(elsewhere);
else start();

function start(): void {
  // The header's small-screen menu works from here on; without scripts its links stay in the header.
  document.documentElement.setAttribute('data-scripted', '');
  // The page's remote downloads while the shared libraries load, not after React has drawn the layout.
  loadRemotesConfig().then((remotes) => {
    const route = routeFor(remotes, window.location.pathname);
    if (route) preloadRemoteModule(routesModuleId(route.remote));
  }, () => undefined);

  // Async boundary: Module Federation negotiates the shared singletons before any app code runs.
  void import('./bootstrap');
}
