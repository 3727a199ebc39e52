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
const MANAGER = '00000000-0000-4000-8000-000000000001';
const ITEM = '00000000-0000-4000-8000-0000000000aa';
const approval: HistoryEntry = {
  id: '1',
  entityType: 'expense',
  entityId: EXPENSE_ID,
  action: 'approved',
  actorId: MANAGER,
  actorRole: 'manager',
  actorName: 'Morgan Manager',
  // The vendor is free text: a vendor called "cash" stays as typed while the payment method's cash is named.
  changes: {
    status: ['pending', 'approved'],
    category: ['fuel', 'materials_inventory'],
    paymentMethod: ['cash', 'credit_card'],
    vendor: ['cash', 'Ferguson'],
    approvedByUserId: [null, MANAGER],
    amount: ['86.40', '1148.50'],
    expenseDate: ['2026-03-05', '2026-03-06'],
  },
  names: { [MANAGER]: 'Morgan Manager' },
  at: '2026-03-06T15:04:00.000Z',
};
const RECEIPT = `/api/expenses/${EXPENSE_ID}/receipt/00000000-0000-4000-8000-0000000000r1`;
const receipt: HistoryEntry = {
  ...approval,
  id: '2',
  action: 'edited',
  // The first receipt's link is named; the second's file was removed since, so its link has no name.
  changes: { receipt: [null, 'pump.pdf'], hasReceipt: [false, true], receiptUrl: [RECEIPT, `${RECEIPT}x`], approvedByUserId: [MANAGER, '00000000-0000-4000-8000-0000000000ff'], inventoryItemId: [null, ITEM] },
  names: { [RECEIPT]: 'pump.pdf', [MANAGER]: 'Morgan Manager' },
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
  it('labels and writes each field as the page does — statuses, categories, money, days, the approver by name — in English and Persian', async () => {
    signIn('admin');
    fetchExpense.mockResolvedValue(expense({ status: 'approved' }));
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer([approval]));
    const { unmount } = await renderAt(`/admin/expenses/view/${EXPENSE_ID}`);
    expect((await change('Status')).textContent).toBe('Status: Pending → Approved');
    expect((await change('Category')).textContent).toBe('Category: Fuel → Materials & Inventory');
    expect((await change('Payment Method')).textContent).toBe('Payment Method: Cash → Credit Card');
    expect((await change('Vendor')).textContent).toBe('Vendor: cash → Ferguson');
    expect((await change('Decided by')).textContent).toBe('Decided by: (none) → Morgan Manager');
    expect((await change('Amount')).textContent).toBe('Amount: $86.40 → $1,148.50');
    expect((await change('Expense Date')).textContent).toBe('Expense Date: March 5, 2026 → March 6, 2026');
    expect(get).toHaveBeenCalledWith(`expenses/${EXPENSE_ID}/history`, expect.anything());
    unmount();
    backOfficeQueries.clear();
    await renderAt(`/admin/expenses/view/${EXPENSE_ID}`, { lng: 'fa' });
    expect((await change('وضعیت')).textContent).toBe('وضعیت: در انتظار ← تأییدشده');
    expect((await change('دسته')).textContent).toBe('دسته: سوخت ← مواد و موجودی انبار');
    expect((await change('روش پرداخت')).textContent).toBe('روش پرداخت: نقدی ← کارت اعتباری');
    expect((await change('تصمیم‌گیرنده')).textContent).toBe('تصمیم‌گیرنده: (هیچ) ← Morgan Manager');
    expect((await change('تاریخ هزینه')).textContent).toBe('تاریخ هزینه: ۱۴ اسفند ۱۴۰۴ ← ۱۵ اسفند ۱۴۰۴');
  });

  it('names a receipt by its file and never shows an id or a storage path: a removed file, a former user and a stock item are said in words', async () => {
    signIn('admin');
    fetchExpense.mockResolvedValue(expense());
    jest.spyOn(api, 'get').mockResolvedValue(answer([receipt]));
    await renderAt(`/admin/expenses/view/${EXPENSE_ID}`);
    expect((await change('Receipt')).textContent).toBe('Receipt: (none) → pump.pdf');
    expect((await change('Has receipt')).textContent).toBe('Has receipt: no → yes');
    expect((await change('Receipt shown first')).textContent).toBe('Receipt shown first: pump.pdf → (deleted)');
    expect((await change('Decided by')).textContent).toBe('Decided by: Morgan Manager → A former user');
    expect((await change('Inventory item')).textContent).toBe('Inventory item: (none) → an item of the inventory');
    const panel = (await screen.findByRole('heading', { name: 'Change history' })).closest('section')!;
    expect(panel.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|\/api\/|_/);
  });
});
