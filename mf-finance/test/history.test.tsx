import { act, screen } from '@testing-library/react';
import type { HistoryEntry, HistoryResponse } from '@hvac/contracts';
import { api, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as expenseApi from '../src/expenses/api';
import { expense, EXPENSE_ID, renderAt, signIn } from './harness';

// The expense comes through the app's own call module, as in detail.test.tsx; the history call is the panel's own.
jest.mock('../src/expenses/api', () => ({ ...jest.requireActual('../src/expenses/api'), fetchExpense: jest.fn() }));
const fetchExpense = jest.mocked(expenseApi.fetchExpense);

const answer = (history: HistoryEntry[]): HistoryResponse => ({ status: 'success', data: { history, nextCursor: null } });
const approval: HistoryEntry = {
  id: '1',
  entityType: 'expense',
  entityId: EXPENSE_ID,
  action: 'approved',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorRole: 'manager',
  actorName: 'Morgan Manager',
  // The vendor is free text: a vendor called "cash" stays as typed while the payment method's cash is named.
  changes: { status: ['pending', 'approved'], category: ['fuel', 'materials_inventory'], payment_method: ['cash', 'credit_card'], vendor: ['cash', 'Ferguson'] },
  at: '2026-03-06T15:04:00.000Z',
};

/** The history's line of one field, whole: `Status: Pending → Approved`. */
const change = (field: string) => screen.findByText((_, el) => el?.tagName === 'LI' && el.parentElement?.className === 'history-changes' && !!el.textContent?.startsWith(`${field}:`));

afterEach(() => {
  backOfficeQueries.clear();
  jest.restoreAllMocks();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('expense change history (docs/domains/finance.md#history)', () => {
  it('names the status, category and payment method as the page does, in English and Persian', async () => {
    signIn('admin');
    fetchExpense.mockResolvedValue(expense({ status: 'approved' }));
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer([approval]));
    const { unmount } = await renderAt(`/admin/expenses/view/${EXPENSE_ID}`);
    expect((await change('Status')).textContent).toBe('Status: Pending → Approved');
    expect((await change('Category')).textContent).toBe('Category: Fuel → Materials & Inventory');
    expect((await change('Payment method')).textContent).toBe('Payment method: Cash → Credit Card');
    expect((await change('Vendor')).textContent).toBe('Vendor: cash → Ferguson');
    expect(get).toHaveBeenCalledWith(`expenses/${EXPENSE_ID}/history`, expect.anything());
    unmount();
    backOfficeQueries.clear();
    await renderAt(`/admin/expenses/view/${EXPENSE_ID}`, { lng: 'fa' });
    expect((await change('وضعیت')).textContent).toBe('وضعیت: در انتظار ← تأییدشده');
    expect((await change('دسته‌بندی')).textContent).toBe('دسته‌بندی: سوخت ← مواد و موجودی انبار');
    expect((await change('روش پرداخت')).textContent).toBe('روش پرداخت: نقدی ← کارت اعتباری');
  });
});
