import type { Readable } from 'node:stream';
import { BUSINESS_TIME_ZONE, isDocumentLanguage, todayIn } from '@hvac/contracts';
import { EXPENSE_CSV_COLUMNS, EXPENSE_LABELS, EXPENSE_MESSAGES as M, expenseExportFileName, type ExpenseExportQuery, type ExpenseLabels } from '@hvac/contracts/finance';
import { badRequest, csvFromRows } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import * as repo from './repo';
import { expenseFilter } from './service';

/*
 * The year's expenses as CSV (docs/domains/finance.md#export): rows streamed from PostgreSQL through a
 * cursor into service-kit's CSV writer (every text cell quoted and guarded against formulas) and out to
 * the caller, so memory stays flat however many there are. Stored keys are written as the words the
 * screens show, in the export's language, and times as Houston's clock reads them: a spreadsheet user
 * reads the file, not the API.
 */

/** Rows a cursor fetch brings at once: large enough to keep the round trips few, small enough to stay flat. */
const BATCH = 1000;

const houstonParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as `YYYY-MM-DD HH:mm` in Houston, Latin digits in every language so a spreadsheet reads it as a date. */
function houstonTime(iso: string): string {
  const part = Object.fromEntries(houstonParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** A stored key's word; a key the labels do not know (written before a list changed) as stored. */
const wordOf = (words: Readonly<Record<string, string>>, key: string): string => words[key] ?? key;

const recordOf =
  (labels: ExpenseLabels) =>
  (v: repo.ExpenseView): string[] => {
    const answer = (b: boolean) => (b ? labels.answers.yes : labels.answers.no);
    return [
      v.expense_number,
      v.title,
      wordOf(labels.categories, v.category),
      v.amount,
      v.expense_date,
      v.vendor ?? '',
      wordOf(labels.paymentMethods, v.payment_method),
      wordOf(labels.statuses, v.status),
      answer(v.is_tax_deductible),
      answer(v.is_reimbursable),
      answer(v.has_receipt),
      (v.tags ?? []).join('; '),
      v.project_id === null ? '' : String(v.project_id),
      v.creator_name ?? '',
      v.approver_name ?? '',
      v.approved_at ? houstonTime(v.approved_at) : '',
      v.description ?? '',
      v.notes ?? '',
    ];
  };

/** The export's file name and its CSV as a stream; the filters and format are checked before a row is read. */
export function exportExpenses(ctx: FinanceContext, query: ExpenseExportQuery): { fileName: string; body: Readable } {
  const format = query.format?.trim().toLowerCase() || 'csv';
  if (format !== 'csv') throw badRequest(M.expenseExportFormatInvalid, 'expenseExportFormatInvalid');
  const labels = EXPENSE_LABELS[isDocumentLanguage(query.lang) ? query.lang : 'en'];
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
  return { fileName: expenseExportFileName(year), body: csvFromRows(rows, EXPENSE_CSV_COLUMNS, recordOf(labels), (err) => ctx.log.error({ err }, 'expense export failed')) };
}
