import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { EXPENSE_MESSAGES as M, RECEIPT_FIELD, type Expense, type Receipt, type ReceiptContentType } from '@hvac/contracts/finance';
import { HttpError, badRequest, notFound, readOneFile, sniffFileType, type AuthUser } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import { canRead } from '../expenses/access';
import { expenseUpdated } from '../expenses/events';
import { expenseChanged } from '../expenses/history';
import * as expenses from '../expenses/repo';
import { lockEditable } from '../expenses/service';
import * as repo from './repo';
import { cleanFileName } from './file-name';

/*
 * Receipts for real (docs/domains/finance.md#receipts): up to 10 MB, an image or a PDF recognised by its
 * bytes, stored in the service's own table; who may edit the expense may add and remove them, who may
 * read it may read them.
 */

const tooLarge = () => new HttpError(413, M.receiptTooLarge, 'receiptTooLarge');
const receiptRequired = () => badRequest(M.receiptRequired, 'receiptRequired');

export async function addReceipt(ctx: FinanceContext, caller: AuthUser, expenseId: string, request: FastifyRequest, correlationId: string | null): Promise<{ expense: Expense; receipt: Receipt }> {
  // Who may add is settled before a byte of the file is read.
  await ctx.db.transaction((trx) => lockEditable(trx, caller, expenseId));
  const { file, data } = await readOneFile(request, RECEIPT_FIELD, { missing: receiptRequired, tooLarge });
  if (data.length === 0) throw receiptRequired();
  const contentType: ReceiptContentType | null = sniffFileType(data);
  if (!contentType) throw badRequest(M.receiptTypeInvalid, 'receiptTypeInvalid');
  const id = randomUUID();
  await ctx.db.transaction(async (trx) => {
    // Locked again: the expense may have changed (or gone) while the file was arriving.
    const current = await lockEditable(trx, caller, expenseId);
    const fileName = cleanFileName(file.filename);
    await repo.insertReceipt(trx, { id, expense_id: expenseId, file_name: fileName, content_type: contentType, size: data.length, data, created_by: caller.id });
    const row = await expenses.updateExpense(trx, expenseId, { has_receipt: true, receipt_url: expenses.receiptUrlOf(expenseId, id) });
    await expenseChanged(trx, caller, expenseId, current, row, { receipt: [null, fileName] });
    await expenseUpdated(ctx.outbox, trx, row, correlationId);
  });
  const { expense } = (await expenses.readExpense(ctx.db, expenseId))!;
  return { expense, receipt: expense.receipts.find((r) => r.id === id)! };
}

/** The file, to whoever may read its expense; another's reads as not found. */
export async function readReceipt(ctx: FinanceContext, viewer: AuthUser, expenseId: string, id: string): Promise<{ file_name: string; content_type: ReceiptContentType; data: Buffer }> {
  const expense = await ctx.db('expenses').select('created_by').where({ id: expenseId }).first();
  if (!expense || !canRead(viewer, expense as { created_by: string })) throw notFound(M.expenseNotFound, 'expenseNotFound');
  const file = await repo.receiptFile(ctx.db, expenseId, id);
  if (!file) throw notFound(M.receiptNotFound, 'receiptNotFound');
  return file;
}

/**
 * Removes a receipt. When it was the expense's receiptUrl, the newest one left takes its place; with
 * none left, has receipt turns off.
 */
export async function removeReceipt(ctx: FinanceContext, caller: AuthUser, expenseId: string, id: string, correlationId: string | null): Promise<Expense> {
  await ctx.db.transaction(async (trx) => {
    const current = await lockEditable(trx, caller, expenseId);
    const fileName = await repo.deleteReceipt(trx, expenseId, id);
    if (fileName === undefined) throw notFound(M.receiptNotFound, 'receiptNotFound');
    let row = current;
    if (current.receipt_url === expenses.receiptUrlOf(expenseId, id)) {
      const next = await repo.newestReceipt(trx, expenseId);
      row = await expenses.updateExpense(trx, expenseId, next ? { receipt_url: expenses.receiptUrlOf(expenseId, next.id) } : { receipt_url: null, has_receipt: false });
      await expenseUpdated(ctx.outbox, trx, row, correlationId);
    }
    await expenseChanged(trx, caller, expenseId, current, row, { receipt: [fileName, null] });
  });
  return (await expenses.readExpense(ctx.db, expenseId))!.expense;
}
