import './i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { i18nReady, initI18n, useSession } from '@hvac/web-kit';
import { routeFor, routesModuleId } from '@hvac/federation/browser';
import { App } from './App';
import { preloadBackOffice } from './back-office/BackOfficeLayout';
import { readRemotes } from './remotes/config';
import { preloadRemoteComponent } from './remotes/remoteComponent';

initI18n();
// /remotes.json says which remote draws this page; it is read while the active language's strings download.
const remotes = readRemotes();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// A prerendered page is adopted as it is (its elements stay, so its largest paint is not drawn again);
// where it differs from the first render, React draws that part anew (docs/domains/public-site.md#prerendered-pages).
const mount = () => (prerendered ? hydrateRoot(container, app) : createRoot(container).render(app));
// A Persian or Spanish reader's first paint is already in their language, and the page's remote (and a
// signed-in user's back-office frame) is drawn in the same commit as the layout (see preloadRemoteComponent).
// A failed download of either still mounts, in English or with the remote's error panel; a slow remote is
// waited for at most FIRST_PAINT_WAIT_MS, then its loading state shows. Over a prerendered page the
// captured HTML is already on screen, so the remote (and its page's data) is waited for however long it
// takes: mounting early would swap that page for a loading state (docs/domains/public-site.md#search-engines).
const FIRST_PAINT_WAIT_MS = 1500;
const prerendered = container.hasAttribute('data-prerendered');
const remoteReady = remotes.then((config) => {
  const route = config && routeFor(config, window.location.pathname);
  if (!route) return undefined;
  const frame = route.layout === 'back-office' && useSession.getState().token ? preloadBackOffice().catch(() => undefined) : undefined;
  return Promise.all([preloadRemoteComponent(routesModuleId(route.remote)).catch(() => undefined), frame]);
});
void Promise.all([
  i18nReady().catch(() => undefined),
  prerendered ? remoteReady.catch(() => undefined) : Promise.race([remoteReady, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]),
]).then(mount);
