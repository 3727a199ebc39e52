import type { Knex } from 'knex';
import { isUuid } from '@hvac/contracts';
import type { ReceiptContentType } from '@hvac/contracts/finance';
import { receiptUrlOf, type ReceiptMeta } from '../expenses/repo';

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

const RECEIPT_URL = /^\/api\/expenses\/[^/]+\/receipt\/([^/]+)$/;

/** The file names of the receipts these links point at, by link: a history names a receipt by its file. A removed one is absent. */
export async function receiptNamesOf(db: Knex, urls: readonly string[]): Promise<ReadonlyMap<string, string>> {
  const ids = urls.map((url) => RECEIPT_URL.exec(url)?.[1]).filter((id): id is string => !!id && isUuid(id));
  if (ids.length === 0) return new Map();
  const rows: { id: string; expense_id: string; file_name: string }[] = await db('expense_receipts').select('id', 'expense_id', 'file_name').whereIn('id', ids);
  return new Map(rows.map((r) => [receiptUrlOf(r.expense_id, r.id), r.file_name]));
}
