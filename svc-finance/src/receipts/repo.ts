import type { Knex } from 'knex';
import type { ReceiptContentType } from '@hvac/contracts';
import type { ReceiptMeta } from '../expenses/repo';

export interface NewReceipt {
  id: string;
  expense_id: string;
  file_name: string;
  content_type: ReceiptContentType;
  size: number;
  data: Buffer;
  created_by: string;
}

export const insertReceipt = async (trx: Knex.Transaction, r: NewReceipt): Promise<void> => {
  await trx('expense_receipts').insert(r);
};

/** A receipt's bytes with what its answer's headers need; only when it belongs to that expense. */
export const receiptFile = (db: Knex, expenseId: string, id: string): Promise<{ file_name: string; content_type: ReceiptContentType; data: Buffer } | undefined> =>
  db('expense_receipts').select('file_name', 'content_type', 'data').where({ id, expense_id: expenseId }).first();

/** The removed receipt's file name; undefined when the expense had no such receipt. */
export const deleteReceipt = async (trx: Knex.Transaction, expenseId: string, id: string): Promise<string | undefined> =>
  ((await trx('expense_receipts').where({ id, expense_id: expenseId }).del(['file_name'])) as { file_name: string }[])[0]?.file_name;

/** The newest receipt left on an expense, if any. */
export const newestReceipt = (db: Knex, expenseId: string): Promise<Pick<ReceiptMeta, 'id'> | undefined> =>
  db('expense_receipts').select('id').where({ expense_id: expenseId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first();
