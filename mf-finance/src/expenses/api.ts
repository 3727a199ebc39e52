import { expenseExportFileName, RECEIPT_FIELD, type Expense, type ExpenseBody, type ExpenseDecision, type ExpenseSummary, type Receipt } from '@hvac/contracts/finance';
import { ApiError, api } from '@hvac/web-kit';
import { saveBlob, uploadFile, type UploadOptions } from '@hvac/web-kit/screens';
import type { CursorPage } from '@hvac/web-kit/back-office';

/* The expense calls of docs/domains/finance.md#calls, each reading the answer's shape once. */

/** The list's filters as the server reads them; '' is no filter. */
export interface ExpenseFilters {
  category: string;
  status: string;
  dateFrom: string;
  dateTo: string;
  searchTerm: string;
}
export const NO_FILTERS: ExpenseFilters = { category: '', status: '', dateFrom: '', dateTo: '', searchTerm: '' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const invalid = () => new ApiError('Invalid response format from server.', 0, 'invalidResponse');

/** The filters with the empty ones dropped, so the server never reads '' as a value. */
export function filterParams(filters: ExpenseFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters) as [keyof ExpenseFilters, string][]) {
    const v = value.trim();
    if (v) params[key] = v;
  }
  return params;
}

/**
 * One page of GET /expenses: `data.expenses` with `data.nextCursor`, or a bare array (one page); `mine` asks
 * for the caller's own (My expenses).
 */
export async function fetchExpensePage(filters: ExpenseFilters, cursor: string | null, signal?: AbortSignal, mine = false): Promise<CursorPage<Expense>> {
  const body = await api.get<unknown>('expenses', { searchParams: { ...filterParams(filters), ...(mine ? { mine: 'true' } : {}), ...(cursor ? { cursor } : {}) }, signal });
  if (Array.isArray(body)) return { rows: body as Expense[], nextCursor: null };
  if (isObject(body) && isObject(body.data) && Array.isArray(body.data.expenses)) {
    const next = body.data.nextCursor;
    return { rows: body.data.expenses as Expense[], nextCursor: typeof next === 'string' && next !== '' ? next : null };
  }
  throw invalid();
}

/** An expense from its answer: `data.expense`, or the expense itself. */
function expenseOf(body: unknown): Expense {
  if (isObject(body)) {
    if (isObject(body.data) && isObject(body.data.expense)) return body.data.expense as Expense;
    if (typeof body.id === 'string') return body as Expense;
  }
  throw invalid();
}

const path = (id: string, ...rest: string[]) => ['expenses', encodeURIComponent(id), ...rest.map(encodeURIComponent)].join('/');

export const fetchExpense = async (id: string, signal?: AbortSignal): Promise<Expense> => expenseOf(await api.get<unknown>(path(id), { signal }));
export const createExpense = async (body: ExpenseBody): Promise<Expense> => expenseOf(await api.post<unknown>('expenses', body));
export const updateExpense = async (id: string, body: ExpenseBody): Promise<Expense> => expenseOf(await api.put<unknown>(path(id), body));
/** Approve or Reject (PUT /expenses/{id}/status), from pending only. */
export const decideExpense = async (id: string, status: ExpenseDecision, note: string): Promise<Expense> =>
  expenseOf(await api.put<unknown>(path(id, 'status'), { status, ...(note.trim() ? { note: note.trim() } : {}) }));
export const deleteExpense = async (id: string): Promise<void> => {
  await api.delete(path(id));
};

/** POST /expenses/{id}/receipt: the file under `receipt`; the answer holds the expense as it now is. */
export async function uploadReceipt(id: string, file: File, options?: UploadOptions): Promise<Expense> {
  return expenseOf(await uploadFile<unknown>(path(id, 'receipt'), RECEIPT_FIELD, file, file.name, options));
}
export const deleteReceipt = async (id: string, receiptId: string): Promise<void> => {
  await api.delete(path(id, 'receipt', receiptId));
};

/** A receipt's bytes: `url` is an /api path, read with the session's token (an <img src> could not send it). */
export const fetchReceipt = (receipt: Receipt): Promise<Blob> => api.getBlob(receipt.url.replace(/^\/?api\//, ''));

/** GET /expenses/summary for expense dates from `startDate` to `endDate`. */
export async function fetchSummary(startDate: string, endDate: string, signal?: AbortSignal): Promise<ExpenseSummary> {
  const body = await api.get<unknown>('expenses/summary', { searchParams: { startDate, endDate }, signal });
  if (isObject(body) && isObject(body.data) && isObject(body.data.summary)) return body.data.summary as ExpenseSummary;
  throw invalid();
}

/** GET /expenses/export: the list's filters within `year`, its words in `lang` (the reader's), saved as expenses-{year}.csv. */
export async function exportExpenses(filters: ExpenseFilters, year: number, lang: string): Promise<void> {
  const blob = await api.getBlob('expenses/export', { searchParams: { ...filterParams(filters), format: 'csv', year, lang } });
  saveBlob(blob, expenseExportFileName(year));
}
