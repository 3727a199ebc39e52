/*
 * The service worker of My Jobs (docs/domains/service-requests.md#the-technicians-day), scoped to
 * /my-jobs: it serves the page and its files from the network and keeps a copy of each, so a reload
 * without signal still draws the screen. The API is never cached here: the screen keeps the last
 * my-visits answer itself and queues its changes, which must reach the server, not a cache.
 */
const CACHE = 'my-jobs-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      .catch(async () => (await caches.match(request, { ignoreVary: true })) ?? (request.mode === 'navigate' ? await caches.match('/my-jobs', { ignoreSearch: true }) : undefined) ?? Response.error()),
  );
});
