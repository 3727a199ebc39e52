import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Estimate, Quote } from '@hvac/contracts/billing';
import { Toast } from '@hvac/ui';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as shared from '../src/shared/api';
import { renderAt, signIn, USERS } from './harness';

jest.mock('../src/shared/api', () => ({
  ...jest.requireActual('../src/shared/api'),
  fetchClients: jest.fn(),
  fetchDocument: jest.fn(),
  createDocument: jest.fn(),
  updateDocument: jest.fn(),
  documentAction: jest.fn(),
}));
const fetchClients = jest.mocked(shared.fetchClients);
const fetchDocument = jest.mocked(shared.fetchDocument);
const createDocument = jest.mocked(shared.createDocument);
const documentAction = jest.mocked(shared.documentAction);

const client = { id: USERS.client.id, username: 'Casey Client', email: 'client@example.com' };
const QUOTE_ID = '00000000-0000-4000-8000-000000000201';
const quote: Quote = {
  id: QUOTE_ID,
  quoteNumber: 'QOT-7',
  clientId: client.id,
  client,
  customerName: 'Casey Client',
  customerEmail: 'client@example.com',
  quoteDate: '2026-03-01',
  expiryDate: '2026-03-31',
  status: 'draft',
  serviceRequestId: '00000000-0000-4000-8000-000000000301',
  convertedEstimateId: null,
  convertedInvoiceId: null,
  lineItems: [
    { id: '00000000-0000-4000-8000-000000000401', description: 'Capacitor', quantity: 1.5, unitPrice: '99.00', total: '148.50' },
    { id: '00000000-0000-4000-8000-000000000402', description: 'Labour', quantity: 2, unitPrice: '45.00', total: '90.00' },
  ],
  subTotal: '238.50',
  taxRate: 0.0825,
  taxAmount: '19.68',
  totalAmount: '258.18',
  notes: 'Side door',
  termsAndConditions: 'Net 30',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const estimate = (status: string): Estimate =>
  ({ ...quote, id: '00000000-0000-4000-8000-000000000501', estimateNumber: 'EST-9', estimateDate: '2026-03-02', originatingQuoteId: QUOTE_ID, status }) as unknown as Estimate;

const text = (el: Element | null) => el?.textContent ?? '';
const total = (name: string) => text(document.querySelector(`[data-total="${name}"]`));

beforeEach(() => fetchClients.mockResolvedValue([client]));
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('quote create (docs/domains/billing.md#quotes)', () => {
  it('starts with QOT- and today, draft or sent only, one line without Remove, and 8.25 % as a percentage', async () => {
    signIn('staff');
    await renderAt('/admin/quotes/new');
    expect(await screen.findByRole('heading', { name: 'Create New Quote' })).toBeTruthy();
    expect((screen.getByLabelText(/Quote Number/) as HTMLInputElement).value).toMatch(/^QOT-\d{13}$/);
    expect((screen.getByLabelText(/Quote Date/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['draft', 'sent_to_client']);
    expect((screen.getByLabelText('Tax Rate (%)') as HTMLInputElement).value).toBe('8.25');
    expect(screen.queryByRole('button', { name: /Remove item/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getAllByRole('button', { name: /Remove item/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByRole('button', { name: /Remove item/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin/quotes');
  });

  it('says so under the client choice when the clients cannot be read, and keeps the form usable', async () => {
    signIn('staff');
    fetchClients.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt('/admin/quotes/new');
    const choice = await screen.findByLabelText(/^Client/);
    expect(text(await screen.findByText('Failed to load clients. Please try again.'))).toBe('Failed to load clients. Please try again.');
    expect((choice as HTMLSelectElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Description of item 1'), { target: { value: 'Tune-up' } });
    expect((screen.getByLabelText('Description of item 1') as HTMLInputElement).value).toBe('Tune-up');
  });

  it('steps the tax rate by 0.0001, the create form’s percentage included', async () => {
    signIn('staff');
    await renderAt('/admin/quotes/new');
    expect((await screen.findByLabelText('Tax Rate (%)')).getAttribute('step')).toBe('0.0001');
  });

  it('works the totals out as typed, to the cent the server will (1.5 × 99, 8.25 %)', async () => {
    signIn('staff');
    await renderAt('/admin/quotes/new');
    fireEvent.change(await screen.findByLabelText('Quantity of item 1'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Unit price of item 1'), { target: { value: '99' } });
    expect(text(screen.getByLabelText('Total of item 1'))).toBe('$148.50');
    expect([total('subTotal'), total('taxAmount'), total('totalAmount')]).toEqual(['$148.50', '$12.25', '$160.75']);
    fireEvent.change(screen.getByLabelText('Tax Rate (%)'), { target: { value: '10' } });
    expect(total('taxAmount')).toBe('$14.85');
  });

  it('refuses without a client in the red box, keeps the form, and sends nothing', async () => {
    signIn('staff');
    await renderAt('/admin/quotes/new');
    fireEvent.change(await screen.findByLabelText('Description of item 1'), { target: { value: 'Tune-up' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Quote' }));
    const box = (await screen.findAllByRole('alert')).find((el) => el.classList.contains('error-box'))!;
    expect(text(box)).toContain('Error');
    expect(text(box)).toContain('Please select a client.');
    expect((screen.getByLabelText('Description of item 1') as HTMLInputElement).value).toBe('Tune-up');
    expect(createDocument).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Create Quote', 'Unit prices and quantities can have at most two decimals.'],
    ['es', 'Crear cotización', 'Los precios unitarios y las cantidades pueden tener como máximo dos decimales.'],
  ] as const)('says in %s that a unit price of 10.005 has too many decimals, and sends nothing', async (lng, create, words) => {
    signIn('staff');
    await renderAt('/admin/quotes/new', { lng });
    const select = (await screen.findAllByRole('combobox'))[0] as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(2));
    fireEvent.change(select, { target: { value: client.id } });
    fireEvent.change(document.querySelector('[data-line="1"] input')!, { target: { value: 'Filter' } });
    fireEvent.change(document.querySelectorAll('[data-line="1"] input')[2]!, { target: { value: '10.005' } });
    fireEvent.click(screen.getByRole('button', { name: create }));
    const box = (await screen.findAllByRole('alert')).find((el) => el.classList.contains('error-box'))!;
    expect(within(box).getByText(words)).toBeTruthy();
    expect(createDocument).not.toHaveBeenCalled();
  });

  it('sends the quote with the fraction and the figures as strings, then opens it; a refusal keeps the form', async () => {
    signIn('staff');
    render(<Toast />);
    createDocument.mockRejectedValueOnce(new ApiError('Quote number already exists.', 409, 'quoteNumberTaken')).mockResolvedValueOnce(quote);
    fetchDocument.mockResolvedValue(quote);
    await renderAt('/admin/quotes/new');
    const select = await screen.findByLabelText(/Client/);
    await waitFor(() => expect((select as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(select, { target: { value: client.id } });
    fireEvent.change(screen.getByLabelText('Description of item 1'), { target: { value: 'Capacitor' } });
    fireEvent.change(screen.getByLabelText('Quantity of item 1'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Unit price of item 1'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Quote' }));
    expect(text(await screen.findByText('Quote number already exists.'))).toBeTruthy();
    expect((screen.getByLabelText('Description of item 1') as HTMLInputElement).value).toBe('Capacitor');
    fireEvent.click(screen.getByRole('button', { name: 'Create Quote' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/admin/quotes/view/${QUOTE_ID}`));
    expect(createDocument).toHaveBeenLastCalledWith(
      'quotes',
      'quote',
      expect.objectContaining({
        clientId: client.id,
        status: 'draft',
        expiryDate: null,
        lineItems: [{ description: 'Capacitor', quantity: '1.5', unitPrice: '99', total: '148.50' }],
        subTotal: '148.50',
        taxRate: 0.0825,
        taxAmount: '12.25',
        totalAmount: '160.75',
      }),
    );
    expect(await screen.findByText('Quote created successfully!')).toBeTruthy();
  });

  it('is refused in words to a client', async () => {
    signIn('client');
    await renderAt('/admin/quotes/new');
    expect(await screen.findByText('You do not have permission to open this page.')).toBeTruthy();
  });
});

describe('quote detail (docs/domains/billing.md#quotes)', () => {
  it('shows customer, service request, lines and the server’s totals with tax as a percentage; Edit for staff on a draft', async () => {
    signIn('staff');
    fetchDocument.mockResolvedValue(quote);
    await renderAt(`/admin/quotes/view/${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Quote QOT-7' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View service request' }).getAttribute('href')).toBe(`/admin/service-requests/${quote.serviceRequestId}`);
    expect(screen.getByText('Tax (8.25%)')).toBeTruthy();
    expect([total('subTotal'), total('taxAmount'), total('totalAmount')]).toEqual(['$238.50', '$19.68', '$258.18']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/admin/quotes/edit/${QUOTE_ID}`);
    expect(screen.queryByRole('button', { name: 'Accept Quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convert to Invoice' })).toBeNull();
  });

  it('lets the client accept a sent quote; the server’s answer replaces it', async () => {
    signIn('client');
    fetchDocument.mockResolvedValue({ ...quote, status: 'sent_to_client' });
    documentAction.mockResolvedValue({ ...quote, status: 'accepted_by_client' });
    await renderAt(`/admin/quotes/view/${QUOTE_ID}`);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept Quote' })).toBeNull());
    expect(documentAction).toHaveBeenCalledWith('quotes', QUOTE_ID, 'accept', 'quote');
    expect(screen.getAllByText('Accepted by client').length).toBeGreaterThan(0);
  });

  it('shows a refused answer in the server’s words', async () => {
    signIn('client');
    fetchDocument.mockResolvedValue({ ...quote, status: 'sent_to_client' });
    documentAction.mockRejectedValue(new ApiError('Only a quote sent to the client can be accepted or rejected.', 409, 'quoteNotSent'));
    await renderAt(`/admin/quotes/view/${QUOTE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Quote' }));
    expect(await screen.findByText('Only a quote sent to the client can be accepted or rejected.')).toBeTruthy();
  });

  it('converts an accepted quote to an invoice for staff and opens the invoice', async () => {
    signIn('manager');
    fetchDocument.mockResolvedValue({ ...quote, status: 'accepted_by_client' });
    documentAction.mockResolvedValue({ id: '00000000-0000-4000-8000-000000000601' });
    await renderAt(`/admin/quotes/view/${QUOTE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to Invoice' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/invoices/view/00000000-0000-4000-8000-000000000601'));
    expect(documentAction).toHaveBeenCalledWith('quotes', QUOTE_ID, 'convert-to-invoice', 'invoice');
  });

  it('says Quote not found. under Error when there is no such quote, in the reader’s words', async () => {
    signIn('staff');
    fetchDocument.mockRejectedValue(new ApiError('Quote not found', 404, 'quoteNotFound'));
    await renderAt(`/admin/quotes/view/${QUOTE_ID}`);
    const box = await screen.findByRole('alert');
    expect(box.querySelector('.error-box-title')?.textContent).toBe('Error');
    expect(within(box).getByText('Quote not found.')).toBeTruthy();
  });
});

describe('quote edit → estimate by navigation (docs/domains/billing.md#calls)', () => {
  it('shows the fraction and every status, and Convert to Estimate carries client, lines, tax, notes and terms', async () => {
    signIn('staff');
    fetchDocument.mockResolvedValue(quote);
    await renderAt(`/admin/quotes/edit/${QUOTE_ID}`);
    expect((await screen.findByLabelText('Tax Rate (fraction, e.g. 0.0825)') as HTMLInputElement).value).toBe('0.0825');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).options).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Convert to Estimate' }));
    expect(await screen.findByRole('heading', { name: 'Convert Quote to Estimate' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/admin/estimates/new');
    expect((screen.getByLabelText(/Estimate Number/) as HTMLInputElement).value).toMatch(/^EST-\d+$/);
    expect((screen.getByLabelText('Description of item 2') as HTMLInputElement).value).toBe('Labour');
    expect((screen.getByLabelText('Quantity of item 1') as HTMLInputElement).value).toBe('1.5');
    expect((screen.getByLabelText('Tax Rate (%)') as HTMLInputElement).value).toBe('8.25');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Side door');
    expect((screen.getByLabelText('Terms and Conditions') as HTMLTextAreaElement).value).toBe('Net 30');
    const clientSelect = screen.getByLabelText(/Client/) as HTMLSelectElement;
    expect([clientSelect.value, clientSelect.disabled]).toEqual([client.id, true]);
    expect(total('totalAmount')).toBe('$258.18');
    createDocument.mockResolvedValue(estimate('draft'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Estimate' }));
    await waitFor(() => expect(createDocument).toHaveBeenCalled());
    expect(createDocument.mock.calls[0]![2]).toMatchObject({ originatingQuoteId: QUOTE_ID, serviceRequestId: quote.serviceRequestId, clientId: client.id, taxRate: 0.0825 });
  });

  it('hides Convert to Estimate once the quote is converted', async () => {
    signIn('staff');
    fetchDocument.mockResolvedValue({ ...quote, status: 'converted_to_estimate' });
    await renderAt(`/admin/quotes/edit/${QUOTE_ID}`);
    await screen.findByRole('heading', { name: 'Edit Quote' });
    expect(screen.queryByRole('button', { name: 'Convert to Estimate' })).toBeNull();
  });
});

describe('estimates (docs/domains/billing.md#estimates)', () => {
  it.each([
    ['draft', true],
    ['sent_to_client', true],
    ['accepted_by_client', false],
    ['converted_to_invoice', false],
    ['invoiced', false],
  ])('detail of a %s estimate: Edit shown %s', async (status, shown) => {
    signIn('staff');
    fetchDocument.mockResolvedValue(estimate(status));
    await renderAt('/admin/estimates/view/00000000-0000-4000-8000-000000000501');
    await screen.findByRole('heading', { name: 'Estimate EST-9' });
    expect(screen.queryByRole('link', { name: 'Edit' }) !== null).toBe(shown);
  });

  it.each([
    ['draft', true],
    ['accepted_by_client', true],
    ['invoiced', false],
    ['converted_to_invoice', false],
  ])('edit of a %s estimate: Convert to Invoice shown %s', async (status, shown) => {
    signIn('staff');
    fetchDocument.mockResolvedValue(estimate(status));
    await renderAt('/admin/estimates/edit/00000000-0000-4000-8000-000000000501');
    await screen.findByRole('heading', { name: 'Edit Estimate' });
    expect(screen.queryByRole('button', { name: 'Convert to Invoice' }) !== null).toBe(shown);
  });

  it('Convert to Invoice opens the new-invoice form carrying the estimate', async () => {
    signIn('staff');
    fetchDocument.mockResolvedValue(estimate('accepted_by_client'));
    await renderAt('/admin/estimates/edit/00000000-0000-4000-8000-000000000501');
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to Invoice' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/invoices/new'));
  });

  it('a blank new estimate needs positive unit prices', async () => {
    signIn('staff');
    await renderAt('/admin/estimates/new');
    expect(await screen.findByRole('heading', { name: 'Create New Estimate' })).toBeTruthy();
    const select = screen.getByLabelText(/Client/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(2));
    fireEvent.change(select, { target: { value: client.id } });
    fireEvent.change(screen.getByLabelText('Description of item 1'), { target: { value: 'Filter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Estimate' }));
    const box = (await screen.findAllByRole('alert')).find((el) => el.classList.contains('error-box'))!;
    expect(within(box).getByText('Please ensure all line items have a description, and positive quantity and unit price.')).toBeTruthy();
    expect(createDocument).not.toHaveBeenCalled();
  });
});
