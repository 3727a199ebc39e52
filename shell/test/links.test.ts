import { MANAGER_ROLES, ROLES } from '@hvac/contracts';
import { accountLinks, mobileModuleLinks } from '../src/layout/links';

describe('menu links by role', () => {
  it("offer the management entries to exactly contracts' MANAGER_ROLES", () => {
    for (const role of ROLES) {
      const manages = MANAGER_ROLES.includes(role);
      expect([role, mobileModuleLinks(role).length > 0]).toEqual([role, manages]);
      expect([role, accountLinks(role).some((link) => link.to === '/admin/users')]).toEqual([role, manages]);
    }
  });
});
