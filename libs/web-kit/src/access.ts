import type { Role } from '@hvac/contracts';
import { useSession } from './session';

/** The signed-in user's role, or null without a session: what every screen's role check starts from. */
export const useRole = (): Role | null => useSession((s) => (s.token ? (s.user?.role ?? null) : null));

/** Whether `role` is one of `roles` (contracts' STAFF_ROLES, MANAGER_ROLES, …); nobody signed in never is. */
export const hasRole = (role: Role | null, roles: readonly Role[]): boolean => role !== null && roles.includes(role);
