import { Type, type Static } from 'typebox';
import { defineEvent } from '../core/event-contracts';
import { EXPENSE_PAYMENT_METHODS, EXPENSE_STATUSES } from './expenses';

/*
 * What svc-finance publishes on hvac.finance.<event> through its outbox (docs/domains/finance.md#events).
 * Amounts are two-decimal strings, as in the answers; dates are calendar days. Every event carries the
 * expense's row version, so a consumer keeping a copy (inventory's related expenses) applies only newer ones.
 */

const Uuid = Type.String({ format: 'uuid' });
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** expense-created, expense-updated and expense-deleted (as it was, with a version one past its last). */
export const ExpenseEventData = Type.Object({
  id: Uuid,
  expenseNumber: Type.String(),
  title: Type.String(),
  amount: Amount,
  category: Type.String(),
  expenseDate: Day,
  paymentMethod: Type.Enum(EXPENSE_PAYMENT_METHODS),
  status: Type.Enum(EXPENSE_STATUSES),
  isTaxDeductible: Type.Boolean(),
  inventoryItemId: Type.Union([Uuid, Type.Null()]),
  createdByUserId: Uuid,
  version: Type.Integer({ minimum: 1 }),
});
export type ExpenseEventData = Static<typeof ExpenseEventData>;

/** expense-status-changed: by Approve or Reject, or by an admin's or manager's edit. */
export const ExpenseStatusChangedData = Type.Object({
  ...ExpenseEventData.properties,
  previousStatus: Type.Enum(EXPENSE_STATUSES),
  changedByUserId: Uuid,
  note: Type.Union([Type.String(), Type.Null()]),
});
export type ExpenseStatusChangedData = Static<typeof ExpenseStatusChangedData>;

export const FINANCE_EVENTS = {
  expenseCreated: defineEvent('finance', 'expense-created', 1, ExpenseEventData),
  expenseUpdated: defineEvent('finance', 'expense-updated', 1, ExpenseEventData),
  expenseStatusChanged: defineEvent('finance', 'expense-status-changed', 1, ExpenseStatusChangedData),
  expenseDeleted: defineEvent('finance', 'expense-deleted', 1, ExpenseEventData),
};
