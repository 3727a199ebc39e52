import { act, screen } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/expenses/api';
import { renderAt, signIn } from './harness';

jest.mock('../src/expenses/api', () => ({
  ...jest.requireActual('../src/expenses/api'),
  fetchExpensePage: jest.fn(),
  fetchSummary: jest.fn(),
}));
const fetchExpensePage = jest.mocked(api.fetchExpensePage);
const fetchSummary = jest.mocked(api.fetchSummary);

afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

const DENIED = "Access Denied: You don't have permission to access expense management.";

describe('who may open the expense screens (docs/domains/finance.md#roles)', () => {
  it.each(['staff', 'client'] as const)('a %s opening the list reads the Access Denied text exactly, and nothing is asked', async (role) => {
    signIn(role);
    await renderAt('/admin/expenses');
    expect(await screen.findByText(DENIED)).toBeTruthy();
    expect(fetchExpensePage).not.toHaveBeenCalled();
    expect(fetchSummary).not.toHaveBeenCalled();
  });

  it('without a session every expense screen says to log in', async () => {
    signIn(null);
    for (const path of ['/admin/expenses', '/admin/expenses/new', '/admin/expenses/x', '/admin/expenses/x/edit']) {
      const { unmount } = await renderAt(path);
      expect(await screen.findByText('Authentication required. Please log in.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      unmount();
    }
  });

  it('a client may not open the create form', async () => {
    signIn('client');
    await renderAt('/admin/expenses/new');
    expect(await screen.findByText('You do not have permission to create expenses.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create New Expense' })).toBeNull();
  });

  it.each(['admin', 'manager'] as const)('a %s gets the list', async (role) => {
    signIn(role);
    fetchExpensePage.mockResolvedValue({ rows: [], nextCursor: null });
    fetchSummary.mockResolvedValue({ totalAmount: '0.00', taxDeductibleAmount: '0.00', pendingAmount: '0.00', totalExpenses: 0 });
    await renderAt('/admin/expenses');
    expect(await screen.findByRole('heading', { name: 'Expense Management', level: 1 })).toBeTruthy();
    expect(screen.queryByText(DENIED)).toBeNull();
  });

  it('says the denial in Persian too', async () => {
    signIn('staff');
    await renderAt('/admin/expenses', { lng: 'fa' });
    expect(await screen.findByText('دسترسی غیرمجاز: شما اجازهٔ دسترسی به مدیریت هزینه‌ها را ندارید.')).toBeTruthy();
  });

  it('shows the 404 for an unknown path under its prefixes', async () => {
    signIn('admin');
    await renderAt('/admin/expenses/x/edit/more');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
