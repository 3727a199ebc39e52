import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/expenses/api';
import { expense, EXPENSE_ID, renderAt, signIn, USERS } from './harness';

jest.mock('../src/expenses/api', () => ({
  ...jest.requireActual('../src/expenses/api'),
  fetchExpense: jest.fn(),
  decideExpense: jest.fn(),
  fetchReceipt: jest.fn(),
}));
const fetchExpense = jest.mocked(api.fetchExpense);
const decideExpense = jest.mocked(api.decideExpense);
const fetchReceipt = jest.mocked(api.fetchReceipt);

// jsdom has no object URLs; the receipts' thumbnails need one each.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

/** What the detail lists beside a label (`<dt>` → `<dd>`). */
const shownFor = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

const receipts = [
  { id: '00000000-0000-4000-8000-000000000f01', fileName: 'pump.png', contentType: 'image/png' as const, size: 4, url: `/api/expenses/${EXPENSE_ID}/receipt/00000000-0000-4000-8000-000000000f01`, createdAt: '2026-03-05T15:00:00.000Z' },
  { id: '00000000-0000-4000-8000-000000000f02', fileName: 'invoice.pdf', contentType: 'application/pdf' as const, size: 4, url: `/api/expenses/${EXPENSE_ID}/receipt/00000000-0000-4000-8000-000000000f02`, createdAt: '2026-03-05T15:00:00.000Z' },
];

describe('expense detail (docs/domains/finance.md#screens)', () => {
  it('shows the loading state, then the header with the number, the long date and the receipts', async () => {
    signIn('manager');
    let answer!: (e: ReturnType<typeof expense>) => void;
    fetchExpense.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fetchReceipt.mockResolvedValue(new Blob(['x']));
    await renderAt(`/admin/expenses/view/${EXPENSE_ID}`);
    expect(await screen.findByText('Loading expense...')).toBeTruthy();
    await act(async () => answer(expense({ receipts, hasReceipt: true })));
    expect(await screen.findByRole('heading', { name: 'Copper tubing', level: 1 })).toBeTruthy();
    expect(screen.getByText('Expense #EXP-2026-000042')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Expenses/ }).getAttribute('href')).toBe('/admin/expenses');
    expect(shownFor('Expense Date')).toBe('March 5, 2026');
    expect(screen.getByText('$148.50')).toBeTruthy();
    const image = await screen.findByRole('img', { name: 'pump.png' });
    expect(image.closest('a')!.getAttribute('aria-label')).toBe('Open pump.png');
    const pdf = await screen.findByRole('link', { name: 'Open invoice.pdf' });
    expect(pdf.querySelector('svg.fn-file-icon')).toBeTruthy();
  });

  it('says "Expense Not Found" for a 404, with the way back', async () => {
    signIn('admin');
    fetchExpense.mockRejectedValue(new ApiError('Expense not found', 404, 'expenseNotFound'));
    await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Expense Not Found' })).toBeTruthy();
    expect(screen.getByText("The expense you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Expenses/ }).getAttribute('href')).toBe('/admin/expenses');
  });

  it('shows another failure as an error with a back link to the list', async () => {
    signIn('admin');
    fetchExpense.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    const box = (await screen.findByText('Failed to fetch expense')).closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: /Back to Expenses/ }).getAttribute('href')).toBe('/admin/expenses');
  });

  it('colours each status as the spec says', async () => {
    signIn('admin');
    const tones = { pending: 'badge-warning', approved: 'badge-success', rejected: 'badge-danger', paid: 'badge-info', reimbursed: 'badge-accent' } as const;
    for (const [status, tone] of Object.entries(tones)) {
      backOfficeQueries.clear();
      fetchExpense.mockResolvedValue(expense({ status: status as keyof typeof tones }));
      const { unmount } = await renderAt(`/admin/expenses/${EXPENSE_ID}`);
      const badges = await screen.findAllByText(status.charAt(0).toUpperCase() + status.slice(1));
      expect(badges.every((b) => b.classList.contains(tone))).toBe(true);
      unmount();
    }
  });

  it('lets a manager approve a pending expense with a note, then shows who decided', async () => {
    signIn('manager');
    fetchExpense.mockResolvedValue(expense());
    decideExpense.mockResolvedValue(
      expense({ status: 'approved', approvedByUserId: USERS.manager.id, approvedByUser: { firstName: 'Morgan', lastName: 'Manager' }, approvedAt: '2026-03-06T15:00:00.000Z', approvalNote: 'Looks right' }),
    );
    await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    fireEvent.change(await screen.findByLabelText('Note (optional)'), { target: { value: 'Looks right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decideExpense).toHaveBeenCalledWith(EXPENSE_ID, 'approved', 'Looks right'));
    expect(await screen.findByText('Morgan Manager')).toBeTruthy();
    expect(shownFor('Decided on')).toBe('March 6, 2026');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('ends "Expense updated successfully!" when the next action starts (#28 item 7)', async () => {
    signIn('manager');
    fetchExpense.mockResolvedValue(expense());
    let answer!: (e: ReturnType<typeof expense>) => void;
    decideExpense.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAt(`/admin/expenses/${EXPENSE_ID}`, { state: { flash: 'updated' } });
    expect(await screen.findByText('Expense updated successfully!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.queryByText('Expense updated successfully!')).toBeNull();
    await act(async () => answer(expense({ status: 'approved' })));
    expect(screen.queryByText('Expense updated successfully!')).toBeNull();
  });

  it('shows the refusal of a decision in its words', async () => {
    signIn('admin');
    fetchExpense.mockResolvedValue(expense());
    decideExpense.mockRejectedValue(new ApiError('Only a pending expense can be approved or rejected.', 409, 'expenseNotPending'));
    await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Only a pending expense can be approved or rejected.')).toBeTruthy();
  });

  it('gives the creator Edit while pending only, and never Approve or Reject', async () => {
    signIn('staff');
    fetchExpense.mockResolvedValue(expense());
    const { unmount } = await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(`/admin/expenses/${EXPENSE_ID}/edit`);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    unmount();
    backOfficeQueries.clear();
    fetchExpense.mockResolvedValue(expense({ status: 'approved' }));
    await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    await screen.findByRole('heading', { name: 'Copper tubing' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('keeps Edit for admin and manager whatever the status', async () => {
    signIn('admin');
    fetchExpense.mockResolvedValue(expense({ status: 'reimbursed' }));
    await renderAt(`/admin/expenses/${EXPENSE_ID}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('writes dates in the reader’s language', async () => {
    signIn('admin');
    fetchExpense.mockResolvedValue(expense());
    await renderAt(`/admin/expenses/${EXPENSE_ID}`, { lng: 'es' });
    await screen.findByText('Gasto n.º EXP-2026-000042');
    expect(shownFor('Fecha del gasto')).toBe('5 de marzo de 2026');
  });
});
