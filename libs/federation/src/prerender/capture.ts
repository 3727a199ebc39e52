import type { Page } from 'playwright-core';
import type { PrerenderedPage } from '@hvac/contracts';

const LOAD_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 30_000;

type Captured = Omit<PrerenderedPage, 'path' | 'renderedAt'>;

/**
 * The little of the DOM the capture reads, typed here: the packages that compile this file (infra, e2e,
 * proof) have no DOM library, and bringing it in would change their `fetch` types.
 */
interface PageElement {
  readonly tagName: string;
  readonly outerHTML: string;
  readonly innerHTML: string;
  readonly textContent: string | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  getAttribute(name: string): string | null;
  cloneNode(deep: boolean): PageElement;
  remove(): void;
}
interface PageGlobals {
  document: {
    head: PageElement;
    documentElement: { lang: string; dir: string };
    title: string;
    getElementById(id: string): PageElement | null;
    querySelector(selector: string): PageElement | null;
  };
  location: { href: string; origin: string };
}

/** Runs inside the page: the capture contract of docs/domains/public-site.md#prerendered-pages. */
function captureInPage(): Captured {
  const { document, location } = globalThis as unknown as PageGlobals;
  const head = Array.from(document.head.querySelectorAll('[data-page-meta]')).flatMap((element) => {
    if (element.tagName !== 'SCRIPT') return [element.outerHTML];
    // A script's text is written out raw: parsed and written again with '<' escaped, no text in the data
    // (a blog title, say) can close the element early. Data that does not parse is left out.
    try {
      const json = JSON.stringify(JSON.parse(element.textContent ?? '')).replace(/</g, '\\u003c');
      return [element.cloneNode(false).outerHTML.replace(/<\/script>$/, `${json}</script>`)];
    } catch {
      return [];
    }
  });
  const stylesheets = Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'))
    .map((link) => new URL(link.getAttribute('href') ?? '', location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/remotes/'))
    .map((url) => url.pathname);
  const root = document.getElementById('root')?.cloneNode(true);
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
  // Taken before the page asks for its data: a change saved while it loads is newer than the capture,
  // so the next run for changed pages draws it again (freshness.ts).
  const renderedAt = new Date().toISOString();
  await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
  await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as PageGlobals;
      return document.querySelector('#main h1') !== null && document.querySelector('#main .spinner') === null;
    },
    undefined,
    { timeout: READY_TIMEOUT_MS },
  );
  const captured = await page.evaluate(captureInPage);
  return { path: new URL(url).pathname, ...captured, renderedAt };
}
