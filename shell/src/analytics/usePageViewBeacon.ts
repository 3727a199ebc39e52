import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const VISITOR_KEY = 'hvac.visitorId';
const SETTLE_LIMIT_MS = 15_000;

/** A random id kept in this browser; getRandomValues works on plain http too, unlike randomUUID. */
function visitorId(): string {
  let id = localStorage.getItem(VISITOR_KEY);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(VISITOR_KEY, id);
  }
  return id;
}

/** The route has rendered once the main area shows content and no loading spinner (remote chunk, data). */
const settled = () => {
  const main = document.getElementById('main');
  return !!main?.firstElementChild && !main.querySelector('.spinner');
};

/**
 * Reports each route change to the site analytics with navigator.sendBeacon: the path (never the query,
 * which may hold tokens), where the visitor came from, the visitor id, the viewport width and how long
 * the route took to render: from navigation start for the first page, from the change for later ones.
 */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  // A layout effect runs in the commit that drew the route, before the browser paints it: a passive
  // effect could still be waiting when a fast visitor (or a test) leaves a page drawn in one commit,
  // and the view would be lost with it.
  useLayoutEffect(() => {
    const start = previous.current === null ? 0 : performance.now();
    const referrer = previous.current === null ? document.referrer : location.origin + previous.current;
    previous.current = pathname;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      const body = { path: pathname, referrer, visitorId: visitorId(), viewportWidth: window.innerWidth, renderMs: performance.now() - start };
      navigator.sendBeacon?.('/api/analytics/pageview', JSON.stringify(body));
    };
    let frame = 0;
    const poll = () => {
      if (settled() || performance.now() - start > SETTLE_LIMIT_MS) send();
      else frame = requestAnimationFrame(poll);
    };
    poll();
    // Leaving before the route settled (another route, a closed tab) still counts the view.
    window.addEventListener('pagehide', send);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pagehide', send);
      send();
    };
  }, [pathname]);
}
