import type { Role } from '@hvac/contracts';
import declaration from '../remote.json';

/**
 * A role's home: where the login leads and the frame's logo points, as this remote declares it for the
 * navigation (src/remote.json, group `home`; docs/domains/accounts.md#login). One list for both.
 */
export const homeOf = (role: Role): string =>
  declaration.navigation.find((entry) => entry.group === 'home' && entry.roles.includes(role))?.path ?? '/';
