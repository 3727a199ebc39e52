/**
 * What a remote declares about itself (docs/architecture.md#microfrontends): the paths it draws, the layout
 * the shell puts around each, and its entries in the back-office navigation. It lives in the remote's
 * src/remote.json, travels in its build (dist/remote.json) and its /remotes.json entry, and the shell reads
 * it at run time, so a remote's new path or screen needs no shell release. No imports: the shell bundles
 * this file, and deploy-remote runs it in Node.
 */

/** The source file in a remote's folder, and the file its build writes beside mf-manifest.json. */
export const DECLARATION_SOURCE = 'src/remote.json';
export const DECLARATION_FILE = 'remote.json';

/** Around a page: the public site's header and footer, or (for a signed-in user) the back-office frame. */
export type PageLayout = 'site' | 'back-office';

/**
 * Where an entry sits. `home` is a role's home (the logo's target and the first entry), `account` is
 * drawn in the account menu only; the others are the frame's groups, in this order.
 */
export const NAV_GROUPS = ['home', 'work', 'money', 'stock', 'admin', 'account'] as const;
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
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') || '/' : rawPathname;
  let best: (RouteMatch & { score: number }) | null = null;
  for (const [remote, { routes = {} }] of Object.entries(remotes)) {
    for (const [pattern, layout] of Object.entries(routes)) {
      const score = specificity(pattern);
      if (matchesPath(pattern, pathname) && (!best || score > best.score)) best = { remote, layout, score };
    }
  }
  return best && { remote: best.remote, layout: best.layout };
}
