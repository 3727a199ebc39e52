import { remoteForPath } from '../src/remotes/prefixes';
import { accountLinks, mobileAccountLinks, mobileModuleLinks } from '../src/layout/links';

describe('remoteForPath', () => {
  it.each([
    ['/', 'mf_public'],
    ['/services', 'mf_public'],
    ['/services/heating', 'mf_public'],
    ['/blog/some-post', 'mf_public'],
    ['/contact-us', 'mf_public'],
    ['/login', 'mf_accounts'],
    ['/login/', 'mf_accounts'],
    ['/reset-password', 'mf_accounts'],
    ['/admin/service-requests/42', 'mf_accounts'],
    ['/admin/service-requests-management', 'mf_accounts'],
    ['/admin/quotes/new', 'mf_billing'],
    ['/my-quotes-and-invoices', 'mf_billing'],
    ['/admin/tax-reporting', 'mf_finance'],
    ['/admin/inventory', 'mf_inventory'],
  ])('%s → %s', (path, remote) => expect(remoteForPath(path)).toBe(remote));

  it.each(['/nope', '/servicesx', '/admin', '/loginx', '/admin/usersx'])('%s belongs to no remote (404)', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});

describe('menu entries by role (docs/domains/public-site.md#global-layout)', () => {
  const paths = (links: { to: string }[]) => links.map((link) => link.to);

  it('admin: User Management, Manage Requests, Profile Settings; manager: no User Management, which only an admin can open', () => {
    expect(paths(accountLinks('admin'))).toEqual(['/admin/users', '/admin/service-requests', '/profile-settings']);
    expect(paths(accountLinks('manager'))).toEqual(['/admin/service-requests', '/profile-settings']);
  });

  it('client: My Service Requests, My Quotes and Invoices, Profile Settings; staff: Inventory in place of the client’s own documents', () => {
    expect(paths(accountLinks('client'))).toEqual(['/my-service-requests', '/my-quotes-and-invoices', '/profile-settings']);
    expect(paths(accountLinks('staff'))).toEqual(['/my-service-requests', '/admin/inventory', '/profile-settings']);
  });

  it('mobile menu for admin lists the eight modules, then profile; for a manager the seven they can open', () => {
    const modules = (role: 'admin' | 'manager') => paths([...mobileModuleLinks(role), ...mobileAccountLinks(role)]);
    expect(modules('manager')).toEqual(modules('admin').filter((path) => path !== '/admin/users'));
    expect(modules('admin')).toEqual([
      '/admin/users',
      '/admin/service-requests',
      '/admin/estimates',
      '/admin/quotes',
      '/admin/invoices',
      '/admin/expenses',
      '/admin/inventory',
      '/admin/tax-reporting',
      '/profile-settings',
    ]);
    expect(mobileModuleLinks('client')).toEqual([]);
  });
});
