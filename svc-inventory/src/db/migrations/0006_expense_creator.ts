import type { Migration } from '@hvac/service-kit';

/**
 * Who created each related expense (finance's createdByUserId), so the panel shows staff only their own,
 * as svc-finance does (docs/domains/inventory.md#decisions).
 *
 * Rows projected before this column have no creator, and only finance's events carry it: the migration
 * cannot ask svc-finance (no service reads another's data), and the inbox would skip a replay of events it
 * has applied. So they stay NULL until the expense's next event fills them in, and NULL matches nobody:
 * staff do not see such a row, admin and manager do. Showing it to staff instead could show them
 * another's expense, the leak this column closes.
 */
export const m0006ExpenseCreator: Migration = {
  name: '0006_expense_creator',
  async up(knex) {
    await knex.schema.alterTable('related_expenses', (t) => {
      t.uuid('created_by');
    });
  },
};
