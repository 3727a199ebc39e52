/** @jest-environment @hvac/web-kit/fetch-environment */
/**
 * The homes of docs/domains/accounts.md#homes: a technician's Today, a client's My Account, the dashboard
 * a manager now opens, and the analytics page of its own; each drawn from the page's real calls.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { answerCalls, signIn, type StubAnswer } from '@hvac/web-kit/testing';
import { renderAt } from './harness';

const job = {
  id: '5f0e8a52-3f43-4b0e-8d4a-8a1c4f1a9b11',
  userId: null,
  customer: null,
  contactFullName: 'Jordan Rivera',
  contactPhone: '7135550199',
  contactEmail: 'jordan@example.com',
  contactStreet: '1200 Main St',
  contactCity: 'Houston',
  contactZip: '77002',
  contactApartment: null,
  serviceType: 'AC Repair',
  description: 'Not cooling',
  status: 'confirmed',
  assignedTo: 'u-staff',
  technician: { username: 'Sam', email: 'staff@example.com' },
  schedulingPreferences: { preferredDate1: '2026-12-02', preferredTime1: 'Morning (8 AM - 12 PM)', preferredDate2: null, preferredTime2: null, notes: null },
  additionalDetails: {},
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};
const expense = { id: '0c8f0b6e-5b1e-4c9a-9f6e-2d7a1b3c4d5e', expenseNumber: 'EXP-2026-000042', title: 'Capacitor', amount: '48.50', expenseDate: '2026-11-24' };
const page = (key: string, rows: unknown[]) => ({ status: 200, body: { status: 'success', data: { [key]: rows, nextCursor: null } } });

/** The calls the homes make, answered by `answers` (path without /api → answer); anything else is a 404. */
function serve(answers: Record<string, StubAnswer>) {
  answerCalls((_method, path) => answers[path] ?? { status: 404, body: { message: 'Not found' } });
}

afterEach(() => {
  jest.restoreAllMocks();
  backOfficeQueries.clear();
  act(() => useSession.getState().logout());
});

describe("/admin, a technician's Today", () => {
  it('lists the open jobs assigned to them and their pending expenses, with Add expense and Scan item', async () => {
    serve({ 'service-requests/assigned': { status: 200, body: [job] }, 'expenses?mine=true&status=pending': page('expenses', [expense]) });
    signIn('staff');
    await renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeTruthy();
    const jobs = screen.getByRole('region', { name: 'Service requests assigned to you' });
    expect(await within(jobs).findByRole('heading', { name: 'AC Repair' })).toBeTruthy();
    expect(within(jobs).getByText('Jordan Rivera')).toBeTruthy();
    expect(within(jobs).getByRole('link', { name: '(713) 555-0199' }).getAttribute('href')).toBe('tel:7135550199');
    const expenses = screen.getByRole('region', { name: 'Your pending expenses' });
    expect((await within(expenses).findByRole('link', { name: 'EXP-2026-000042' })).getAttribute('href')).toBe(`/admin/expenses/${expense.id}`);
    expect(within(expenses).getByText('$48.50')).toBeTruthy();
    expect(within(expenses).getByRole('link', { name: 'All my expenses' }).getAttribute('href')).toBe('/admin/expenses/mine');
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Add expense' }).getAttribute('href')).toBe('/admin/expenses/new');
    expect(within(actions).getByRole('link', { name: 'Scan item' }).getAttribute('href')).toBe('/admin/inventory?scan=1');
  });

  it('says when nothing is assigned or pending, and when a list could not be read, in Persian too', async () => {
    serve({ 'service-requests/assigned': { status: 200, body: [] }, 'expenses?mine=true&status=pending': { status: 500, body: {} } });
    signIn('staff');
    await renderAt('/admin', 'fa');
    expect(await screen.findByText('هیچ درخواست سرویس بازی به شما سپرده نشده است.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('هزینه‌های شما بارگذاری نشد.');
  });

  it('sends anyone else to their own home, and a visitor to /login', async () => {
    for (const [role, home] of [
      ['client', '/my-account'],
      ['manager', '/admin/dashboard'],
      [null, '/login'],
    ] as const) {
      serve({});
      signIn(role);
      const view = await renderAt('/admin');
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(home));
      view.unmount();
    }
  });
});

describe("/my-account, a client's home", () => {
  it('shows their latest requests and what waits for them in billing', async () => {
    serve({
      'service-requests/my-requests': { status: 200, body: [job] },
      // Counted by svc-billing over all their documents (docs/domains/billing.md#overview-widget), not a page of a list.
      'quotes/summary': { status: 200, body: { status: 'success', data: { awaitingAnswer: { count: 2, total: '300.00' } } } },
      'invoices/summary': { status: 200, body: { status: 'success', data: { overdue: { count: 0, total: '0.00' }, unpaid: { count: 1, total: '120.00' }, revenue: null } } },
    });
    signIn('client');
    await renderAt('/my-account');
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeTruthy();
    expect(await screen.findByText('AC Repair')).toBeTruthy();
    expect(await screen.findByText('2 quotes are waiting for your answer.')).toBeTruthy();
    expect(screen.getByText('1 invoice is waiting for payment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Quotes and Invoices' }).getAttribute('href')).toBe('/my-quotes-and-invoices');
    expect(screen.getByRole('button', { name: 'Schedule Service' })).toBeTruthy();
  });

  it('sends staff to their own home', async () => {
    serve({});
    signIn('staff');
    await renderAt('/my-account');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin'));
  });
});

describe('the dashboard and analytics', () => {
  it("opens the dashboard to a manager with the modules, without the admin's analytics and users", async () => {
    serve({});
    signIn('manager');
    await renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Modules' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Site Analytics' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'User Management' })).toBeNull();
  });

  it('gives the analytics a page of its own for admins; a manager goes to /', async () => {
    serve({});
    signIn('admin');
    const view = await renderAt('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Site Analytics', level: 1 })).toBeTruthy();
    view.unmount();
    signIn('manager');
    await renderAt('/admin/analytics');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });
});
