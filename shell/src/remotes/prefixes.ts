import type { RemoteName } from '@hvac/federation/browser';

/**
 * Which remote owns which paths (docs/architecture.md#domains). A prefix owns itself and everything below it;
 * '/' owns only the home page. Remotes declare absolute paths inside their own <Routes>.
 */
export const REMOTE_PREFIXES: Readonly<Record<RemoteName, readonly string[]>> = {
  mf_public: [
    '/',
    '/services',
    '/about',
    '/testimonials',
    '/contact',
    '/contact-us',
    '/blog',
    '/privacy-policy',
    '/terms-of-service',
    '/sitemap',
    '/request-quote',
  ],
  mf_accounts: [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/profile-settings',
    '/my-service-requests',
    '/admin/dashboard',
    '/admin/users',
    '/admin/service-requests',
    '/admin/service-requests-management',
  ],
  mf_billing: ['/admin/quotes', '/admin/estimates', '/admin/invoices', '/my-quotes-and-invoices'],
  mf_finance: ['/admin/expenses', '/admin/tax-reporting'],
  mf_inventory: ['/admin/inventory'],
};

const owns = (prefix: string, pathname: string): boolean =>
  prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The remote for a path, or null for a path no remote owns (the shell's 404). */
export function remoteForPath(rawPathname: string): RemoteName | null {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  for (const [remote, prefixes] of Object.entries(REMOTE_PREFIXES) as [RemoteName, readonly string[]][]) {
    if (prefixes.some((prefix) => owns(prefix, pathname))) return remote;
  }
  return null;
}
