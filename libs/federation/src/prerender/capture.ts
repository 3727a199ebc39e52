import type { Page } from 'playwright-core';
import type { PrerenderedPage } from '@hvac/contracts';

const LOAD_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 30_000;

type Captured = Omit<PrerenderedPage, 'path' | 'renderedAt'>;

/** Runs inside the page (no NodeList iteration: the Node packages that load this compile without DOM.Iterable): the capture contract of docs/domains/public-site.md#prerendered-pages. */
function captureInPage(): Captured {
  const head = Array.from(document.head.querySelectorAll('[data-page-meta]')).flatMap((element) => {
    if (!(element instanceof HTMLScriptElement)) return [element.outerHTML];
    // A script's text is written out raw: parsed and written again with '<' escaped, no text in the data
    // (a blog title, say) can close the element early. Data that does not parse is left out.
    try {
      const json = JSON.stringify(JSON.parse(element.textContent ?? '')).replace(/</g, '\\u003c');
      const empty = element.cloneNode(false) as HTMLScriptElement;
      return [empty.outerHTML.replace(/<\/script>$/, `${json}</script>`)];
    } catch {
      return [];
    }
  });
  const stylesheets = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .map((link) => new URL(link.href, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/remotes/'))
    .map((url) => url.pathname);
  const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
  for (const element of Array.from(root?.querySelectorAll('[data-no-prerender], script') ?? [])) element.remove();
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    title: document.title,
    head,
    stylesheets: [...new Set(stylesheets)],
    html: root?.innerHTML ?? '',
  };
}

/** Opens a page, waits until it has settled (network idle, its heading, no spinner) and captures it. */
export async function capturePage(page: Page, url: string): Promise<PrerenderedPage> {
  await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
  await page.waitForFunction(() => document.querySelector('#main h1') !== null && document.querySelector('#main .spinner') === null, undefined, {
    timeout: READY_TIMEOUT_MS,
  });
  const captured = await page.evaluate(captureInPage);
  return { path: new URL(url).pathname, ...captured, renderedAt: new Date().toISOString() };
}
