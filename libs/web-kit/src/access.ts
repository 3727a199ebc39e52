import type { Role } from '@hvac/contracts';
// Through the package name: the page's one session store is the shared @hvac/web-kit's.
import { useSession } from '@hvac/web-kit';

/** The signed-in user's role, or null without a session: what every screen's role check starts from. */
export const useRole = (): Role | null => useSession((s) => (s.token ? (s.user?.role ?? null) : null));

/** Whether `role` is one of `roles` (contracts' STAFF_ROLES, MANAGER_ROLES, …); nobody signed in never is. */
export const hasRole = (role: Role | null, roles: readonly Role[]): boolean => role !== null && roles.includes(role);
