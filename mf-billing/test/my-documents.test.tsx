import { act, screen } from '@testing-library/react';
import type { InvoiceSummary, QuoteSummary } from '@hvac/contracts';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as shared from '../src/shared/api';
import { renderAt, signIn } from './harness';

jest.mock('../src/shared/api', () => ({ ...jest.requireActual('../src/shared/api'), fetchPage: jest.fn(), fetchClients: jest.fn() }));
const fetchPage = jest.mocked(shared.fetchPage);

afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('My Quotes and Invoices', () => {
  it('lists the client’s own quotes and invoices, each opening its detail', async () => {
    signIn('client');
    fetchPage.mockImplementation(async (list) =>
      list === 'quotes'
        ? { rows: [{ id: 'q1', quoteNumber: 'QOT-5', quoteDate: '2026-03-01', expiryDate: null, totalAmount: '160.75', status: 'sent_to_client', client: null } as unknown as QuoteSummary], nextCursor: null }
        : { rows: [{ id: 'i1', invoiceNumber: 'INV-3', dueDate: '2026-04-01', totalAmount: '99.00', balanceDue: '39.00', status: 'partially_paid', client: null } as unknown as InvoiceSummary], nextCursor: null },
    );
    await renderAt('/my-quotes-and-invoices');
    expect((await screen.findByRole('link', { name: 'QOT-5' })).getAttribute('href')).toBe('/admin/quotes/view/q1');
    expect((await screen.findByRole('link', { name: 'INV-3' })).getAttribute('href')).toBe('/admin/invoices/view/i1');
    expect(screen.getByText('$39.00')).toBeTruthy();
    expect(screen.getByText('Partially paid')).toBeTruthy();
    expect(jest.mocked(shared.fetchClients)).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /login with the page as the return address, as the other account pages do', async () => {
    signIn(null);
    await renderAt('/my-quotes-and-invoices');
    expect((await screen.findByTestId('path')).textContent).toBe('/login');
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ from: '/my-quotes-and-invoices' });
    expect(screen.queryByText('Authentication required')).toBeNull();
  });
});
