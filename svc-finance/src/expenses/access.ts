import { MANAGER_ROLES } from '@hvac/contracts';
import type { AuthUser } from '@hvac/service-kit';

/*
 * Who may do what with an expense (docs/domains/finance.md#roles), enforced by svc-finance; the screens
 * only choose what to draw. Another's expense reads as not found to staff, so ids cannot be probed.
 */

/** Admin and manager: the list, summary, export, any expense, status changes, delete. */
export const manages = (user: AuthUser): boolean => MANAGER_ROLES.includes(user.role);

export const canRead = (user: AuthUser, e: { created_by: string }): boolean => manages(user) || e.created_by === user.id;
