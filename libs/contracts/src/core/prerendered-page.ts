import { isPublicPage, languageOfPath, withoutLanguage } from './site';

/**
 * A public page as headless Chromium drew it, stored in the build of the remote that owns its path and
 * composed by the gateway into the current shell (docs/domains/public-site.md#prerendered-pages).
 */
export interface PrerenderedPage {
  /** The path it was drawn at: `/fa/services/heating`. */
  path: string;
  /** `<html lang>` and `dir` once the page had set them. */
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** The outerHTML of each `head [data-page-meta]` element, in document order. */
  head: string[];
  /** The remote's style sheets webpack inserted (hrefs under /remotes/). */
  stylesheets: string[];
  /** `#root`'s innerHTML, marked for hydration, without scripts and with `[data-no-prerender]` elements emptied. */
  html: string;
  /**
   * ISO time the capture began (the page opened): a run for changed pages draws the page again when the
   * sitemap's lastmod is newer.
   */
  renderedAt: string;
}

/** The folder of a remote version's prerendered pages: <remotesDir>/<folder>/<version>/pages/. */
export const PRERENDERED_PAGES_FOLDER = 'pages';

// Blog slugs are lowercase letters, digits and dashes; nothing else can name a file, so no path leaves the folder.
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The page file of a public path, relative to the pages folder: `/` → `index.json`, `/es/` →
 * `es/index.json`, `/fa/services/heating` → `fa/services/heating.json`. Undefined for any other path.
 */
export function prerenderedPageFile(pathname: string): string | undefined {
  if (!isPublicPage(pathname)) return undefined;
  const language = languageOfPath(pathname);
  const bare = withoutLanguage(pathname);
  const segments = bare === '/' ? ['index'] : bare.slice(1).split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) return undefined;
  return `${[...(language ? [language] : []), ...segments].join('/')}.json`;
}

/**
 * Sent by the prerenderer: the gateway answers the plain shell, so what is captured is always what the
 * build draws now, never an earlier capture still on screen before the page takes over.
 */
export const PRERENDER_REQUEST_HEADER = 'x-hvac-prerender';

/**
 * On /sitemap.xml when it lists every blog post (svc-requests answered every page of the list). Only then
 * may the prerenderer remove the pages of a post the sitemap no longer names: a sitemap drawn while
 * svc-requests is down lists no post at all (docs/domains/public-site.md#prerendered-pages).
 */
export const SITEMAP_COMPLETE_HEADER = 'x-hvac-sitemap-complete';
