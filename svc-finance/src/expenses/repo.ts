import type { Knex } from 'knex';
import { expenseNumberOf, personName, type Expense, type ExpenseCategory, type ExpensePaymentMethod, type ExpenseStatus, type Receipt, type ReceiptContentType } from '@hvac/contracts/finance';

/** An expense as stored; money as PostgreSQL's numeric text ('148.50'), days as text. */
export interface ExpenseRow {
  id: string;
  expense_number: string;
  title: string;
  description: string | null;
  category: ExpenseCategory;
  amount: string;
  expense_date: string;
  vendor: string | null;
  payment_method: ExpensePaymentMethod;
  status: ExpenseStatus;
  is_tax_deductible: boolean;
  is_reimbursable: boolean;
  has_receipt: boolean;
  receipt_url: string | null;
  document_urls: string[] | null;
  project_id: number | null;
  inventory_item_id: string | null;
  tags: string[] | null;
  notes: string | null;
  search_text: string;
  created_by: string;
  approved_by: string | null;
  approved_at: string | null;
  approval_note: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A row as the answers read it, with its creator's and approver's names from the users directory. */
export interface ExpenseView extends Omit<ExpenseRow, 'search_text'> {
  creator_name: string | null;
  approver_name: string | null;
}

export interface ReceiptMeta {
  id: string;
  expense_id: string;
  file_name: string;
  content_type: ReceiptContentType;
  size: number;
  created_at: string;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const TIMES = ['created_at', 'updated_at', 'approved_at'] as const;
export const EXPENSE_COLUMNS: readonly (keyof ExpenseRow & string)[] = [
  'id',
  'expense_number',
  'title',
  'description',
  'category',
  'amount',
  'expense_date',
  'vendor',
  'payment_method',
  'status',
  'is_tax_deductible',
  'is_reimbursable',
  'has_receipt',
  'receipt_url',
  'document_urls',
  'project_id',
  'inventory_item_id',
  'tags',
  'notes',
  'search_text',
  'created_by',
  'approved_by',
  'approved_at',
  'approval_note',
  'version',
  'created_at',
  'updated_at',
];

/** What answers and the export read: everything but the search text, which only the search's WHERE needs. */
const ANSWERED = EXPENSE_COLUMNS.filter((c) => c !== 'search_text');

/** Columns with days as text and times as ISO text (PostgreSQL writes them; no Date is parsed per row). */
export const rowColumns = (db: Knex, alias: string, columns: readonly (keyof ExpenseRow)[] = EXPENSE_COLUMNS): (string | Knex.Raw)[] =>
  columns.map((c) =>
    (TIMES as readonly string[]).includes(c)
      ? db.raw(`to_char(?? AT TIME ZONE 'UTC', ${ISO}) as ??`, [`${alias}.${c}`, c])
      : c === 'expense_date'
        ? db.raw('??::text as ??', [`${alias}.${c}`, c])
        : `${alias}.${c}`,
  );

/** Expenses with the names of who made and who decided them; a tombstone's empty name reads as none. */
export const viewQuery = (db: Knex): Knex.QueryBuilder =>
  db({ e: 'expenses' })
    .leftJoin({ c: 'users_directory' }, 'c.id', 'e.created_by')
    .leftJoin({ a: 'users_directory' }, 'a.id', 'e.approved_by')
    .select([...rowColumns(db, 'e', ANSWERED), db.raw("nullif(c.username, '') as creator_name"), db.raw("nullif(a.username, '') as approver_name")]);

export const findView = (db: Knex, id: string): Promise<ExpenseView | undefined> => viewQuery(db).where('e.id', id).first();

/** The row, locked until the transaction ends: every change that depends on its state goes through here. */
export const lockExpense = (trx: Knex.Transaction, id: string): Promise<ExpenseRow | undefined> =>
  trx('expenses').select(rowColumns(trx, 'expenses')).where('expenses.id', id).forUpdate().first();

/** The next number from the sequence, in the year given (unique; a rolled-back create leaves a gap). */
export async function nextExpenseNumber(trx: Knex.Transaction, year: number): Promise<string> {
  const { rows } = (await trx.raw("SELECT nextval('expense_number_seq')::int AS n")) as { rows: [{ n: number }] };
  return expenseNumberOf(year, rows[0].n);
}

/** What the list's search looks in, lower-cased, written with every change of the row. */
export const searchTextOf = (r: Pick<ExpenseRow, 'expense_number' | 'title' | 'vendor' | 'description' | 'tags'>): string =>
  [r.expense_number, r.title, r.vendor ?? '', r.description ?? '', ...(r.tags ?? [])].join(' ').toLowerCase();

export const insertExpense = async (trx: Knex.Transaction, row: Omit<ExpenseRow, 'created_at' | 'updated_at' | 'version'>): Promise<void> => {
  await trx('expenses').insert(row);
};

/** Applies a change and raises the version; answers the row as it now stands. */
export async function updateExpense(trx: Knex.Transaction, id: string, patch: Partial<ExpenseRow>): Promise<ExpenseRow> {
  await trx('expenses')
    .where({ id })
    .update({ ...patch, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
  return (await lockExpense(trx, id))!;
}

export const deleteExpense = async (trx: Knex.Transaction, id: string): Promise<void> => {
  await trx('expenses').where({ id }).del();
};

const receiptColumns = (db: Knex) => ['id', 'expense_id', 'file_name', 'content_type', 'size', db.raw(`to_char(created_at AT TIME ZONE 'UTC', ${ISO}) as created_at`)];

/** The receipts of some expenses, oldest first, without their bytes. */
export async function receiptsOf(db: Knex, expenseIds: readonly string[]): Promise<Map<string, ReceiptMeta[]>> {
  const byExpense = new Map<string, ReceiptMeta[]>();
  if (expenseIds.length === 0) return byExpense;
  const rows = (await db('expense_receipts')
    .select(receiptColumns(db))
    .whereIn('expense_id', [...expenseIds])
    .orderBy([{ column: 'expense_id' }, { column: 'created_at' }, { column: 'id' }])) as ReceiptMeta[];
  for (const r of rows) byExpense.set(r.expense_id, [...(byExpense.get(r.expense_id) ?? []), r]);
  return byExpense;
}

export const receiptUrlOf = (expenseId: string, receiptId: string): string => `/api/expenses/${expenseId}/receipt/${receiptId}`;

export const toReceipt = (r: ReceiptMeta): Receipt => ({
  id: r.id,
  fileName: r.file_name,
  contentType: r.content_type,
  size: r.size,
  url: receiptUrlOf(r.expense_id, r.id),
  createdAt: r.created_at,
});

export const toExpense = (v: ExpenseView, receipts: readonly ReceiptMeta[]): Expense => ({
  id: v.id,
  expenseNumber: v.expense_number,
  title: v.title,
  description: v.description,
  category: v.category,
  amount: v.amount,
  expenseDate: v.expense_date,
  vendor: v.vendor,
  paymentMethod: v.payment_method,
  status: v.status,
  isTaxDeductible: v.is_tax_deductible,
  isReimbursable: v.is_reimbursable,
  hasReceipt: v.has_receipt,
  receiptUrl: v.receipt_url,
  documentUrls: v.document_urls ?? [],
  projectId: v.project_id,
  inventoryItemId: v.inventory_item_id,
  tags: v.tags ?? [],
  notes: v.notes,
  createdByUserId: v.created_by,
  createdByUser: v.creator_name ? personName(v.creator_name) : null,
  approvedByUserId: v.approved_by,
  approvedByUser: v.approver_name ? personName(v.approver_name) : null,
  approvedAt: v.approved_at,
  approvalNote: v.approval_note,
  createdAt: v.created_at,
  updatedAt: v.updated_at,
  receipts: receipts.map(toReceipt),
});

/** One expense as its answers give it, receipts included. */
export async function readExpense(db: Knex, id: string): Promise<{ expense: Expense; view: ExpenseView } | undefined> {
  const v = await findView(db, id);
  if (!v) return undefined;
  return { expense: toExpense(v, (await receiptsOf(db, [id])).get(id) ?? []), view: v };
}

/** The list's filters as the query reads them (checked by the service). */
export interface ExpenseFilter {
  /** Any of these stored categories. */
  categories?: readonly string[];
  status?: ExpenseStatus;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  /** Only this user's own (My expenses). */
  createdBy?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function applyFilter(q: Knex.QueryBuilder, f: ExpenseFilter): Knex.QueryBuilder {
  if (f.categories) q.whereIn('e.category', [...f.categories]);
  if (f.status) q.where('e.status', f.status);
  if (f.dateFrom) q.where('e.expense_date', '>=', f.dateFrom);
  if (f.dateTo) q.where('e.expense_date', '<=', f.dateTo);
  if (f.search) q.where('e.search_text', 'like', `%${escapeLike(f.search.toLowerCase())}%`);
  if (f.createdBy) q.where('e.created_by', f.createdBy);
  return q;
}

/**
 * One page, newest expense date first (ties by id), read one row past the page so the caller knows
 * whether another follows. `after` is where the previous page ended.
 */
export const listViews = (db: Knex, f: ExpenseFilter, after: { day: string; id: string } | undefined, limit: number): Promise<ExpenseView[]> => {
  const q = applyFilter(viewQuery(db), f);
  if (after) q.whereRaw('(e.expense_date, e.id) < (?::date, ?::uuid)', [after.day, after.id]);
  return q.orderBy([{ column: 'e.expense_date', order: 'desc' }, { column: 'e.id', order: 'desc' }]).limit(limit + 1);
};

export interface SummaryFigures {
  /** The range's expenses: all of them, the tax deductible, the pending, and how many. */
  total: string;
  deductible: string;
  pending: string;
  count: number;
  /** Every pending expense, whatever its date: how many, and their sum. */
  pendingCount: number;
  pendingTotal: string;
  /** The tax year's counted expenses and counted income. */
  yearCounted: string;
  yearIncome: string;
}

/**
 * Every figure of the summary call in one statement (docs/domains/finance.md#overview-widget), over a row
 * per day: the range's totals and every pending expense from the day totals (migrations 0004, 0009), the
 * tax year's counted expenses beside them (0010), and its counted income from the ledger's day totals
 * (0005). Sums as numeric text, so no float ever holds money. A range left open is unbounded that way.
 */
export async function summaryFigures(db: Knex, range: { from: string | undefined; to: string | undefined }, year: { startDate: string; endDate: string }): Promise<SummaryFigures> {
  const { rows } = (await db.raw(
    `SELECT coalesce(sum(total) FILTER (WHERE in_range), 0)::text AS total,
            coalesce(sum(deductible) FILTER (WHERE in_range), 0)::text AS deductible,
            coalesce(sum(pending) FILTER (WHERE in_range), 0)::text AS pending,
            coalesce(sum(count) FILTER (WHERE in_range), 0)::int AS count,
            coalesce(sum(pending_count), 0)::int AS "pendingCount",
            coalesce(sum(pending), 0)::text AS "pendingTotal",
            coalesce(sum(counted) FILTER (WHERE in_year), 0)::text AS "yearCounted",
            (SELECT coalesce(sum(total), 0) FROM income_day_totals WHERE day BETWEEN ? AND ?)::text AS "yearIncome"
       FROM (SELECT *, day BETWEEN coalesce(CAST(? AS date), '-infinity') AND coalesce(CAST(? AS date), 'infinity') AS in_range,
                    day BETWEEN ? AND ? AS in_year
               FROM expense_day_totals) d`,
    [year.startDate, year.endDate, range.from ?? null, range.to ?? null, year.startDate, year.endDate],
  )) as { rows: [SummaryFigures] };
  return rows[0];
}
