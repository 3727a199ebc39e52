import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIn } from '@hvac/contracts';
import { BILLING_MESSAGES, calendarDaysAfter, type Estimate, type Invoice, type Payment } from '@hvac/contracts/billing';
import { ApiError, useSession } from '@hvac/web-kit';
import { Toast } from '@hvac/ui';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as invoiceApi from '../src/invoices/api';
import { amountPaidOf, newInvoiceDraft, visitInvoiceDraft } from '../src/invoices/InvoiceForms';
import { handedVisit } from '../src/shared/handover';
import { newIdempotencyKey } from '../src/invoices/RecordPaymentDialog';
import * as shared from '../src/shared/api';
import { renderAt, signIn, USERS } from './harness';

// The app's own API modules stand in for svc-billing here, as in forms.test.tsx; the whole path, server
// included, runs in e2e/test/billing-invoices.test.ts.
jest.mock('../src/shared/api', () => ({ ...jest.requireActual('../src/shared/api'), fetchClients: jest.fn(), fetchDocument: jest.fn(), createDocument: jest.fn() }));
jest.mock('../src/invoices/api', () => ({ ...jest.requireActual('../src/invoices/api'), fetchPayments: jest.fn(), recordPayment: jest.fn() }));
const fetchClients = jest.mocked(shared.fetchClients);
const fetchDocument = jest.mocked(shared.fetchDocument);
const createDocument = jest.mocked(shared.createDocument);
const fetchPayments = jest.mocked(invoiceApi.fetchPayments);
const recordPayment = jest.mocked(invoiceApi.recordPayment);

const client = { id: USERS.client.id, username: 'Casey Client', email: 'client@example.com' };
const INVOICE_ID = '00000000-0000-4000-8000-000000000701';
const invoice = (status: Invoice['status'], amountPaid = '0.00', balanceDue = '258.18'): Invoice => ({
  id: INVOICE_ID,
  invoiceNumber: 'INV-12',
  clientId: client.id,
  client,
  originatingEstimateId: null,
  originatingQuoteId: null,
  invoiceDate: '2026-03-01',
  dueDate: '2026-03-31',
  status,
  includeInTaxReport: true,
  amountPaid,
  balanceDue,
  paymentDate: null,
  lineItems: [{ id: '00000000-0000-4000-8000-000000000801', description: 'Capacitor', quantity: 1.5, unitPrice: '99.00', total: '148.50' }],
  subTotal: '238.50',
  taxRate: 0.0825,
  taxAmount: '19.68',
  totalAmount: '258.18',
  notes: null,
  termsAndConditions: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const payment: Payment = {
  id: '00000000-0000-4000-8000-000000000901',
  invoiceId: INVOICE_ID,
  amount: '100.00',
  paymentDate: '2026-03-05',
  paymentMethod: 'Check',
  referenceNumber: '1042',
  notes: null,
  recordedBy: USERS.staff.id,
  createdAt: '2026-03-05T10:00:00.000Z',
};

const showing = async (doc: Invoice, payments: Payment[] = []) => {
  fetchDocument.mockResolvedValue(doc);
  fetchPayments.mockResolvedValue(payments);
  await renderAt(`/admin/invoices/view/${INVOICE_ID}`);
  await screen.findByRole('heading', { name: 'Invoice INV-12' });
};
const recordButton = () => screen.queryByRole('button', { name: 'Record Payment' });

beforeEach(() => fetchClients.mockResolvedValue([client]));
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('invoice defaults (docs/domains/billing.md#invoices)', () => {
  it('starts blank with INV- and today, draft, and no due date until one is chosen', () => {
    const now = new Date(2026, 2, 1, 9);
    expect(newInvoiceDraft(null, now)).toMatchObject({ clientId: '', number: `INV-${now.getTime()}`, date: '2026-03-01', endDate: '', status: 'draft', taxRate: '8.25' });
  });

  it('from an estimate takes its client, lines (as new ones), rate, notes and terms, due 30 days on', () => {
    const estimate = { ...invoice('draft'), id: 'e', estimateNumber: 'EST-1', clientId: client.id, taxRate: 0.07, notes: 'n', termsAndConditions: 't' } as unknown as Estimate;
    const draft = newInvoiceDraft(estimate, new Date(2026, 11, 15, 9));
    expect(draft).toMatchObject({ clientId: client.id, date: '2026-12-15', endDate: calendarDaysAfter('2026-12-15', 30), taxRate: '7', notes: 'n', terms: 't' });
    expect(draft.endDate).toBe('2027-01-14');
    expect(draft.lines.map((l) => [l.id, l.description, l.quantity, l.unitPrice])).toEqual([[null, 'Capacitor', '1.5', '99.00']]);
  });

  it("from a completed visit handed over by My Jobs takes the request's client and the work notes (docs/domains/service-requests.md#the-technicians-day)", () => {
    const visit = handedVisit({ visit: { id: 'v1', clientId: client.id, serviceType: 'AC Repair', notes: 'Replaced the capacitor.' } });
    expect(visit).toEqual({ id: 'v1', clientId: client.id, serviceType: 'AC Repair', notes: 'Replaced the capacitor.' });
    expect(visitInvoiceDraft(visit!, new Date(2026, 2, 1, 9))).toMatchObject({ clientId: client.id, notes: 'Replaced the capacitor.', date: '2026-03-01', status: 'draft' });
    expect(handedVisit({ visit: { clientId: client.id } })).toBeNull();
  });

  it('reads the amount paid from amountPaid, failing that paidAmount', () => {
    expect(amountPaidOf(invoice('sent', '12.00'))).toBe('12.00');
    expect(amountPaidOf({ ...invoice('sent'), amountPaid: undefined as unknown as string, paidAmount: '7.50' })).toBe('7.50');
  });

  it('makes a new Idempotency-Key each time, from the crypto source', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^pay-[0-9a-f]{32}$/);
  });
});

describe('invoice detail (docs/domains/billing.md#statuses)', () => {
  it.each([
    ['draft', 'Draft', true, false],
    ['sent', 'Pending', true, true],
    ['partially_paid', 'Pending', true, true],
    // The one deliberate widening: an overdue bill still takes payments (contracts' canRecordPayment).
    ['overdue', 'Overdue', false, true],
    ['paid', 'Paid', false, false],
    ['void', 'Void', false, false],
  ] as const)('a %s invoice reads %s to staff; Edit %s, Record Payment %s', async (status, shown, edit, pay) => {
    signIn('staff');
    await showing(invoice(status));
    expect(document.querySelector('.bl-head .badge')?.textContent).toBe(shown);
    expect(screen.queryByRole('link', { name: 'Edit' }) !== null).toBe(edit);
    expect(recordButton() !== null).toBe(pay);
  });

  it('offers no payment once nothing is owed, and none to a client, who reads their invoice and its payments', async () => {
    signIn('staff');
    await showing(invoice('partially_paid', '258.18', '0.00'));
    expect(recordButton()).toBeNull();
    backOfficeQueries.clear();
    document.body.innerHTML = '';
    signIn('client');
    await showing(invoice('partially_paid', '100.00', '158.18'), [payment]);
    expect(recordButton()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    const history = await screen.findByRole('table', { name: 'Payments, oldest first' });
    expect(within(history).getByText('1042')).toBeTruthy();
    expect(within(history).getByText('Check')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to My Quotes and Invoices/ }).getAttribute('href')).toBe('/my-quotes-and-invoices');
    expect(document.querySelector('[data-total="balanceDue"]')?.textContent).toBe('$158.18');
  });

  it('says so when no payment is recorded yet', async () => {
    signIn('staff');
    await showing(invoice('sent'));
    expect(await screen.findByText('No payments recorded yet.')).toBeTruthy();
  });

  it.each([
    ['en', 'Invoice not found.'],
    ['fa', 'فاکتور پیدا نشد.'],
  ] as const)('says there is no such invoice, or none of the reader’s, under Error (%s)', async (lng, text) => {
    signIn('client');
    fetchDocument.mockRejectedValue(new ApiError('Invoice not found', 404, 'invoiceNotFound'));
    await renderAt(`/admin/invoices/view/${INVOICE_ID}`, { lng });
    const box = await screen.findByRole('alert');
    expect(within(box).getByText(text)).toBeTruthy();
  });
});

describe('Record Payment (docs/domains/billing.md#dialogs)', () => {
  const open = async () => {
    signIn('staff');
    await showing(invoice('partially_paid', '100.00', '158.18'));
    fireEvent.click(recordButton()!);
    return screen.getByRole('dialog');
  };

  it('starts with the balance, today and Credit Card, and refuses 0 and more than the balance before sending', async () => {
    const dialog = await open();
    expect((within(dialog).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('158.18');
    expect((within(dialog).getByLabelText('Payment Method') as HTMLSelectElement).value).toBe('Credit Card');
    expect([...(within(dialog).getByLabelText('Payment Method') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['Credit Card', 'Cash', 'Check', 'Bank Transfer', 'Other']);
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Please enter a valid payment amount.');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '158.19' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('The payment cannot be more than the balance due of $158.18.');
    fireEvent.change(within(dialog).getByLabelText(/Payment Date/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Payment date is required.');
    expect(recordPayment).not.toHaveBeenCalled();
  });

  it('refuses a date more than a year before the invoice or after tomorrow in Houston before sending, as svc-billing would', async () => {
    const dialog = await open();
    for (const day of ['1900-01-01', '2025-02-28', calendarDaysAfter(todayIn(), 2), '2999-12-31']) {
      fireEvent.change(within(dialog).getByLabelText(/Payment Date/), { target: { value: day } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
      expect([day, within(dialog).getByRole('alert').textContent]).toEqual([day, BILLING_MESSAGES.paymentDateOutOfRange]);
    }
    expect(recordPayment).not.toHaveBeenCalled();
  });

  it('says svc-billing’s refusal of the date in the reader’s language', async () => {
    signIn('staff');
    fetchDocument.mockResolvedValue(invoice('sent'));
    fetchPayments.mockResolvedValue([]);
    recordPayment.mockRejectedValue(new ApiError(BILLING_MESSAGES.paymentDateOutOfRange, 400, 'paymentDateOutOfRange'));
    await renderAt(`/admin/invoices/view/${INVOICE_ID}`, { lng: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('La fecha de pago no puede ser más de un año anterior a la fecha de la factura ni posterior a mañana.');
  });

  it('sends one key for every try of one opening, shows the server’s invoice after, and a new key on the next opening', async () => {
    const dialog = await open();
    recordPayment.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(invoice('paid', '258.18', '0.00'));
    fetchPayments.mockResolvedValue([payment]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText('Failed to record payment. Please try again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.bl-head .badge')?.textContent).toBe('Paid');
    const [first, second] = recordPayment.mock.calls;
    expect(first![2]).toBe(second![2]);
    expect(first![1]).toMatchObject({ amount: '158.18', paymentMethod: 'Credit Card', referenceNumber: null });
    expect(recordButton()).toBeNull();
  });

  it.each([
    ['en', 'Record Payment', 'Payment of $50.00 recorded. Balance due: $108.18.'],
    ['fa', 'ثبت پرداخت', 'پرداخت $50.00 ثبت شد. مانده بدهی: $108.18.'],
  ] as const)('confirms a payment in %s with its amount and the balance still owed (#28 item 7)', async (lng, button, words) => {
    signIn('staff');
    fetchDocument.mockResolvedValue(invoice('partially_paid', '100.00', '158.18'));
    fetchPayments.mockResolvedValue([]);
    recordPayment.mockResolvedValue(invoice('partially_paid', '150.00', '108.18'));
    await renderAt(`/admin/invoices/view/${INVOICE_ID}`, { lng }, <Toast />);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/\$/), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.toast-success')?.textContent).toBe(`${words}×`);
  });

  it('is in Persian too', async () => {
    signIn('staff');
    fetchDocument.mockResolvedValue(invoice('sent'));
    fetchPayments.mockResolvedValue([]);
    await renderAt(`/admin/invoices/view/${INVOICE_ID}`, { lng: 'fa' });
    await screen.findByRole('heading', { name: 'فاکتور INV-12' });
    expect(document.querySelector('.bl-head .badge')?.textContent).toBe('در انتظار');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پرداخت' }));
    expect(within(screen.getByRole('dialog')).getByRole('option', { name: 'کارت اعتباری' })).toBeTruthy();
  });
});

describe('invoice create (docs/domains/billing.md#validation)', () => {
  it('asks for a due date and an amount paid from 0 to the total before sending, and sends includeInTaxReport', async () => {
    signIn('staff');
    await renderAt('/admin/invoices/new');
    await screen.findByRole('heading', { name: 'Create New Invoice' });
    await screen.findByRole('option', { name: /Casey Client/ });
    fireEvent.change(screen.getByLabelText(/^Client/), { target: { value: client.id } });
    fireEvent.change(screen.getByLabelText('Description of item 1'), { target: { value: 'Filter' } });
    fireEvent.change(screen.getByLabelText('Unit price of item 1'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Amount Paid'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const alert = document.querySelector('.error-box')!;
    expect(alert.textContent).toContain('Due date is required.');
    expect(alert.textContent).toContain('Amount paid must be 0 or more, and no more than the total.');
    expect(createDocument).not.toHaveBeenCalled();

    createDocument.mockResolvedValue(invoice('sent'));
    fireEvent.change(screen.getByLabelText(/Due Date/), { target: { value: '2026-04-30' } });
    fireEvent.change(screen.getByLabelText('Amount Paid'), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('Include in tax report'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/admin/invoices/view/${INVOICE_ID}`));
    expect(createDocument.mock.calls[0]![2]).toMatchObject({ clientId: client.id, dueDate: '2026-04-30', amountPaid: '5', includeInTaxReport: false, status: 'draft' });
  });
});
