import { act, screen, within } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/expenses/api';
import { expense, EXPENSE_ID, renderAt, signIn } from './harness';

jest.mock('../src/expenses/api', () => ({ ...jest.requireActual('../src/expenses/api'), fetchExpensePage: jest.fn(), fetchExpense: jest.fn() }));
const fetchExpensePage = jest.mocked(api.fetchExpensePage);
const fetchExpense = jest.mocked(api.fetchExpense);

afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

const MINE = '/admin/expenses/mine';
const decided = expense({ id: '00000000-0000-4000-8000-000000000e02', expenseNumber: 'EXP-2026-000043', title: 'Fuel', amount: '60.00', status: 'approved' });
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('My expenses (issue 28)', () => {
  it('lists a technician’s own expenses from GET /expenses?mine=true, with Add Expense and Edit only while pending', async () => {
    signIn('staff');
    fetchExpensePage.mockResolvedValue({ rows: [expense(), decided], nextCursor: null });
    await renderAt(MINE);
    expect(await screen.findByRole('heading', { name: 'My expenses', level: 1 })).toBeTruthy();
    expect(fetchExpensePage).toHaveBeenCalledWith(expect.anything(), null, expect.anything(), true);
    const rows = within(await screen.findByRole('table', { name: 'My expenses' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([expect.stringMatching(/^EXP-2026-000042Copper tubing.*\$148\.50Pending/), expect.stringMatching(/^EXP-2026-000043Fuel.*\$60\.00Approved/)]);
    expect(href('Add Expense')).toBe('/admin/expenses/new');
    expect(href('Edit EXP-2026-000042')).toBe(`/admin/expenses/${EXPENSE_ID}/edit`);
    expect(screen.queryByRole('link', { name: 'Edit EXP-2026-000043' })).toBeNull();
    expect(href('View EXP-2026-000043')).toBe(`/admin/expenses/${decided.id}`);
  });

  it('says when there is nothing yet, in Persian too', async () => {
    signIn('staff');
    fetchExpensePage.mockResolvedValue({ rows: [], nextCursor: null });
    await renderAt(MINE, { lng: 'fa' });
    expect(await screen.findByRole('heading', { name: 'هزینه‌های من', level: 1 })).toBeTruthy();
    expect(await screen.findByText('هنوز هزینه‌ای ثبت نکرده‌اید.')).toBeTruthy();
  });

  it('refuses a client, who has no expenses, in the list’s Access Denied words, and asks nothing', async () => {
    signIn('client');
    await renderAt(MINE);
    expect(await screen.findByText("Access Denied: You don't have permission to access expense management.")).toBeTruthy();
    expect(fetchExpensePage).not.toHaveBeenCalled();
  });
});

describe('the way back from an expense leads where its reader may go (issue 28)', () => {
  it.each([
    ['staff', MINE],
    ['manager', '/admin/expenses'],
  ] as const)('%s: the create form’s Back to Expenses and Cancel, and the detail’s back link, lead to %s', async (role, home) => {
    signIn(role);
    const { unmount } = await renderAt('/admin/expenses/new');
    await screen.findByRole('heading', { name: 'Create New Expense' });
    expect([href('Back to Expenses'), href('Cancel')]).toEqual([home, home]);
    unmount();
    fetchExpense.mockResolvedValue(expense());
    await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    await screen.findByRole('heading', { name: 'Copper tubing' });
    expect(href('Back to Expenses')).toBe(home);
  });

  it('staff: the edit form’s Cancel leads to My expenses', async () => {
    signIn('staff');
    fetchExpense.mockResolvedValue(expense());
    await renderAt(`/admin/expenses/${EXPENSE_ID}/edit`);
    await screen.findByRole('heading', { name: 'Edit Expense' });
    expect(href('Cancel')).toBe(MINE);
  });
});
