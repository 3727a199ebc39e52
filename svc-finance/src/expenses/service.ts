import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { calendarDate, formatCents, isUuid, parseCents, todayIn } from '@hvac/contracts';
import { currentTaxYear, taxPeriod, EXPENSE_DEFAULTS, EXPENSE_MESSAGES as M, EXPENSE_PAGE_SIZE, EXPENSE_STATUSES, expenseMessage, storedCategoriesOf, validateExpense, type Expense, type ExpenseBody, type ExpenseFormMode, type ExpenseListQuery, type ExpenseListResponse, type ExpenseStatus, type ExpenseStatusBody, type ExpenseSummaryQuery, type ExpenseSummaryResponse, type ExpenseValues } from '@hvac/contracts/finance';
import { badRequest, forbidden, notFound, conflict, type AuthUser } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import { canRead, manages } from './access';
import { expenseCreated, expenseDeleted, expenseStatusChanged, expenseUpdated } from './events';
import { expenseChanged } from './history';
import { taxSoFar } from '../tax/service';
import * as repo from './repo';

const notFoundExpense = () => notFound(M.expenseNotFound, 'expenseNotFound');

/** The form's rules, or a 400 listing every failure, the first as its message (docs/domains/finance.md#validation). */
function checked(body: ExpenseBody, mode: ExpenseFormMode): ExpenseValues {
  const { errors, values } = validateExpense(body, mode);
  if (errors.length || !values) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });
  return values;
}

/** A form's optional text as stored: trimmed, and null when blank. */
const textOrNull = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** An optional field an edit left out keeps what is stored; null (or blank) clears it. */
const kept = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);

/** Approver and time follow a move into approved or rejected; back to pending clears them; paid and reimbursed keep them. */
function decision(status: ExpenseStatus, previous: ExpenseStatus, by: string): Partial<repo.ExpenseRow> {
  if (status === previous) return {};
  if (status === 'approved' || status === 'rejected') return { approved_by: by, approved_at: new Date().toISOString() };
  if (status === 'pending') return { approved_by: null, approved_at: null, approval_note: null };
  return {};
}

export async function getExpense(ctx: FinanceContext, viewer: AuthUser, id: string): Promise<Expense> {
  const found = await repo.readExpense(ctx.db, id);
  if (!found || !canRead(viewer, found.view)) throw notFoundExpense();
  return found.expense;
}

export async function createExpense(ctx: FinanceContext, caller: AuthUser, body: ExpenseBody, correlationId: string | null): Promise<Expense> {
  const v = checked(body, 'create');
  const status = v.status ?? EXPENSE_DEFAULTS.status;
  if (status !== EXPENSE_DEFAULTS.status && !manages(caller)) throw forbidden(M.expenseStatusForbidden, 'expenseStatusForbidden');
  const id = randomUUID();
  await ctx.db.transaction(async (trx) => {
    const expenseNumber = await repo.nextExpenseNumber(trx, Number(todayIn().slice(0, 4)));
    const fields = {
      expense_number: expenseNumber,
      title: v.title,
      description: textOrNull(body.description),
      vendor: textOrNull(body.vendor),
      tags: v.tags ?? null,
    };
    await repo.insertExpense(trx, {
      id,
      ...fields,
      category: v.category,
      amount: formatCents(v.amount),
      expense_date: v.expenseDate,
      payment_method: v.paymentMethod ?? EXPENSE_DEFAULTS.paymentMethod,
      status,
      is_tax_deductible: body.isTaxDeductible ?? EXPENSE_DEFAULTS.isTaxDeductible,
      is_reimbursable: body.isReimbursable ?? EXPENSE_DEFAULTS.isReimbursable,
      has_receipt: body.hasReceipt ?? EXPENSE_DEFAULTS.hasReceipt,
      receipt_url: textOrNull(body.receiptUrl),
      document_urls: v.documentUrls ?? null,
      project_id: v.projectId ?? null,
      inventory_item_id: v.inventoryItemId ?? null,
      notes: textOrNull(body.notes),
      search_text: repo.searchTextOf(fields),
      created_by: caller.id,
      approved_by: null,
      approved_at: null,
      approval_note: null,
      ...decision(status, EXPENSE_DEFAULTS.status, caller.id),
    });
    const row = (await repo.lockExpense(trx, id))!;
    await expenseChanged(trx, caller, id, null, row);
    await expenseCreated(ctx.outbox, trx, row, correlationId);
  });
  return (await repo.readExpense(ctx.db, id))!.expense;
}

/**
 * The expense an edit or a receipt may change, locked: admin and manager any; its creator only while it
 * is pending (docs/domains/finance.md#roles).
 */
export async function lockEditable(trx: Knex.Transaction, caller: AuthUser, id: string): Promise<repo.ExpenseRow> {
  const current = await repo.lockExpense(trx, id);
  if (!current) throw notFoundExpense();
  if (!manages(caller)) {
    if (current.created_by !== caller.id) throw forbidden(M.expenseEditForbidden, 'expenseEditForbidden');
    if (current.status !== 'pending') throw forbidden(M.expenseEditNotPending, 'expenseEditNotPending');
  }
  return current;
}

/**
 * The whole form, under the row's lock. Only admin and manager may change the status (any of the five);
 * anyone else sending a different status is refused, not ignored. A status change also publishes
 * expense-status-changed.
 */
export async function updateExpense(ctx: FinanceContext, caller: AuthUser, id: string, body: ExpenseBody, correlationId: string | null): Promise<Expense> {
  const v = checked(body, 'edit');
  await ctx.db.transaction(async (trx) => {
    const current = await lockEditable(trx, caller, id);
    const status = v.status ?? current.status;
    if (status !== current.status && !manages(caller)) throw forbidden(M.expenseStatusForbidden, 'expenseStatusForbidden');
    const fields = {
      expense_number: current.expense_number,
      title: v.title,
      description: body.description === undefined ? current.description : textOrNull(body.description),
      vendor: body.vendor === undefined ? current.vendor : textOrNull(body.vendor),
      tags: kept(v.tags, current.tags),
    };
    const row = await repo.updateExpense(trx, id, {
      ...fields,
      category: v.category,
      amount: formatCents(v.amount),
      expense_date: v.expenseDate,
      payment_method: v.paymentMethod ?? current.payment_method,
      status,
      is_tax_deductible: body.isTaxDeductible ?? current.is_tax_deductible,
      is_reimbursable: body.isReimbursable ?? current.is_reimbursable,
      has_receipt: body.hasReceipt ?? current.has_receipt,
      receipt_url: body.receiptUrl === undefined ? current.receipt_url : textOrNull(body.receiptUrl),
      document_urls: kept(v.documentUrls, current.document_urls),
      project_id: kept(v.projectId, current.project_id),
      inventory_item_id: kept(v.inventoryItemId, current.inventory_item_id),
      notes: body.notes === undefined ? current.notes : textOrNull(body.notes),
      search_text: repo.searchTextOf(fields),
      ...decision(status, current.status, caller.id),
    });
    await expenseChanged(trx, caller, id, current, row);
    await expenseUpdated(ctx.outbox, trx, row, correlationId);
    if (status !== current.status) await expenseStatusChanged(ctx.outbox, trx, row, { previousStatus: current.status, changedBy: caller.id, note: null }, correlationId);
  });
  return (await repo.readExpense(ctx.db, id))!.expense;
}

/** Approve or Reject (admin and manager, the route's guard): from pending only, with the approver, time and note kept. */
export async function decideExpense(ctx: FinanceContext, caller: AuthUser, id: string, body: ExpenseStatusBody, correlationId: string | null): Promise<Expense> {
  const note = textOrNull(body.note);
  await ctx.db.transaction(async (trx) => {
    const current = await repo.lockExpense(trx, id);
    if (!current) throw notFoundExpense();
    if (current.status !== 'pending') throw conflict(M.expenseNotPending, 'expenseNotPending');
    const row = await repo.updateExpense(trx, id, { status: body.status, approved_by: caller.id, approved_at: new Date().toISOString(), approval_note: note });
    await expenseChanged(trx, caller, id, current, row);
    await expenseStatusChanged(ctx.outbox, trx, row, { previousStatus: current.status, changedBy: caller.id, note }, correlationId);
  });
  return (await repo.readExpense(ctx.db, id))!.expense;
}

/** Admin and manager only (the route's guard); answers the expense as it was. Its receipts go with it. */
export async function deleteExpense(ctx: FinanceContext, caller: AuthUser, id: string, correlationId: string | null): Promise<Expense> {
  return ctx.db.transaction(async (trx) => {
    const current = await repo.lockExpense(trx, id);
    if (!current) throw notFoundExpense();
    const { expense } = (await repo.readExpense(trx, id))!;
    await repo.deleteExpense(trx, id);
    await expenseChanged(trx, caller, id, current, null);
    await expenseDeleted(ctx.outbox, trx, current, correlationId);
    return expense;
  });
}

// Lists, summary and export (docs/domains/finance.md#calls)

const filterInvalid = () => badRequest(M.expenseFilterInvalid, 'expenseFilterInvalid');
const rangeInvalid = () => badRequest(M.expenseDateRangeInvalid, 'expenseDateRangeInvalid');

/** An optional day of a query: absent or blank is none, anything else must be a real calendar day. */
function queryDay(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const day = calendarDate(value);
  if (!day) throw rangeInvalid();
  return day;
}

/** The dates of a range, checked: each a real day, the start not after the end. */
export function dateRange(from: string | undefined, to: string | undefined): { from: string | undefined; to: string | undefined } {
  const range = { from: queryDay(from), to: queryDay(to) };
  if (range.from && range.to && range.from > range.to) throw rangeInvalid();
  return range;
}

/**
 * The list's filters, checked: category a filter entry, expanded to the stored categories it covers, or a
 * stored key (docs/domains/finance.md#filter-categories); status one of the five; empty or `all` is no filter.
 */
export function expenseFilter(query: Pick<ExpenseListQuery, 'category' | 'status' | 'dateFrom' | 'dateTo' | 'searchTerm'>): repo.ExpenseFilter {
  const category = query.category?.trim();
  const status = query.status?.trim();
  const categories = category && category !== 'all' ? storedCategoriesOf(category) : undefined;
  if (categories === null) throw filterInvalid();
  if (status && status !== 'all' && !(EXPENSE_STATUSES as readonly string[]).includes(status)) {
    throw badRequest(expenseMessage('expenseStatusInvalid', { statuses: EXPENSE_STATUSES.join(', ') }), 'expenseStatusInvalid');
  }
  const { from, to } = dateRange(query.dateFrom, query.dateTo);
  return {
    categories,
    status: status && status !== 'all' ? (status as ExpenseStatus) : undefined,
    dateFrom: from,
    dateTo: to,
    search: query.searchTerm?.trim() || undefined,
  };
}

const CURSOR_RE = /^(\d{4}-\d{2}-\d{2})\|([0-9a-f-]{36})$/;

function decodeCursor(cursor: string): { day: string; id: string } {
  const m = CURSOR_RE.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m || !isUuid(m[2]!) || !calendarDate(m[1]!)) throw badRequest(M.expenseCursorInvalid, 'expenseCursorInvalid');
  return { day: m[1]!, id: m[2]! };
}

const encodeCursor = (v: Pick<repo.ExpenseRow, 'expense_date' | 'id'>): string => Buffer.from(`${v.expense_date}|${v.id}`).toString('base64url');

/**
 * Newest expense date first, 100 a page, with the cursor of the next page (null on the last); with `mine`,
 * only the caller's own (the route lets in who may ask).
 */
export async function listExpenses(ctx: FinanceContext, caller: AuthUser, query: ExpenseListQuery): Promise<ExpenseListResponse> {
  const filter = { ...expenseFilter(query), ...(query.mine ? { createdBy: caller.id } : {}) };
  const limit = query.limit ?? EXPENSE_PAGE_SIZE;
  const rows = await repo.listViews(ctx.db, filter, query.cursor ? decodeCursor(query.cursor) : undefined, limit);
  const page = rows.slice(0, limit);
  const receipts = await repo.receiptsOf(ctx.db, page.map((r) => r.id));
  return {
    status: 'success',
    data: {
      expenses: page.map((v) => repo.toExpense(v, receipts.get(v.id) ?? [])),
      nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
    },
  };
}

const cents = (numeric: string) => parseCents(numeric)!;
const money = (numeric: string) => formatCents(cents(numeric));

/**
 * Every expense dated in the range, whatever its status, and the overview widget's figures as of today
 * (docs/domains/finance.md#overview-widget): sums in SQL answered to the cent, in one statement; the tax
 * as the report computes it from the year's counted income and expenses.
 */
export async function summarize(ctx: FinanceContext, query: ExpenseSummaryQuery, now: Date = new Date()): Promise<ExpenseSummaryResponse['data']> {
  const taxYear = currentTaxYear(now);
  const s = await repo.summaryFigures(ctx.db, dateRange(query.startDate, query.endDate), taxPeriod(taxYear));
  return {
    summary: { totalAmount: money(s.total), taxDeductibleAmount: money(s.deductible), pendingAmount: money(s.pending), totalExpenses: s.count },
    awaitingApproval: { count: s.pendingCount, total: money(s.pendingTotal) },
    tax: taxSoFar(taxYear, cents(s.yearIncome) - cents(s.yearCounted), now),
  };
}
