import { ADMIN_ROLES, MANAGER_ROLES, ROLES } from '@hvac/contracts';
import { accountLinks, mobileModuleLinks } from '../src/layout/links';

describe('menu links by role', () => {
  it("offer the management entries to exactly contracts' MANAGER_ROLES, and User Management to exactly its ADMIN_ROLES", () => {
    for (const role of ROLES) {
      expect([role, mobileModuleLinks(role).length > 0]).toEqual([role, MANAGER_ROLES.includes(role)]);
      expect([role, accountLinks(role).some((link) => link.to === '/admin/service-requests')]).toEqual([role, MANAGER_ROLES.includes(role)]);
      const offersUsers = [...accountLinks(role), ...mobileModuleLinks(role)].some((link) => link.to === '/admin/users');
      expect([role, offersUsers]).toEqual([role, ADMIN_ROLES.includes(role)]);
    }
  });
});
