import type { Readable } from 'node:stream';
import { EXPENSE_CSV_COLUMNS, EXPENSE_MESSAGES as M, expenseExportFileName, todayIn, type ExpenseExportQuery } from '@hvac/contracts';
import { badRequest, csvFromRows } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import * as repo from './repo';
import { expenseFilter } from './service';

/*
 * The year's expenses as CSV (docs/domains/finance.md#export): rows streamed from PostgreSQL through a
 * cursor into service-kit's CSV writer (every text cell quoted and guarded against formulas) and out to
 * the caller, so memory stays flat however many there are.
 */

/** Rows a cursor fetch brings at once: large enough to keep the round trips few, small enough to stay flat. */
const BATCH = 1000;

const yes = (b: boolean) => (b ? 'Yes' : 'No');
const fullName = (name: string | null) => name ?? '';

const recordOf = (v: repo.ExpenseView): string[] =>
  [
    v.expense_number,
    v.title,
    v.category,
    v.amount,
    v.expense_date,
    v.vendor ?? '',
    v.payment_method,
    v.status,
    yes(v.is_tax_deductible),
    yes(v.is_reimbursable),
    yes(v.has_receipt),
    (v.tags ?? []).join('; '),
    v.project_id === null ? '' : String(v.project_id),
    fullName(v.creator_name),
    fullName(v.approver_name),
    v.approved_at ?? '',
    v.description ?? '',
    v.notes ?? '',
  ];

/** The export's file name and its CSV as a stream; the filters and format are checked before a row is read. */
export function exportExpenses(ctx: FinanceContext, query: ExpenseExportQuery): { fileName: string; body: Readable } {
  const format = query.format?.trim().toLowerCase() || 'csv';
  if (format !== 'csv') throw badRequest(M.expenseExportFormatInvalid, 'expenseExportFormatInvalid');
  const year = query.year ?? Number(todayIn().slice(0, 4));
  const filter = expenseFilter(query);
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const within = {
    ...filter,
    dateFrom: filter.dateFrom && filter.dateFrom > first ? filter.dateFrom : first,
    dateTo: filter.dateTo && filter.dateTo < last ? filter.dateTo : last,
  };
  const rows = repo
    .applyFilter(repo.viewQuery(ctx.db), within)
    .orderBy([{ column: 'e.expense_date', order: 'asc' }, { column: 'e.expense_number', order: 'asc' }])
    .stream({ batchSize: BATCH, highWaterMark: BATCH });
  return { fileName: expenseExportFileName(year), body: csvFromRows(rows, EXPENSE_CSV_COLUMNS, recordOf, (err) => ctx.log.error({ err }, 'expense export failed')) };
}
