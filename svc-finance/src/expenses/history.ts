import type { Knex } from 'knex';
import type { HistoryAction, HistoryField } from '@hvac/contracts';
import { diffFields, recordHistory, type HistoryActor, type HistoryChanges, type HistoryVocabulary } from '@hvac/service-kit';
import { receiptNamesOf } from '../receipts/repo';
import { EXPENSE_COLUMNS, type ExpenseRow } from './repo';

/*
 * An expense's history (docs/domains/finance.md#history): every change and decision, written in the
 * change's transaction.
 */

/** What a reader of the history needs: not the row's bookkeeping (id, version, times, search text, creator). */
const BOOKKEEPING = ['id', 'search_text', 'created_by', 'approved_at', 'version', 'created_at', 'updated_at'] as const satisfies readonly (keyof ExpenseRow)[];
const TRACKED = EXPENSE_COLUMNS.filter((c) => !(BOOKKEEPING as readonly string[]).includes(c));
type Tracked = Exclude<keyof ExpenseRow, (typeof BOOKKEEPING)[number]>;

/**
 * The history in the API's words: each tracked column, and the receipt added or removed beside them; the
 * approver by name, a receipt's link by its file's name.
 */
export const EXPENSE_HISTORY: HistoryVocabulary<HistoryField<'expense'>> = {
  fields: {
    expense_number: 'expenseNumber',
    title: 'title',
    description: 'description',
    category: 'category',
    amount: 'amount',
    expense_date: 'expenseDate',
    vendor: 'vendor',
    payment_method: 'paymentMethod',
    status: 'status',
    is_tax_deductible: 'isTaxDeductible',
    is_reimbursable: 'isReimbursable',
    has_receipt: 'hasReceipt',
    receipt_url: 'receiptUrl',
    document_urls: 'documentUrls',
    project_id: 'projectId',
    inventory_item_id: 'inventoryItemId',
    tags: 'tags',
    notes: 'notes',
    approved_by: 'approvedByUserId',
    approval_note: 'approvalNote',
    receipt: 'receipt',
  } satisfies Record<Tracked | 'receipt', HistoryField<'expense'>>,
  people: ['approvedByUserId'],
  named: { fields: ['receiptUrl'], read: receiptNamesOf },
};

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
