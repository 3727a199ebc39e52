import type { Role } from '@hvac/contracts';

/** The six header links of docs/domains/public-site.md#global-layout, in order. */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/services', key: 'nav.services' },
  { to: '/about', key: 'nav.about' },
  { to: '/testimonials', key: 'nav.testimonials' },
  { to: '/blog', key: 'nav.blog' },
  { to: '/contact', key: 'nav.contact' },
] as const;

export interface MenuLink {
  to: string;
  key: string;
}

// contracts' MANAGER_ROLES, spelled out (test/links.test.ts holds them equal): a value import of
// @hvac/contracts would put the whole shared module, TypeBox schemas included (about 23 KB of gzip),
// on every page the shell draws, / included.
const isStaffManager = (role: Role) => role === 'admin' || role === 'manager';

/**
 * User Management opens for admins only (docs/domains/accounts.md#roles), so only they are offered it, in
 * either menu: a manager's click only bounced to / (docs/domains/public-site.md#decisions).
 */
const userManagement = (role: Role): MenuLink[] => (role === 'admin' ? [{ to: '/admin/users', key: 'account.userManagement' }] : []);

/** Account menu entries by role (docs/domains/public-site.md#global-layout); Logout is added by the menu itself. */
export function accountLinks(role: Role): MenuLink[] {
  const links: MenuLink[] = isStaffManager(role)
    ? [...userManagement(role), { to: '/admin/service-requests', key: 'account.manageRequests' }]
    : [
        { to: '/my-service-requests', key: 'account.myServiceRequests' },
        // A client's own quotes and invoices (mf-billing); staff reach billing through the back office.
        ...(role === 'client' ? [{ to: '/my-quotes-and-invoices', key: 'account.myQuotesInvoices' }] : []),
        // Staff look up, scan and export stock (docs/domains/inventory.md#roles) and have no other way in.
        ...(role === 'staff' ? [{ to: '/admin/inventory', key: 'account.inventory' }] : []),
      ];
  return [...links, { to: '/profile-settings', key: 'account.profileSettings' }];
}

/** The mobile menu's module list for admin or manager (docs/domains/public-site.md#global-layout), before profile and logout. */
export function mobileModuleLinks(role: Role): MenuLink[] {
  if (!isStaffManager(role)) return [];
  return [
    ...userManagement(role),
    { to: '/admin/service-requests', key: 'account.manageRequests' },
    { to: '/admin/estimates', key: 'account.estimates' },
    { to: '/admin/quotes', key: 'account.quotes' },
    { to: '/admin/invoices', key: 'account.invoices' },
    { to: '/admin/expenses', key: 'account.expenses' },
    { to: '/admin/inventory', key: 'account.inventory' },
    { to: '/admin/tax-reporting', key: 'account.taxReporting' },
  ];
}

/** Mobile menu entries after the module list: the account links of the role minus what is listed already. */
export function mobileAccountLinks(role: Role): MenuLink[] {
  const modules = new Set(mobileModuleLinks(role).map((link) => link.to));
  return accountLinks(role).filter((link) => !modules.has(link.to));
}
