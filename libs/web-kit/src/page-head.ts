import { useEffect } from 'react';

/**
 * Marks every element a page puts in <head>: the head manager removes exactly these when the page
 * changes, and the prerenderer copies exactly these into the captured HTML
 * (docs/domains/public-site.md#search-engines).
 */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

/** One element of a page's head, as data so a page can describe its head without touching the DOM. */
export type HeadElement =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string }
  | { tag: 'json-ld'; data: object };

function create(spec: HeadElement): HTMLElement {
  if (spec.tag === 'json-ld') {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // `<` escaped so no text in the data can close the script element in captured HTML.
    script.textContent = JSON.stringify(spec.data).replace(/</g, '\\u003c');
    return script;
  }
  const element = document.createElement(spec.tag);
  for (const [name, value] of Object.entries(spec)) {
    if (name !== 'tag' && value !== undefined) element.setAttribute(name, value as string);
  }
  return element;
}

/**
 * Replaces the page's head elements with these, and names the tab. Any description without the mark
 * (the shell's index.html default) goes too, so a page never has two.
 */
export function setPageHead(title: string, elements: readonly HeadElement[]): void {
  document.title = title;
  clearPageHead();
  document.head.querySelectorAll('meta[name="description"]').forEach((old) => old.remove());
  for (const spec of elements) {
    const element = create(spec);
    element.setAttribute(PAGE_META_ATTRIBUTE, '');
    document.head.appendChild(element);
  }
}

/** Removes every marked element, so a page that sets none (the back office) keeps no stale canonical. */
export function clearPageHead(): void {
  document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`).forEach((old) => old.remove());
}

/**
 * The one owner of a page's head elements: sets them while the page shows, again when they change (a
 * language switch), and removes them when it leaves.
 */
export function usePageHead(title: string, elements: readonly HeadElement[]): void {
  // Elements are compared by content: a page rebuilds its list on every render.
  const key = JSON.stringify(elements);
  useEffect(() => {
    setPageHead(title, JSON.parse(key) as HeadElement[]);
    return clearPageHead;
  }, [title, key]);
}
