import { routeFor } from '@hvac/federation/browser';
import { ADMIN_ROLES, MANAGER_ROLES, ROLES, type Role } from '@hvac/contracts';
import { entriesFor } from '../src/remotes/navigation';
import { deployedRemotes } from './support/remotes';

const remotes = deployedRemotes();

describe('which remote draws a path, as the remotes declare it', () => {
  it.each([
    ['/', 'mf_public', 'site'],
    ['/services', 'mf_public', 'site'],
    ['/services/heating', 'mf_public', 'site'],
    ['/blog/some-post', 'mf_public', 'site'],
    ['/contact-us', 'mf_public', 'site'],
    ['/login', 'mf_accounts', 'site'],
    ['/login/', 'mf_accounts', 'site'],
    ['/reset-password', 'mf_accounts', 'site'],
    ['/admin', 'mf_accounts', 'back-office'],
    ['/my-account', 'mf_accounts', 'back-office'],
    ['/profile-settings', 'mf_accounts', 'back-office'],
    ['/admin/service-requests/42', 'mf_accounts', 'back-office'],
    ['/admin/service-requests-management', 'mf_accounts', 'back-office'],
    ['/admin/quotes/new', 'mf_billing', 'back-office'],
    ['/my-quotes-and-invoices', 'mf_billing', 'back-office'],
    ['/admin/tax-reporting', 'mf_finance', 'back-office'],
    ['/admin/inventory', 'mf_inventory', 'back-office'],
  ])('%s → %s (%s)', (path, remote, layout) => expect(routeFor(remotes, path)).toEqual({ remote, layout }));

  it.each(['/nope', '/servicesx', '/admin/nope', '/loginx', '/admin/usersx'])('%s belongs to no remote (404)', (path) => {
    expect(routeFor(remotes, path)).toBeNull();
  });
});

describe('navigation entries by role, as the remotes declare them', () => {
  const paths = (role: Role, accountMenu = false) => entriesFor(remotes, role).filter((entry) => !accountMenu || entry.accountMenu).map((entry) => entry.path);

  it('gives each role its home, its modules by group, and Profile Settings last', () => {
    expect(paths('admin')).toEqual([
      '/admin/dashboard',
      '/admin/service-requests',
      '/admin/dispatch',
      '/my-jobs',
      '/admin/quotes',
      '/admin/estimates',
      '/admin/invoices',
      '/admin/expenses',
      '/admin/expenses/mine',
      '/admin/tax-reporting',
      '/admin/inventory',
      '/admin/users',
      '/admin/analytics',
      '/profile-settings',
    ]);
    expect(paths('manager')).toEqual(paths('admin').filter((path) => !['/admin/users', '/admin/analytics'].includes(path)));
    expect(paths('staff')).toEqual(['/admin', '/my-jobs', '/my-service-requests', '/admin/quotes', '/admin/estimates', '/admin/invoices', '/admin/expenses/mine', '/admin/inventory', '/profile-settings']);
    expect(paths('client')).toEqual(['/my-account', '/my-service-requests', '/my-quotes-and-invoices', '/profile-settings']);
  });

  it('offers in the account menu the home, Manage Requests to managers, User Management to admins, the own pages to the others (docs/domains/public-site.md#global-layout)', () => {
    expect(paths('admin', true)).toEqual(['/admin/dashboard', '/admin/service-requests', '/admin/users', '/profile-settings']);
    expect(paths('manager', true)).toEqual(['/admin/dashboard', '/admin/service-requests', '/profile-settings']);
    expect(paths('staff', true)).toEqual(['/admin', '/my-service-requests', '/profile-settings']);
    expect(paths('client', true)).toEqual(['/my-account', '/my-service-requests', '/my-quotes-and-invoices', '/profile-settings']);
  });

  it("offers the management entries to exactly contracts' MANAGER_ROLES, and User Management to exactly its ADMIN_ROLES", () => {
    for (const role of ROLES) {
      expect([role, paths(role).includes('/admin/service-requests')]).toEqual([role, MANAGER_ROLES.includes(role)]);
      expect([role, paths(role).includes('/admin/users')]).toEqual([role, ADMIN_ROLES.includes(role)]);
    }
  });

  it('lists nothing before /remotes.json is read', () => {
    expect(entriesFor(null, 'admin')).toEqual([]);
  });
});
