import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Estimate, Invoice, Quote } from '@hvac/contracts/billing';
import { Toast } from '@hvac/ui';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as invoiceApi from '../src/invoices/api';
import * as shared from '../src/shared/api';
import { renderAt, signIn, USERS } from './harness';

// Saving once and converting what is on screen (docs/domains/billing.md#decisions); the server's side of
// both runs in e2e/test/billing-saving.test.ts.
jest.mock('../src/shared/api', () => ({
  ...jest.requireActual('../src/shared/api'),
  fetchClients: jest.fn(),
  fetchDocument: jest.fn(),
  createDocument: jest.fn(),
  updateDocument: jest.fn(),
  documentAction: jest.fn(),
}));
jest.mock('../src/invoices/api', () => ({ ...jest.requireActual('../src/invoices/api'), fetchPayments: jest.fn(), recordPayment: jest.fn() }));
const fetchClients = jest.mocked(shared.fetchClients);
const fetchDocument = jest.mocked(shared.fetchDocument);
const createDocument = jest.mocked(shared.createDocument);
const updateDocument = jest.mocked(shared.updateDocument);
const documentAction = jest.mocked(shared.documentAction);
const fetchPayments = jest.mocked(invoiceApi.fetchPayments);
const recordPayment = jest.mocked(invoiceApi.recordPayment);

const client = { id: USERS.client.id, username: 'Casey Client', email: 'client@example.com' };
const QUOTE_ID = '00000000-0000-4000-8000-000000000201';
const ESTIMATE_ID = '00000000-0000-4000-8000-000000000501';
const INVOICE_ID = '00000000-0000-4000-8000-000000000701';
const lines = [{ id: '00000000-0000-4000-8000-000000000401', description: 'Capacitor', quantity: 1.5, unitPrice: '99.00', total: '148.50' }];
const quote = {
  id: QUOTE_ID,
  quoteNumber: 'QOT-7',
  clientId: client.id,
  client,
  customerName: null,
  customerEmail: null,
  quoteDate: '2026-03-01',
  expiryDate: null,
  status: 'draft',
  serviceRequestId: null,
  convertedEstimateId: null,
  convertedInvoiceId: null,
  lineItems: lines,
  subTotal: '148.50',
  taxRate: 0.0825,
  taxAmount: '12.25',
  totalAmount: '160.75',
  notes: 'Side door',
  termsAndConditions: 'Net 30',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
} as Quote;
const estimate = { ...quote, id: ESTIMATE_ID, estimateNumber: 'EST-9', estimateDate: '2026-03-02', originatingQuoteId: null } as unknown as Estimate;
const invoice = {
  ...quote,
  id: INVOICE_ID,
  invoiceNumber: 'INV-12',
  invoiceDate: '2026-03-01',
  dueDate: '2026-03-31',
  status: 'sent',
  includeInTaxReport: true,
  amountPaid: '0.00',
  balanceDue: '160.75',
  paymentDate: null,
  originatingEstimateId: null,
  originatingQuoteId: null,
} as unknown as Invoice;

/** A call the test answers when it likes, as svc-billing would after a while. */
function later<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

const path = () => screen.getByTestId('path').textContent;
const doubleClick = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });

beforeEach(() => {
  fetchClients.mockResolvedValue([client]);
  signIn('staff');
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('a double click saves once (docs/domains/billing.md#decisions)', () => {
  it.each([
    ['quote', 'quotes', 'Create Quote', quote],
    ['invoice', 'invoices', 'Create Invoice', invoice],
  ] as const)('Create on a new %s sends one request, waits disabled for it, then opens the saved document', async (kind, list, label, saved) => {
    const call = later<unknown>();
    createDocument.mockReturnValue(call.promise);
    fetchDocument.mockResolvedValue(saved);
    fetchPayments.mockResolvedValue([]);
    await renderAt(`/admin/${list}/new`);
    const select = (await screen.findByLabelText(/^Client/)) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(2));
    fireEvent.change(select, { target: { value: client.id } });
    fireEvent.change(screen.getByLabelText('Description of item 1'), { target: { value: 'Capacitor' } });
    if (kind === 'invoice') fireEvent.change(screen.getByLabelText(/Due Date/), { target: { value: '2026-03-31' } });
    const create = screen.getByRole('button', { name: label });
    doubleClick(create);
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(createDocument).toHaveBeenCalled());
    await act(async () => call.answer(saved));
    await waitFor(() => expect(path()).toBe(`/admin/${list}/view/${saved.id}`));
    expect(createDocument).toHaveBeenCalledTimes(1);
  });

  it('Convert to Invoice on an accepted quote converts once for a double click, then opens the invoice', async () => {
    const call = later<unknown>();
    documentAction.mockReturnValue(call.promise);
    fetchDocument.mockResolvedValue({ ...quote, status: 'accepted_by_client' });
    await renderAt(`/admin/quotes/view/${QUOTE_ID}`);
    doubleClick(await screen.findByRole('button', { name: 'Convert to Invoice' }));
    await waitFor(() => expect(documentAction).toHaveBeenCalled());
    await act(async () => call.answer({ id: INVOICE_ID }));
    await waitFor(() => expect(path()).toBe(`/admin/invoices/view/${INVOICE_ID}`));
    expect(documentAction).toHaveBeenCalledTimes(1);
  });

  it('Record Payment sends one payment for a double click', async () => {
    const call = later<Invoice>();
    recordPayment.mockReturnValue(call.promise);
    fetchDocument.mockResolvedValue(invoice);
    fetchPayments.mockResolvedValue([]);
    await renderAt(`/admin/invoices/view/${INVOICE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = screen.getByRole('dialog');
    doubleClick(dialog.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(recordPayment).toHaveBeenCalled());
    await act(async () => call.answer({ ...invoice, status: 'paid', amountPaid: '160.75', balanceDue: '0.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(recordPayment).toHaveBeenCalledTimes(1);
  });
});

describe('Convert takes what the form shows (docs/domains/billing.md#decisions)', () => {
  const editLine = () => fireEvent.change(screen.getByLabelText('Unit price of item 1'), { target: { value: '120' } });

  it('an estimate with an unsaved line is saved, then the new invoice carries the saved line', async () => {
    render(<Toast />);
    fetchDocument.mockResolvedValue(estimate);
    updateDocument.mockResolvedValue({ ...estimate, lineItems: [{ ...lines[0]!, unitPrice: '120.00', total: '180.00' }] });
    await renderAt(`/admin/estimates/edit/${ESTIMATE_ID}`);
    await screen.findByRole('heading', { name: 'Edit Estimate' });
    editLine();
    fireEvent.click(screen.getByRole('button', { name: 'Convert to Invoice' }));
    await waitFor(() => expect(path()).toBe('/admin/invoices/new'));
    expect(updateDocument).toHaveBeenCalledTimes(1);
    expect(updateDocument.mock.calls[0]![3]).toMatchObject({ lineItems: [expect.objectContaining({ id: lines[0]!.id, unitPrice: '120' })] });
    expect((screen.getByLabelText('Unit price of item 1') as HTMLInputElement).value).toBe('120.00');
    expect(screen.getByLabelText('Total of item 1').textContent).toBe('$180.00');
    expect(await screen.findByText('Estimate updated successfully!')).toBeTruthy();
  });

  it('a quote with an unsaved line is saved, then the new estimate carries the saved line', async () => {
    fetchDocument.mockResolvedValue(quote);
    updateDocument.mockResolvedValue({ ...quote, lineItems: [{ ...lines[0]!, unitPrice: '120.00', total: '180.00' }] });
    await renderAt(`/admin/quotes/edit/${QUOTE_ID}`);
    await screen.findByRole('heading', { name: 'Edit Quote' });
    editLine();
    fireEvent.click(screen.getByRole('button', { name: 'Convert to Estimate' }));
    await screen.findByRole('heading', { name: 'Convert Quote to Estimate' });
    expect(updateDocument).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Unit price of item 1') as HTMLInputElement).value).toBe('120.00');
  });

  it('an unchanged form converts with no call of its own', async () => {
    fetchDocument.mockResolvedValue(estimate);
    await renderAt(`/admin/estimates/edit/${ESTIMATE_ID}`);
    await screen.findByRole('heading', { name: 'Edit Estimate' });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to Invoice' }));
    await waitFor(() => expect(path()).toBe('/admin/invoices/new'));
    expect(updateDocument).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Unit price of item 1') as HTMLInputElement).value).toBe('99.00');
  });

  it('an edit the form’s rules refuse stays on the form, says why, and converts nothing', async () => {
    fetchDocument.mockResolvedValue(estimate);
    await renderAt(`/admin/estimates/edit/${ESTIMATE_ID}`);
    await screen.findByRole('heading', { name: 'Edit Estimate' });
    fireEvent.change(screen.getByLabelText('Description of item 1'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to Invoice' }));
    expect(await screen.findByText('Please ensure all line items have a description and positive quantity.')).toBeTruthy();
    expect([path(), updateDocument.mock.calls.length]).toEqual([`/admin/estimates/edit/${ESTIMATE_ID}`, 0]);
  });
});
