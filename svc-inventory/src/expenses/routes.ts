import { IdParams } from '@hvac/contracts';
import { canManageExpenses } from '@hvac/contracts/finance';
import { INVENTORY_MESSAGES as M, InventoryExpensesResponse } from '@hvac/contracts/inventory';
import { success, type App } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import { errors, inventoryGuards, secured } from '../items/routes';
import { notFoundItem } from '../stock/service';
import { expensesOf } from './repo';

/**
 * The detail's related expenses (docs/domains/inventory.md#calls), from the projection, never from svc-finance,
 * under finance's rule for reading an expense (contracts' canReadExpense): admin and manager see every one,
 * staff only those they created, since the panel must not show what finance itself would hide.
 */
export function expenseRoutes(app: App, ctx: InventoryContext): void {
  const { viewers } = inventoryGuards(ctx);
  app.get(
    '/api/inventory/:id/expenses',
    {
      onRequest: viewers,
      schema: { ...secured, summary: 'The expenses that name this item, newest first (each links to /admin/expenses/{id})', params: IdParams(M.inventoryItemNotFound, 'inventoryItemNotFound'), response: { 200: InventoryExpensesResponse, ...errors } },
    },
    async (request) => {
      if (!(await ctx.db('items').select('id').where({ id: request.params.id }).first())) throw notFoundItem();
      const createdBy = canManageExpenses(request.user.role) ? null : request.user.id;
      return success({ expenses: await expensesOf(ctx.db, request.params.id, createdBy) });
    },
  );
}
