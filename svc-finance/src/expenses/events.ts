import type { Knex } from 'knex';
import type { ExpenseStatus } from '@hvac/contracts/finance';
import { FINANCE_EVENTS, type ExpenseEventData } from '@hvac/contracts/events';
import type { Outbox } from '@hvac/service-kit';
import type { ExpenseRow } from './repo';

/*
 * hvac.finance.* through the outbox, in the transaction of the change they describe
 * (docs/domains/finance.md#events).
 */

const dataOf = (e: ExpenseRow, version = e.version): ExpenseEventData => ({
  id: e.id,
  expenseNumber: e.expense_number,
  title: e.title,
  amount: e.amount,
  category: e.category,
  expenseDate: e.expense_date,
  paymentMethod: e.payment_method,
  status: e.status,
  isTaxDeductible: e.is_tax_deductible,
  inventoryItemId: e.inventory_item_id,
  createdByUserId: e.created_by,
  version,
});

export const expenseCreated = (outbox: Outbox, trx: Knex.Transaction, e: ExpenseRow, correlationId: string | null) =>
  outbox.add(trx, FINANCE_EVENTS.expenseCreated, dataOf(e), correlationId);

export const expenseUpdated = (outbox: Outbox, trx: Knex.Transaction, e: ExpenseRow, correlationId: string | null) =>
  outbox.add(trx, FINANCE_EVENTS.expenseUpdated, dataOf(e), correlationId);

export const expenseStatusChanged = (
  outbox: Outbox,
  trx: Knex.Transaction,
  e: ExpenseRow,
  change: { previousStatus: ExpenseStatus; changedBy: string; note: string | null },
  correlationId: string | null,
) =>
  outbox.add(trx, FINANCE_EVENTS.expenseStatusChanged, { ...dataOf(e), previousStatus: change.previousStatus, changedByUserId: change.changedBy, note: change.note }, correlationId);

/** The expense as it was, one version past its last, so the deletion outranks every earlier event. */
export const expenseDeleted = (outbox: Outbox, trx: Knex.Transaction, e: ExpenseRow, correlationId: string | null) =>
  outbox.add(trx, FINANCE_EVENTS.expenseDeleted, dataOf(e, e.version + 1), correlationId);
