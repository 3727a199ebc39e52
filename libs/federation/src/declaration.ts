/**
 * What a remote declares about itself (docs/architecture.md#microfrontends): the paths it draws, the layout
 * the shell puts around each, and its entries in the back-office navigation. It lives in the remote's
 * src/remote.json, travels in its build (dist/remote.json) and its /remotes.json entry, and the shell reads
 * it at run time, so a remote's new path or screen needs no shell release. The shell's first chunk bundles
 * this file, and deploy-remote runs it in Node: it imports nothing at run time.
 */
import type { NAV_GROUPS } from './nav-groups';

/** The source file in a remote's folder, and the file its build writes beside mf-manifest.json. */
export const DECLARATION_SOURCE = 'src/remote.json';
export const DECLARATION_FILE = 'remote.json';

/** Around a page: the public site's header and footer, or (for a signed-in user) the back-office frame. */
export type PageLayout = 'site' | 'back-office';

export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavEntry {
  path: string;
  /** A key of the declaration's `labels`. */
  label: string;
  group: NavGroup;
  /** The roles that may open the page: exactly they are offered the entry. */
  roles: string[];
  /** Offered in the account menu as well. */
  accountMenu?: boolean;
}

/** The entries' texts in every language of the site: language → label key → text. */
export type NavLabels = Record<string, Record<string, string>>;

export interface RemoteDeclaration {
  /** Path pattern → layout. '/x' is that page alone ('/' the home page), '/x/*' that page and every path below it. */
  routes: Record<string, PageLayout>;
  navigation?: NavEntry[];
  labels?: NavLabels;
}

/** Whether a route pattern covers a path (with no trailing slash, except '/'). */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern;
  const base = pattern.slice(0, -2);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A longer pattern is more specific, and a page alone more than the same page with what is below it. */
const specificity = (pattern: string): number => (pattern.endsWith('/*') ? 2 * (pattern.length - 2) : 2 * pattern.length + 1);

export interface RouteMatch {
  remote: string;
  layout: PageLayout;
}

/** Which remote draws a path and in which layout, by the most specific pattern any remote declares; null for none (the 404). */
export function routeFor(remotes: Readonly<Record<string, Partial<RemoteDeclaration>>>, rawPathname: string): RouteMatch | null {
  const pathname = rawPathname.replace(/(.)\/+$/, '$1');
  let best: [number, RouteMatch] | undefined;
  for (const [remote, { routes = {} }] of Object.entries(remotes)) {
    for (const [pattern, layout] of Object.entries(routes)) {
      const score = specificity(pattern);
      if (matchesPath(pattern, pathname) && !(best && best[0] >= score)) best = [score, { remote, layout }];
    }
  }
  return best?.[1] ?? null;
}
