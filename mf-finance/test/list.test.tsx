import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/expenses/api';
import { expense, renderAt, signIn } from './harness';

jest.mock('../src/expenses/api', () => ({
  ...jest.requireActual('../src/expenses/api'),
  fetchExpensePage: jest.fn(),
  fetchSummary: jest.fn(),
  deleteExpense: jest.fn(),
  exportExpenses: jest.fn(),
}));
const fetchExpensePage = jest.mocked(api.fetchExpensePage);
const fetchSummary = jest.mocked(api.fetchSummary);
const deleteExpense = jest.mocked(api.deleteExpense);
const exportExpenses = jest.mocked(api.exportExpenses);

// The office's year, as the screen reads it (contracts' todayIn in the business time zone), on a business
// day held for the file: a run across New Year must not move it between the screen and the check.
const YEAR = Number(holdBusinessDay().slice(0, 4));
const second = expense({ id: '00000000-0000-4000-8000-000000000e02', expenseNumber: 'EXP-2026-000043', title: 'Fuel', amount: '60.00', status: 'approved' });

beforeEach(() => {
  signIn('manager');
  fetchSummary.mockResolvedValue({ totalAmount: '12345.60', taxDeductibleAmount: '10000.00', pendingAmount: '148.50', totalExpenses: 1234 });
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('expense list (docs/domains/finance.md#screens)', () => {
  it('shows a loading state, then the four summary cards of the current calendar year', async () => {
    let answer!: (page: { rows: never[]; nextCursor: null }) => void;
    fetchExpensePage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAt('/admin/expenses');
    expect(await screen.findByText('Loading expenses...')).toBeTruthy();
    const cards = await screen.findByText('Total Expenses');
    const list = cards.closest('dl')!;
    expect(within(list).getByText('$12,345.60')).toBeTruthy();
    expect(within(list).getByText('Tax Deductible').nextElementSibling!.textContent).toBe('$10,000.00');
    expect(within(list).getByText('Pending Approval').nextElementSibling!.textContent).toBe('$148.50');
    expect(within(list).getByText('Number of Expenses').nextElementSibling!.textContent).toBe('1,234');
    expect(fetchSummary).toHaveBeenCalledWith(`${YEAR}-01-01`, `${YEAR}-12-31`, expect.anything());
    await act(async () => answer({ rows: [], nextCursor: null }));
    expect(await screen.findByText('No expenses found.')).toBeTruthy();
  });

  it('shows the error state in the spec’s words when the list cannot be read', async () => {
    fetchExpensePage.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt('/admin/expenses');
    expect(await screen.findByText('Failed to fetch expenses')).toBeTruthy();
  });

  it('shows the server’s refusal in the reader’s language when it knows the code', async () => {
    fetchExpensePage.mockRejectedValue(new ApiError('This filter value is not one of the list’s values.', 400, 'expenseFilterInvalid'));
    await renderAt('/admin/expenses', { lng: 'es' });
    expect(await screen.findByText('Este valor de filtro no es uno de los valores de la lista.')).toBeTruthy();
  });

  it('lists number, title, category, date, amount and status; Show more reads the next page', async () => {
    fetchExpensePage.mockResolvedValueOnce({ rows: [expense()], nextCursor: 'c1' }).mockResolvedValueOnce({ rows: [second], nextCursor: null });
    await renderAt('/admin/expenses');
    const row = (await screen.findByText('EXP-2026-000042')).closest('tr')!;
    expect(within(row).getByText('Copper tubing')).toBeTruthy();
    expect(within(row).getByText('Materials & Inventory')).toBeTruthy();
    expect(within(row).getByText('Mar 5, 2026')).toBeTruthy();
    expect(within(row).getByText('$148.50')).toBeTruthy();
    expect(within(row).getByText('Pending').classList.contains('badge-warning')).toBe(true);
    expect(within(row).getByRole('link', { name: 'View EXP-2026-000042' }).getAttribute('href')).toBe(`/admin/expenses/${expense().id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('EXP-2026-000043')).toBeTruthy();
    expect(fetchExpensePage).toHaveBeenLastCalledWith(api.NO_FILTERS, 'c1', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers the 14 filter categories and sends every filter to the server', async () => {
    fetchExpensePage.mockResolvedValue({ rows: [], nextCursor: null });
    await renderAt('/admin/expenses');
    await screen.findByText('No expenses found.');
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...category.options].map((o) => o.value)).toEqual(['', 'office_supplies', 'equipment', 'vehicle_maintenance', 'fuel', 'insurance', 'professional_services', 'marketing', 'utilities', 'rent', 'travel', 'meals', 'training', 'software', 'other']);
    fireEvent.change(category, { target: { value: 'fuel' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'tubing' } });
    await waitFor(() =>
      expect(fetchExpensePage).toHaveBeenLastCalledWith({ category: 'fuel', status: 'approved', dateFrom: '2026-01-01', dateTo: '2026-03-31', searchTerm: 'tubing' }, null, expect.anything()),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(fetchExpensePage).toHaveBeenLastCalledWith(api.NO_FILTERS, null, expect.anything()));
  });

  it('opens on the filters in the address, as the overview links to the pending expenses, and keeps changes there', async () => {
    fetchExpensePage.mockResolvedValue({ rows: [], nextCursor: null });
    await renderAt('/admin/expenses?status=pending');
    await waitFor(() => expect(fetchExpensePage).toHaveBeenLastCalledWith({ ...api.NO_FILTERS, status: 'pending' }, null, expect.anything()));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'fuel' } });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/expenses?status=pending&category=fuel'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/expenses'));
  });

  it('deletes only after the confirmation and reads the list again; a refusal shows in the red box', async () => {
    fetchExpensePage.mockResolvedValue({ rows: [expense()], nextCursor: null });
    deleteExpense.mockRejectedValueOnce(new ApiError('You do not have permission to delete expenses.', 403, 'expenseDeleteForbidden')).mockResolvedValueOnce(undefined);
    await renderAt('/admin/expenses');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete EXP-2026-000042' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this expense? This action cannot be undone.')).toBeTruthy();
    expect(deleteExpense).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to delete expenses.')).toBeTruthy();
    const calls = fetchExpensePage.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete EXP-2026-000042' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteExpense).toHaveBeenLastCalledWith(expense().id));
    await waitFor(() => expect(fetchExpensePage.mock.calls.length).toBeGreaterThan(calls));
  });

  it('exports the filtered year, and says so when the export fails', async () => {
    fetchExpensePage.mockResolvedValue({ rows: [], nextCursor: null });
    exportExpenses.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt('/admin/expenses');
    await screen.findByText('No expenses found.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exportExpenses).toHaveBeenCalledWith({ ...api.NO_FILTERS, status: 'pending' }, YEAR, 'en'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export expenses')).toBeTruthy();
  });

  it('exports in the reader’s language, so the file’s words are the ones on screen', async () => {
    fetchExpensePage.mockResolvedValue({ rows: [], nextCursor: null });
    exportExpenses.mockResolvedValue(undefined);
    await renderAt('/admin/expenses', { lng: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(exportExpenses).toHaveBeenCalledWith(api.NO_FILTERS, YEAR, 'es'));
  });

  it('reads the summary’s failure in its own words', async () => {
    fetchExpensePage.mockResolvedValue({ rows: [], nextCursor: null });
    fetchSummary.mockReset().mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt('/admin/expenses');
    expect(await screen.findByText('Failed to fetch expense summary')).toBeTruthy();
  });
});

describe('the list and export calls', () => {
  it('send the filters trimmed, the empty ones dropped', () => {
    expect(api.filterParams({ ...api.NO_FILTERS, category: 'fuel', searchTerm: '  pipe ' })).toEqual({ category: 'fuel', searchTerm: 'pipe' });
  });
});
