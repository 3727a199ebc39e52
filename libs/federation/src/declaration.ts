/**
 * What a remote declares about itself (docs/architecture.md#microfrontends): the paths it draws, the layout
 * the shell puts around each, and its entries in the back-office navigation. It lives in the remote's
 * src/remote.json, travels in its build (dist/remote.json) and its /remotes.json entry, and the shell reads
 * it at run time, so a remote's new path or screen needs no shell release. The shell's first chunk bundles
 * this file, and deploy-remote runs it in Node: at run time it imports only the route matching it shares
 * with the gateway (@hvac/contracts, which has no side effects).
 */
import type { RouteOwner } from '@hvac/contracts';
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

/**
 * A widget of the owner's dashboard (docs/architecture.md#microfrontends): a component the remote exposes,
 * named `id` in the `widgets` record of its exposed `module`, drawn for the roles that may open the list
 * behind its figure, in ascending `order` across every remote.
 */
export interface WidgetEntry {
  id: string;
  /** The exposed module that holds it, such as './widgets'. */
  module: string;
  roles: string[];
  order: number;
}

export interface RemoteDeclaration {
  /** Path pattern → layout. '/x' is that page alone ('/' the home page), '/x/*' that page and every path below it. */
  routes: Record<string, PageLayout>;
  navigation?: NavEntry[];
  labels?: NavLabels;
  widgets?: WidgetEntry[];
}

// The matching itself is shared with the gateway; routeFor infers the layouts from the declarations it is given.
export { matchesPath, routeFor } from '@hvac/contracts';
export type RouteMatch = RouteOwner<PageLayout>;
