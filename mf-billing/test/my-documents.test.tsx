import { act, screen } from '@testing-library/react';
import type { InvoiceSummary, Quote, QuoteSummary } from '@hvac/contracts/billing';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as shared from '../src/shared/api';
import { renderAt, signIn, USERS } from './harness';

jest.mock('../src/shared/api', () => ({ ...jest.requireActual('../src/shared/api'), fetchPage: jest.fn(), fetchClients: jest.fn(), fetchDocument: jest.fn() }));
const fetchPage = jest.mocked(shared.fetchPage);
const fetchDocument = jest.mocked(shared.fetchDocument);

afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('My Quotes and Invoices', () => {
  it('lists the client’s own quotes and invoices, each opening its detail in the client’s own area', async () => {
    signIn('client');
    fetchPage.mockImplementation(async (list) =>
      list === 'quotes'
        ? { rows: [{ id: 'q1', quoteNumber: 'QOT-5', quoteDate: '2026-03-01', expiryDate: null, totalAmount: '160.75', status: 'sent_to_client', client: null } as unknown as QuoteSummary], nextCursor: null }
        : { rows: [{ id: 'i1', invoiceNumber: 'INV-3', dueDate: '2026-04-01', totalAmount: '99.00', balanceDue: '39.00', status: 'partially_paid', client: null } as unknown as InvoiceSummary], nextCursor: null },
    );
    await renderAt('/my-quotes-and-invoices');
    expect((await screen.findByRole('link', { name: 'QOT-5' })).getAttribute('href')).toBe('/my-quotes-and-invoices/quotes/q1');
    expect((await screen.findByRole('link', { name: 'INV-3' })).getAttribute('href')).toBe('/my-quotes-and-invoices/invoices/i1');
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

const QUOTE_ID = '00000000-0000-4000-8000-000000000601';
const quote = {
  id: QUOTE_ID,
  quoteNumber: 'QOT-5',
  clientId: USERS.client.id,
  client: { id: USERS.client.id, username: 'Casey Client', email: 'client@example.com' },
  customerName: null,
  customerEmail: null,
  quoteDate: '2026-03-01',
  expiryDate: null,
  status: 'sent_to_client',
  serviceRequestId: '00000000-0000-4000-8000-000000000602',
  lineItems: [],
  subTotal: '0.00',
  taxRate: 0,
  taxAmount: '0.00',
  totalAmount: '0.00',
  notes: null,
  termsAndConditions: null,
} as unknown as Quote;

describe('a client’s quote in their own area (docs/domains/billing.md#a-clients-pages)', () => {
  it('reads it with Accept and Reject, Back to their own list and their own requests', async () => {
    signIn('client');
    fetchDocument.mockResolvedValue(quote);
    await renderAt(`/my-quotes-and-invoices/quotes/${QUOTE_ID}`);
    await screen.findByRole('heading', { name: 'Quote QOT-5' });
    expect(screen.getByTestId('path').textContent).toBe(`/my-quotes-and-invoices/quotes/${QUOTE_ID}`);
    expect(screen.getByRole('link', { name: /Back to My Quotes and Invoices/ }).getAttribute('href')).toBe('/my-quotes-and-invoices');
    expect(screen.getByRole('button', { name: 'Accept Quote' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View service request' }).getAttribute('href')).toBe('/my-service-requests');
  });

  it('sends a client who follows a back-office address to the same quote in their area, and staff the other way', async () => {
    signIn('client');
    fetchDocument.mockResolvedValue(quote);
    const { unmount } = await renderAt(`/admin/quotes/view/${QUOTE_ID}`);
    await screen.findByRole('heading', { name: 'Quote QOT-5' });
    expect(screen.getByTestId('path').textContent).toBe(`/my-quotes-and-invoices/quotes/${QUOTE_ID}`);
    unmount();
    backOfficeQueries.clear();
    signIn('staff');
    await renderAt(`/my-quotes-and-invoices/invoices/${QUOTE_ID}`);
    expect(screen.getByTestId('path').textContent).toBe(`/admin/invoices/view/${QUOTE_ID}`);
  });

  it('sends a signed-out visitor to /login and back to the quote', async () => {
    signIn(null);
    await renderAt(`/my-quotes-and-invoices/quotes/${QUOTE_ID}`);
    expect((await screen.findByTestId('path')).textContent).toBe('/login');
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ from: `/my-quotes-and-invoices/quotes/${QUOTE_ID}` });
  });
});
