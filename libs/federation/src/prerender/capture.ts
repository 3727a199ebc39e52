import type { Page } from 'playwright-core';
import type { PrerenderedPage } from '@hvac/contracts';

const LOAD_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 30_000;

type Captured = Omit<PrerenderedPage, 'path' | 'renderedAt'>;

/**
 * The little of the DOM the capture reads, typed here: the packages that compile this file (infra, e2e,
 * proof) have no DOM library, and bringing it in would change their `fetch` types.
 */
interface PageNode {
  readonly nodeType: number;
  readonly parentNode: PageNode | null;
  readonly nextSibling: PageNode | null;
  readonly childNodes: ArrayLike<PageNode>;
  insertBefore(node: PageNode, child: PageNode | null): void;
}
interface PageElement extends PageNode {
  readonly tagName: string;
  readonly outerHTML: string;
  readonly innerHTML: string;
  readonly textContent: string | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  cloneNode(deep: boolean): PageElement;
  replaceChildren(): void;
  remove(): void;
}
interface PageGlobals {
  document: {
    head: PageElement;
    documentElement: { lang: string; dir: string };
    title: string;
    getElementById(id: string): PageElement | null;
    querySelector(selector: string): PageElement | null;
    createComment(data: string): PageNode;
  };
  location: { href: string; origin: string };
}

/**
 * Runs inside the page, before the capture: gives the DOM React drew on the client the marks React's own
 * server renderer writes, so that hydrateRoot adopts the captured HTML instead of drawing it again
 * (docs/domains/public-site.md#prerendered-pages). A `<!-- -->` between two adjacent text nodes (the
 * HTML parser would join them into one), and `<!--$-->` … `<!--/$-->` around what each Suspense boundary
 * shows, found from React's fibers; `<!--$!-->` for a boundary showing its fallback, which the client then
 * draws anew. Only the marks change: a React release that renames its fibers leaves the page unmarked,
 * which hydration answers by drawing it again, as before (e2e/test/prerender-hydration.test.ts notices).
 */
function markForHydration(): void {
  const { document } = globalThis as unknown as PageGlobals;
  const container = document.getElementById('root');
  if (!container) return;
  const TEXT = 3;
  const HOST_COMPONENT = 5;
  const HOST_TEXT = 6;
  const HOST_PORTAL = 4;
  const SUSPENSE = 13;
  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    stateNode: unknown;
    memoizedState: unknown;
  }
  const hostNodes = (fiber: Fiber | null, out: PageNode[]): PageNode[] => {
    for (let node = fiber; node; node = node.sibling) {
      if (node.tag === HOST_COMPONENT || node.tag === HOST_TEXT) out.push(node.stateNode as PageNode);
      else if (node.tag !== HOST_PORTAL) hostNodes(node.child, out);
    }
    return out;
  };
  const boundaries: { nodes: PageNode[]; fallback: boolean }[] = [];
  const visit = (fiber: Fiber | null): void => {
    for (let node = fiber; node; node = node.sibling) {
      if (node.tag === SUSPENSE) {
        const fallback = node.memoizedState !== null;
        boundaries.push({ nodes: hostNodes(fallback ? (node.child?.sibling ?? null) : node.child, []), fallback });
      }
      if (node.tag !== HOST_PORTAL) visit(node.child);
    }
  };
  // The container names the root's first fiber; the tree on screen is its FiberRoot's `current`.
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  const first = key ? (container as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  visit((first?.stateNode as { current?: Fiber } | undefined)?.current ?? null);
  for (const { nodes, fallback } of boundaries) {
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    // An empty boundary has no place of its own in the DOM; hydration draws it (and its parent) anew.
    if (!first?.parentNode || !last?.parentNode) continue;
    first.parentNode.insertBefore(document.createComment(fallback ? '$!' : '$'), first);
    last.parentNode.insertBefore(document.createComment('/$'), last.nextSibling);
  }
  const separate = (node: PageNode): void => {
    const children = Array.from(node.childNodes);
    children.forEach((child, i) => {
      if (i > 0 && child.nodeType === TEXT && children[i - 1]?.nodeType === TEXT) node.insertBefore(document.createComment(' '), child);
      separate(child);
    });
  };
  separate(container);
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
  for (const element of Array.from(root?.querySelectorAll('script') ?? [])) element.remove();
  // Kept, empty: the reader's own parts render into them once the page is hydrated (ClientOnly in web-kit).
  for (const element of Array.from(root?.querySelectorAll('[data-no-prerender]') ?? [])) element.replaceChildren();
  // Addresses of this origin as paths: the page then loads its images from whatever host a reader used.
  for (const element of Array.from(root?.querySelectorAll('[src], [srcset], [href], [poster]') ?? [])) {
    for (const name of ['src', 'srcset', 'href', 'poster']) {
      const value = element.getAttribute(name);
      if (value?.includes(`${location.origin}/`)) element.setAttribute(name, value.split(`${location.origin}/`).join('/'));
    }
  }
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
  // Two calls: each function is sent to the page on its own, with nothing from this module around it.
  await page.evaluate(markForHydration);
  const captured = await page.evaluate(captureInPage);
  return { path: new URL(url).pathname, ...captured, renderedAt };
}
