import type { Knex } from 'knex';
import type { InventoryExpense } from '@hvac/contracts/inventory';
import type { RELATED_EXPENSES_CONSUMER, ReadEvent } from '@hvac/contracts/events';

/** Finance's expenses that name an item, kept from its events (docs/domains/inventory.md#decisions). */
interface RelatedExpenseRow {
  id: string;
  expense_number: string;
  title: string;
  amount: string;
  expense_date: string;
  status: string;
}

/**
 * Applies an expense as an event describes it unless a newer version is held (a redelivered or reordered
 * event). An expense that names no item is kept only when a copy is held already (it was unlinked), so
 * the projection holds what the items' panels need, not all of finance.
 */
export async function applyExpense(trx: Knex.Transaction, e: ReadEvent<typeof RELATED_EXPENSES_CONSUMER>['data'], deleted: boolean): Promise<void> {
  const values = [e.id, e.inventoryItemId, e.expenseNumber, e.title, e.amount, e.expenseDate, e.status, e.createdByUserId, e.version, deleted];
  const upsert = `INSERT INTO related_expenses AS r (id, inventory_item_id, expense_number, title, amount, expense_date, status, created_by, version, deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET
       inventory_item_id = excluded.inventory_item_id, expense_number = excluded.expense_number, title = excluded.title,
       amount = excluded.amount, expense_date = excluded.expense_date, status = excluded.status, created_by = excluded.created_by,
       version = excluded.version, deleted = excluded.deleted
     WHERE r.version < excluded.version`;
  if (e.inventoryItemId) {
    await trx.raw(upsert, values);
    return;
  }
  await trx.raw(
    `UPDATE related_expenses SET inventory_item_id = NULL, expense_number = ?, title = ?, amount = ?, expense_date = ?, status = ?, created_by = ?, version = ?, deleted = ?
     WHERE id = ? AND version < ?`,
    [e.expenseNumber, e.title, e.amount, e.expenseDate, e.status, e.createdByUserId, e.version, deleted, e.id, e.version],
  );
}

/**
 * An item's expenses, newest expense date first; with `createdBy`, only those that user created (a row
 * whose creator is not known, NULL, matches nobody: migration 0006).
 */
export const expensesOf = async (db: Knex, itemId: string, createdBy: string | null): Promise<InventoryExpense[]> => {
  const rows = (await db('related_expenses')
    .select(['id', 'expense_number', 'title', 'amount', db.raw('expense_date::text as expense_date'), 'status'])
    .where({ inventory_item_id: itemId, deleted: false })
    .modify((q) => (createdBy === null ? q : q.where({ created_by: createdBy })))
    .orderBy([{ column: 'expense_date', order: 'desc' }, { column: 'expense_number', order: 'desc' }])) as RelatedExpenseRow[];
  return rows.map((r) => ({ id: r.id, expenseNumber: r.expense_number, title: r.title, amount: r.amount, expenseDate: r.expense_date, status: r.status }));
};
