/** @jest-environment @hvac/web-kit/fetch-environment */
/**
 * What the billing screens say when svc-billing answers without a message (docs/domains/billing.md#messages):
 * the screen's own fallback, in the reader's language, never a status number. The page's real calls go
 * out through the api client and a stubbed fetch answers them.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invoice } from '@hvac/contracts/billing';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { answerCalls, type StubAnswer } from '@hvac/web-kit/testing';
import { renderAt, signIn, USERS } from './harness';

const client = { id: USERS.client.id, username: 'Casey Client', email: 'client@example.com', role: 'client' };
const INVOICE_ID = '00000000-0000-4000-8000-000000000701';
const ESTIMATE_ID = '00000000-0000-4000-8000-000000000501';
const SILENT: StubAnswer = { status: 500, body: {} };
const invoice = {
  id: INVOICE_ID,
  invoiceNumber: 'INV-12',
  clientId: client.id,
  client,
  invoiceDate: '2026-03-01',
  dueDate: '2026-03-31',
  status: 'partially_paid',
  amountPaid: '100.00',
  balanceDue: '158.18',
  lineItems: [{ id: '00000000-0000-4000-8000-000000000801', description: 'Capacitor', quantity: 1, unitPrice: '238.50', total: '238.50' }],
  subTotal: '238.50',
  taxRate: 0.0825,
  taxAmount: '19.68',
  totalAmount: '258.18',
} as unknown as Invoice;

/** svc-billing's answers to everything but the calls a test makes fail. */
function billing(failing: (method: string, path: string) => StubAnswer | undefined) {
  return answerCalls((method, path) => {
    const failed = failing(method, path);
    if (failed) return failed;
    if (path.startsWith('users')) return { status: 200, body: { status: 'success', data: { users: [client] } } };
    if (path === `invoices/${INVOICE_ID}`) return { status: 200, body: { status: 'success', data: { invoice } } };
    if (path === `invoices/${INVOICE_ID}/payments`) return { status: 200, body: { status: 'success', data: { payments: [] } } };
    if (path.includes('/history') || path.endsWith('/sends')) return { status: 200, body: { status: 'success', data: { history: [], sends: [], nextCursor: null } } };
    return { status: 404, body: { message: 'Not found', code: 'notFound' } };
  });
}

afterEach(() => {
  backOfficeQueries.clear();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('billing screens, svc-billing answering 500 with {}', () => {
  it('the quote list says Failed to fetch quotes, and in Persian in Persian', async () => {
    signIn('staff');
    billing((method, path) => (path.startsWith('quotes') ? SILENT : undefined));
    const { unmount } = await renderAt('/admin/quotes');
    expect((await screen.findByRole('alert')).textContent).toBe('ErrorFailed to fetch quotes');
    unmount();
    backOfficeQueries.clear();
    await renderAt('/admin/quotes', { lng: 'fa' });
    expect((await screen.findByRole('alert')).textContent).toContain('دریافت پیش‌فاکتورها ناموفق بود');
  });

  it('the new quote says An error occurred while creating the quote. and keeps what was typed', async () => {
    signIn('staff');
    const fetch = billing((method, path) => (method === 'POST' && path === 'quotes' ? SILENT : undefined));
    await renderAt('/admin/quotes/new');
    const select = await screen.findByLabelText(/Client/);
    await waitFor(() => expect((select as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(select, { target: { value: client.id } });
    fireEvent.change(screen.getByLabelText('Description of item 1'), { target: { value: 'Capacitor' } });
    fireEvent.change(screen.getByLabelText('Unit price of item 1'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Quote' }));
    expect(await screen.findByText('An error occurred while creating the quote.')).toBeTruthy();
    expect(screen.queryByText(/500/)).toBeNull();
    expect((screen.getByLabelText('Description of item 1') as HTMLInputElement).value).toBe('Capacitor');
    expect(fetch.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(true);
  });

  it('the invoice detail says Failed to fetch invoice', async () => {
    signIn('staff');
    billing((method, path) => (path === `invoices/${INVOICE_ID}` ? SILENT : undefined));
    await renderAt(`/admin/invoices/view/${INVOICE_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe('ErrorFailed to fetch invoice');
  });

  it('Record Payment says Failed to record payment. Please try again. in the dialog', async () => {
    signIn('staff');
    billing((method, path) => (method === 'POST' && path.endsWith('/payments') ? SILENT : undefined));
    await renderAt(`/admin/invoices/view/${INVOICE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to record payment. Please try again.');
  });
});

describe('an estimate that is not there (docs/domains/billing.md#decisions)', () => {
  it.each([
    ['en', 'Estimate not found.'],
    ['fa', 'برآورد پیدا نشد.'],
    ['es', 'Presupuesto no encontrado.'],
  ] as const)('reads Estimate not found. on its detail page, as quotes and invoices do (%s)', async (lng, words) => {
    signIn('staff');
    billing((method, path) => (path.startsWith('estimates/') ? { status: 404, body: { message: 'Estimate not found', code: 'estimateNotFound' } } : undefined));
    await renderAt(`/admin/estimates/view/${ESTIMATE_ID}`, { lng });
    expect(within(await screen.findByRole('alert')).getByText(words)).toBeTruthy();
  });
});
