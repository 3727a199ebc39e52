import type { Expense, ExpenseBody, ExpenseDecision } from '@hvac/contracts/finance';
import { useFailureText as useFailureTextOf } from '@hvac/web-kit/failure-text';
import { backOfficeQueries, useBackOfficeMutation, useBackOfficeQuery, useCursorList } from '@hvac/web-kit/back-office';
import { createExpense, decideExpense, deleteExpense, deleteReceipt, fetchExpense, fetchExpensePage, fetchSummary, updateExpense, NO_FILTERS, type ExpenseFilters } from './api';
import { KNOWN_MESSAGES, NS } from './i18n';

/** Every expense read in the back-office cache sits under this key. */
export const EXPENSES = ['finance', 'expenses'] as const;

export const useExpenseList = (filters: ExpenseFilters) =>
  useCursorList<Expense>([...EXPENSES, 'list', filters], (cursor, signal) => fetchExpensePage(filters, cursor, signal));

/** My expenses: the signed-in user's own, newest first, without filters. */
export const useMyExpenseList = () => useCursorList<Expense>([...EXPENSES, 'mine'], (cursor, signal) => fetchExpensePage(NO_FILTERS, cursor, signal, true));

export const useExpenseSummary = (startDate: string, endDate: string) =>
  useBackOfficeQuery({ queryKey: [...EXPENSES, 'summary', startDate, endDate], queryFn: ({ signal }) => fetchSummary(startDate, endDate, signal) });

export const useExpense = (id: string) => useBackOfficeQuery({ queryKey: [...EXPENSES, 'detail', id], queryFn: ({ signal }) => fetchExpense(id, signal) });

/** An expense's answer replaces what the cache holds of it; lists and the summary are read again. */
export function storeExpense(expense: Expense): Promise<void> {
  backOfficeQueries.setQueryData([...EXPENSES, 'detail', expense.id], expense);
  return backOfficeQueries.invalidateQueries({ queryKey: EXPENSES, predicate: (q) => q.queryKey[2] !== 'detail' });
}

export const useCreateExpense = () => useBackOfficeMutation({ mutationFn: (body: ExpenseBody) => createExpense(body), onSuccess: storeExpense });
export const useUpdateExpense = (id: string) => useBackOfficeMutation({ mutationFn: (body: ExpenseBody) => updateExpense(id, body), onSuccess: storeExpense });
export const useDecideExpense = (id: string) =>
  useBackOfficeMutation({ mutationFn: ({ status, note }: { status: ExpenseDecision; note: string }) => decideExpense(id, status, note), onSuccess: storeExpense });
export const useDeleteExpense = () =>
  useBackOfficeMutation({ mutationFn: (id: string) => deleteExpense(id), onSuccess: () => backOfficeQueries.invalidateQueries({ queryKey: EXPENSES }) });
export const useDeleteReceipt = (id: string) =>
  useBackOfficeMutation({
    mutationFn: (receiptId: string) => deleteReceipt(id, receiptId),
    onSuccess: () => backOfficeQueries.invalidateQueries({ queryKey: [...EXPENSES, 'detail', id] }),
  });

/** A failure in the expense screens' words: the server's message, in the reader's language when known, else `fallbackKey`. */
export const useFailureText = () => useFailureTextOf(NS, KNOWN_MESSAGES);
