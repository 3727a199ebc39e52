import { Transform, pipeline, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { EXPENSE_CSV_COLUMNS, EXPENSE_MESSAGES as M, expenseExportFileName, neutralizeFormula, todayIn, type ExpenseExportQuery } from '@hvac/contracts';
import { badRequest } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import * as repo from './repo';
import { expenseFilter } from './service';

/*
 * The year's expenses as CSV (docs/domains/finance.md#export): rows streamed from PostgreSQL through a
 * cursor into the CSV writer and out to the caller, so memory stays flat however many there are. Quoting
 * is RFC 4180's (csv-stringify: a cell with a comma, quote or line break is quoted, quotes doubled,
 * CRLF between records); a cell a spreadsheet would run as a formula starts with an apostrophe.
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
  ].map(neutralizeFormula);

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
  const toRecord = new Transform({
    objectMode: true,
    transform(row: repo.ExpenseView, _encoding, done) {
      done(null, recordOf(row));
    },
  });
  const csv = stringify({ header: true, columns: [...EXPENSE_CSV_COLUMNS], record_delimiter: 'windows', bom: false });
  // A failure half-way (the database gone, the caller gone) ends the download short; the cursor is closed either way.
  pipeline(rows, toRecord, csv, (err) => {
    if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') ctx.log.error({ err }, 'expense export failed');
  });
  return { fileName: expenseExportFileName(year), body: csv };
}
