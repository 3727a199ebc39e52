import type { Role } from '@hvac/contracts';

/** The six header links of spec 1 §2, in order. */
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

const isStaffManager = (role: Role) => role === 'admin' || role === 'manager';

/** Account menu entries by role (spec 1 §2); Logout is added by the menu itself. */
export function accountLinks(role: Role): MenuLink[] {
  const links: MenuLink[] = isStaffManager(role)
    ? [
        { to: '/admin/users', key: 'account.userManagement' },
        { to: '/admin/service-requests', key: 'account.manageRequests' },
      ]
    : [{ to: '/my-service-requests', key: 'account.myServiceRequests' }];
  return [...links, { to: '/profile-settings', key: 'account.profileSettings' }];
}

/** The mobile menu's module list for admin or manager (spec 1 §2), before profile and logout. */
export function mobileModuleLinks(role: Role): MenuLink[] {
  if (!isStaffManager(role)) return [];
  return [
    { to: '/admin/users', key: 'account.userManagement' },
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
