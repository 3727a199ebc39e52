import { STAFF_ROLES } from '@hvac/contracts';
import { EXPENSE_MESSAGES } from '@hvac/contracts/finance';
import { historyRoute, type App, type AuthUser } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import { manages } from './access';
import { EXPENSE_HISTORY } from './history';
import { getExpense } from './service';

/**
 * `GET /api/expenses/{id}/history`: admin and manager for any expense (a deleted one too); staff only for
 * an expense they may read, their own (another's is not found, as the expense itself is).
 */
export function expenseHistoryRoute(app: App, ctx: FinanceContext): void {
  historyRoute(app, ctx, {
    path: '/api/expenses/:id/history',
    entityType: 'expense',
    vocabulary: EXPENSE_HISTORY,
    roles: STAFF_ROLES,
    tag: 'expenses',
    notFound: { message: EXPENSE_MESSAGES.expenseNotFound, code: 'expenseNotFound' },
    check: async (viewer: AuthUser, id: string) => {
      if (!manages(viewer)) await getExpense(ctx, viewer, id);
    },
  });
}
