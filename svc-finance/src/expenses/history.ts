import type { Knex } from 'knex';
import type { HistoryAction } from '@hvac/contracts';
import { diffFields, recordHistory, type HistoryActor, type HistoryChanges } from '@hvac/service-kit';
import { EXPENSE_COLUMNS, type ExpenseRow } from './repo';

/*
 * An expense's history (docs/domains/finance.md#history): every change and decision, written in the
 * change's transaction.
 */

/** What a reader of the history needs: not the row's bookkeeping (id, version, times, search text, creator). */
const BOOKKEEPING: readonly (keyof ExpenseRow)[] = ['id', 'search_text', 'created_by', 'approved_at', 'version', 'created_at', 'updated_at'];
const TRACKED = EXPENSE_COLUMNS.filter((c) => !BOOKKEEPING.includes(c));

function actionOf(before: ExpenseRow | null, after: ExpenseRow | null): HistoryAction {
  if (!before) return 'created';
  if (!after) return 'deleted';
  if (before.status === after.status) return 'edited';
  if (after.status === 'approved' || after.status === 'rejected') return after.status;
  return 'status_changed';
}

/**
 * Records one change of an expense: its row before (null when new) and after (null when deleted), and
 * what changed beside the row (a receipt added or removed, by file name).
 */
export const expenseChanged = (trx: Knex.Transaction, actor: HistoryActor, id: string, before: ExpenseRow | null, after: ExpenseRow | null, beside: HistoryChanges = {}) =>
  recordHistory(trx, { entityType: 'expense', entityId: id, action: actionOf(before, after), actor, changes: { ...diffFields(before, after, TRACKED), ...beside } });
