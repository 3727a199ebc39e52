import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuoteSummary } from '@hvac/contracts/billing';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as shared from '../src/shared/api';
import { renderAt, signIn } from './harness';

jest.mock('../src/shared/api', () => ({
  ...jest.requireActual('../src/shared/api'),
  fetchPage: jest.fn(),
  fetchClients: jest.fn(),
  deleteDocument: jest.fn(),
}));
const fetchPage = jest.mocked(shared.fetchPage);
const deleteDocument = jest.mocked(shared.deleteDocument);
const fetchClients = jest.mocked(shared.fetchClients);

const client = { id: '00000000-0000-4000-8000-00000000000d', username: 'Casey Client', email: 'client@example.com' };
const quote = (n: number, status = 'draft'): QuoteSummary =>
  ({ id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`, quoteNumber: `QOT-${n}`, client, clientId: client.id, quoteDate: '2026-03-01', expiryDate: null, totalAmount: '1234.50', status }) as QuoteSummary;

beforeEach(() => fetchClients.mockResolvedValue([client]));
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('quote list (docs/domains/billing.md#quotes)', () => {
  it('says Authentication required without a token, and asks nothing', async () => {
    signIn(null);
    await renderAt('/admin/quotes');
    expect(await screen.findByText('Authentication required')).toBeTruthy();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('shows the empty text exactly', async () => {
    signIn('staff');
    fetchPage.mockResolvedValue({ rows: [], nextCursor: null });
    await renderAt('/admin/quotes');
    expect(await screen.findByText('No quotes found.')).toBeTruthy();
  });

  it('shows number, client, total and status; Delete only for admin and manager; Show more reads the next page', async () => {
    signIn('staff');
    fetchPage.mockResolvedValueOnce({ rows: [quote(1, 'sent_to_client')], nextCursor: 'c1' }).mockResolvedValueOnce({ rows: [quote(2, 'mystery')], nextCursor: null });
    await renderAt('/admin/quotes');
    const row = (await screen.findByText('QOT-1')).closest('tr')!;
    expect(within(row).getByText('$1,234.50')).toBeTruthy();
    expect(within(row).getByText('Sent to client')).toBeTruthy();
    expect(within(row).getByText('Casey Client')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create New Quote' }).getAttribute('href')).toBe('/admin/quotes/new');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const second = (await screen.findByText('QOT-2')).closest('tr')!;
    // A status the list does not know is a neutral label.
    expect(within(second).getByText('Mystery').classList.contains('badge-neutral')).toBe(true);
    expect(fetchPage).toHaveBeenLastCalledWith('quotes', expect.anything(), 'c1', 'invalidResponse', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers Delete to a manager and hides Create, Edit and Delete from a client', async () => {
    signIn('manager');
    fetchPage.mockResolvedValue({ rows: [quote(1)], nextCursor: null });
    const { unmount } = await renderAt('/admin/quotes');
    expect(await screen.findByRole('button', { name: 'Delete QOT-1' })).toBeTruthy();
    unmount();
    backOfficeQueries.clear();
    fetchClients.mockClear();
    signIn('client');
    await renderAt('/admin/quotes');
    expect(await screen.findByRole('link', { name: 'View QOT-1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit QOT-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete QOT-1' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create New Quote' })).toBeNull();
    expect(fetchClients).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and reads the list again; a refusal shows in the red box', async () => {
    signIn('admin');
    fetchPage.mockResolvedValueOnce({ rows: [quote(1), quote(2)], nextCursor: null }).mockResolvedValue({ rows: [quote(2)], nextCursor: null });
    deleteDocument.mockResolvedValueOnce().mockRejectedValueOnce(new ApiError('Failed to delete quote', 500));
    await renderAt('/admin/quotes');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete QOT-1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('QOT-1')).toBeNull());
    expect(deleteDocument).toHaveBeenCalledWith('quotes', quote(1).id);
    fireEvent.click(screen.getByRole('button', { name: 'Delete QOT-2' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete quote');
  });

  it('sends the filters to the server', async () => {
    signIn('staff');
    fetchPage.mockResolvedValue({ rows: [], nextCursor: null });
    await renderAt('/admin/quotes');
    await screen.findByText('No quotes found.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'accepted_by_client' } });
    fireEvent.change(await screen.findByLabelText('Client'), { target: { value: client.id } });
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith('quotes', { search: '', status: 'accepted_by_client', clientId: client.id }, null, 'invalidResponse', expect.anything()));
  });

  it('shows a failed read in the red box: the list’s fallback when the server said nothing', async () => {
    signIn('staff');
    fetchPage.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    await renderAt('/admin/quotes');
    expect((await screen.findByRole('alert')).textContent).toBe('ErrorFailed to fetch quotes');
  });
});

describe('estimate list (docs/domains/billing.md#estimates)', () => {
  it('shows the empty text exactly, and in Persian right to left', async () => {
    signIn('staff');
    fetchPage.mockResolvedValue({ rows: [], nextCursor: null });
    const { unmount } = await renderAt('/admin/estimates');
    expect(await screen.findByText('No estimates found. Get started by creating one!')).toBeTruthy();
    unmount();
    await renderAt('/admin/estimates', { lng: 'fa' });
    expect(await screen.findByText('هیچ برآوردی یافت نشد. با ایجاد یک برآورد شروع کنید!')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('reads an answer of unknown shape as the spec’s parse failure', async () => {
    signIn('staff');
    fetchPage.mockRejectedValue(new ApiError('Invalid response format from server.', 0, 'parseEstimatesFailed'));
    await renderAt('/admin/estimates');
    const box = await screen.findByRole('alert');
    // The requirements' "red box labelled Error".
    expect(box.querySelector('.error-box-title')?.textContent).toBe('Error');
    expect(box.textContent).toContain('Failed to parse estimates data - unexpected structure');
  });
});

describe('filters in the address (docs/architecture.md#frontend-conventions)', () => {
  it('opens the invoice list filtered as a dashboard widget links to it, and writes a changed filter back', async () => {
    signIn('admin');
    fetchPage.mockResolvedValue({ rows: [], nextCursor: null });
    await renderAt('/admin/invoices?status=unpaid');
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith('invoices', { search: '', status: 'unpaid', clientId: '' }, null, 'invalidResponse', expect.anything()));
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.value).toBe('unpaid');
    expect(status.selectedOptions[0]!.textContent).toBe('Unpaid (balance due)');
    fireEvent.change(status, { target: { value: 'overdue' } });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/invoices?status=overdue'));
    fireEvent.change(status, { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/invoices'));
  });

  it('opens the quote list on the quotes awaiting an answer', async () => {
    signIn('staff');
    fetchPage.mockResolvedValue({ rows: [], nextCursor: null });
    await renderAt('/admin/quotes?status=sent_to_client');
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith('quotes', expect.objectContaining({ status: 'sent_to_client' }), null, 'invalidResponse', expect.anything()));
  });
});
