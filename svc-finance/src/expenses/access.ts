import { canManageExpenses, canReadExpense } from '@hvac/contracts/finance';
import type { AuthUser } from '@hvac/service-kit';

/*
 * Who may do what with an expense (docs/domains/finance.md#roles): contracts' rules, the same the screens
 * draw their buttons by, read here against stored rows and enforced by svc-finance. Another's expense reads
 * as not found to staff, so ids cannot be probed.
 */

/** Admin and manager: the list, summary, export, any expense, status changes, delete. */
export const manages = (user: AuthUser): boolean => canManageExpenses(user.role);

export const canRead = (user: AuthUser, e: { created_by: string }): boolean => canReadExpense(user, { createdByUserId: e.created_by });
