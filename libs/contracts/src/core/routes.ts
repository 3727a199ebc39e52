/**
 * Which remote draws a path, by the route patterns the remotes declare (docs/architecture.md#microfrontends).
 * Here rather than in libs/federation because the gateway asks it too: it serves a public page's
 * prerendered HTML from the build of the remote that owns the path (docs/domains/public-site.md#prerendered-pages).
 */

/** Whether a route pattern covers a path (with no trailing slash, except '/'). */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern;
  const base = pattern.slice(0, -2);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A longer pattern is more specific, and a page alone more than the same page with what is below it. */
const specificity = (pattern: string): number => (pattern.endsWith('/*') ? 2 * (pattern.length - 2) : 2 * pattern.length + 1);

export interface RouteOwner<Layout extends string = string> {
  remote: string;
  layout: Layout;
}

/** Which remote draws a path and in which layout, by the most specific pattern any remote declares; null for none (the 404). */
export function routeFor<Layout extends string>(
  remotes: Readonly<Record<string, { routes?: Readonly<Record<string, Layout>> }>>,
  rawPathname: string,
): RouteOwner<Layout> | null {
  const pathname = rawPathname.replace(/(.)\/+$/, '$1');
  let best: [number, RouteOwner<Layout>] | undefined;
  for (const [remote, { routes = {} }] of Object.entries(remotes)) {
    for (const [pattern, layout] of Object.entries(routes)) {
      const score = specificity(pattern);
      if (matchesPath(pattern, pathname) && !(best && best[0] >= score)) best = [score, { remote, layout }];
    }
  }
  return best?.[1] ?? null;
}

/**
 * The cookie holding one browser's bucket (0-99) for a remote with a canary: below the canary's percent it
 * gets the canary (libs/federation/README.md#rollback-and-canary). The prerenderer sets it to draw a given version.
 */
export const canaryCookie = (remote: string) => `hvac-canary-${remote}`;

/** `<folder>/<version>` of a build from its entry in remotes.json (`/remotes/mf-public/3f2a9c1b0d4e/mf-manifest.json`). */
export function versionDirOf(entry: string): string | undefined {
  const match = /^\/remotes\/([a-z0-9_-]+)\/([A-Za-z0-9._-]+)\/[^/]+$/.exec(entry);
  return match && match[2] !== '..' && match[2] !== '.' ? `${match[1]}/${match[2]}` : undefined;
}
