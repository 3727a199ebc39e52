import { act, render, screen } from '@testing-library/react';
import type { Estimate, HistoryEntry, HistoryResponse, Invoice, Quote } from '@hvac/contracts';
import { api, changeLanguage, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { HistoryPanel } from '@hvac/ui/history';
import * as documentApi from '../src/documents/api';
import * as invoiceApi from '../src/invoices/api';
import * as shared from '../src/shared/api';
import { renderAt, signIn, USERS } from './harness';

// The detail screens read their document, sends and payments through the app's own call modules, as in
// invoices.test.tsx; the history call is the panel's own, answered below.
jest.mock('../src/shared/api', () => ({ ...jest.requireActual('../src/shared/api'), fetchDocument: jest.fn() }));
jest.mock('../src/documents/api', () => ({ ...jest.requireActual('../src/documents/api'), fetchSends: jest.fn() }));
jest.mock('../src/invoices/api', () => ({ ...jest.requireActual('../src/invoices/api'), fetchPayments: jest.fn() }));
const fetchDocument = jest.mocked(shared.fetchDocument);
const fetchSends = jest.mocked(documentApi.fetchSends);
const fetchPayments = jest.mocked(invoiceApi.fetchPayments);

// The panel every detail screen shows (docs/domains/billing.md#history), against a stand-in for its call.
const ID = '00000000-0000-4000-8000-000000000801';
const answer = (history: HistoryEntry[]): HistoryResponse => ({ status: 'success', data: { history, nextCursor: null } });
const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: '1',
  entityType: 'quote',
  entityId: ID,
  action: 'created',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorRole: 'staff',
  actorName: 'Sam Staff',
  changes: {},
  at: '2026-11-20T15:04:00.000Z',
  ...overrides,
});
/** The history's line of one field, whole: `Status: Draft → Sent to client`. */
const change = (field: string) => screen.findByText((_, el) => el?.tagName === 'LI' && el.parentElement?.className === 'history-changes' && !!el.textContent?.startsWith(`${field}:`));
const line = (pattern: RegExp) => screen.findByText((_, el) => el?.tagName === 'P' && pattern.test(el.textContent ?? ''));
const panel = () => render(<HistoryPanel path={`quotes/${ID}/history`} version="v1" className="bl-panel" />);

beforeEach(async () => {
  signIn('staff');
  await act(() => changeLanguage('en'));
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('HistoryPanel (docs/architecture.md#history)', () => {
  it('shows that it is loading while the call is under way', () => {
    const get = jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
    panel();
    expect(screen.getByRole('heading', { name: 'Change history' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading the history…');
    expect(get).toHaveBeenCalledWith(`quotes/${ID}/history`, expect.objectContaining({ signal: expect.anything() }));
  });

  it('says so when the call fails', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('down'));
    panel();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the history.');
  });

  it('says so when nothing is recorded yet', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([]));
    panel();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('words each change with who, their role and when, and each field from → to', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      answer([
        entry({ id: '3', action: 'payment_recorded', actorName: null, actorRole: 'manager', changes: { amount_paid: ['0.00', '40.00'], status: ['sent', 'partially_paid'] } }),
        entry({ id: '2', action: 'edited', actorName: 'Ada Admin', actorRole: 'admin', changes: { notes: ['Parts', null], include_in_tax_report: [true, false] } }),
        entry({ id: '1', actorId: null, actorRole: null, actorName: null }),
      ]),
    );
    panel();
    const items = await screen.findAllByRole('listitem');
    const lines = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL').map((li) => li.querySelector('p')!.textContent);
    expect(items.length).toBeGreaterThan(3);
    expect(lines[0]).toMatch(/^A former user \(manager\) recorded a payment · Nov 20, 2026/);
    expect(lines[1]).toMatch(/^Ada Admin \(admin\) edited it · /);
    expect(lines[2]).toMatch(/^The system created it · /);
    expect(screen.getByText(/Amount paid:/).textContent).toBe('Amount paid: 0.00 → 40.00');
    expect(screen.getByText(/Notes:/).textContent).toBe('Notes: Parts → (none)');
    expect(screen.getByText(/In the tax report:/).textContent).toBe('In the tax report: yes → no');
  });

  it('speaks Persian and Spanish', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([entry({ action: 'approved', actorRole: 'manager', actorName: 'Mona' })]));
    await act(() => changeLanguage('fa'));
    const { unmount } = panel();
    expect(await line(/^Mona \(مدیر\) آن را تأیید کرد · /)).toBeTruthy();
    unmount();
    await act(() => changeLanguage('es'));
    panel();
    expect(await line(/^Mona \(gerente\) lo aprobó · /)).toBeTruthy();
  });
});

describe('stored values in the reader’s words', () => {
  it('names what the screen describes and keeps the rest, an array element by element, as stored', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([entry({ action: 'edited', changes: { status: ['draft', 'sent'], tags: [['draft', 'x'], []], tax_rate: [0.07, 0.0825], notes: ['draft', 'sent'] } })]));
    const words: Record<string, string> = { draft: 'Draft', sent: 'Pending' };
    render(<HistoryPanel path={`quotes/${ID}/history`} describeValue={(field, value) => (field === 'notes' ? undefined : words[value])} />);
    expect((await change('Status')).textContent).toBe('Status: Draft → Pending');
    expect((await change('Tags')).textContent).toBe('Tags: Draft, x → (none)');
    expect((await change('Tax rate')).textContent).toBe('Tax rate: 0.07 → 0.0825');
    expect((await change('Notes')).textContent).toBe('Notes: draft → sent');
  });
});

const client = { id: USERS.client.id, username: 'Casey Client', email: 'client@example.com' };
const common = {
  clientId: client.id,
  client,
  lineItems: [],
  subTotal: '0.00',
  taxRate: 0,
  taxAmount: '0.00',
  totalAmount: '0.00',
  notes: null,
  termsAndConditions: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const quote = { ...common, id: ID, quoteNumber: 'QOT-7', customerName: null, customerEmail: null, quoteDate: '2026-03-01', expiryDate: null, status: 'sent_to_client', serviceRequestId: null, convertedEstimateId: null, convertedInvoiceId: null } as Quote;
const estimate = { ...common, id: ID, estimateNumber: 'EST-9', estimateDate: '2026-03-02', expiryDate: null, status: 'accepted_by_client', originatingQuoteId: null, serviceRequestId: null, convertedInvoiceId: null } as unknown as Estimate;
const invoice = {
  ...common,
  id: ID,
  invoiceNumber: 'INV-12',
  originatingEstimateId: null,
  originatingQuoteId: null,
  invoiceDate: '2026-03-01',
  dueDate: '2999-03-31',
  status: 'sent',
  includeInTaxReport: true,
  amountPaid: '0.00',
  balanceDue: '0.00',
  paymentDate: null,
} as Invoice;

/** The detail screen of `doc` at `path`, its history one status change `from` → `to` beside a free-text field. */
async function detail(path: string, doc: Quote | Estimate | Invoice, from: string, to: string, lng: 'en' | 'fa' | 'es') {
  fetchDocument.mockResolvedValue(doc);
  fetchSends.mockResolvedValue([]);
  fetchPayments.mockResolvedValue([]);
  jest.spyOn(api, 'get').mockResolvedValue(answer([entry({ action: 'status_changed', changes: { status: [from, to], notes: [null, from] } })]));
  return renderAt(path, { lng });
}

describe('the detail screens word a status as they show it (docs/domains/billing.md#detail-page-spellings)', () => {
  it('quote: the badge’s words, in English and Spanish', async () => {
    const { unmount } = await detail(`/admin/quotes/view/${ID}`, quote, 'draft', 'sent_to_client', 'en');
    expect((await change('Status')).textContent).toBe('Status: Draft → Sent to client');
    expect((await change('Notes')).textContent).toBe('Notes: (none) → draft');
    unmount();
    backOfficeQueries.clear();
    await detail(`/admin/quotes/view/${ID}`, quote, 'draft', 'sent_to_client', 'es');
    expect((await change('Estado')).textContent).toBe('Estado: Borrador → Enviada al cliente');
  });

  it('estimate: the badge’s words, in English and Persian', async () => {
    const { unmount } = await detail(`/admin/estimates/view/${ID}`, estimate, 'sent_to_client', 'accepted_by_client', 'en');
    expect((await change('Status')).textContent).toBe('Status: Sent to client → Accepted by client');
    unmount();
    backOfficeQueries.clear();
    await detail(`/admin/estimates/view/${ID}`, estimate, 'sent_to_client', 'accepted_by_client', 'fa');
    expect((await change('وضعیت')).textContent).toBe('وضعیت: ارسال‌شده برای مشتری ← پذیرفته‌شده توسط مشتری');
  });

  it('invoice: the list’s words, which tell sent from partially paid (both Pending on the badge), in English and Persian', async () => {
    const { unmount } = await detail(`/admin/invoices/view/${ID}`, invoice, 'sent', 'partially_paid', 'en');
    expect((await change('Status')).textContent).toBe('Status: Sent → Partially paid');
    unmount();
    backOfficeQueries.clear();
    await detail(`/admin/invoices/view/${ID}`, invoice, 'sent', 'overdue', 'fa');
    expect((await change('وضعیت')).textContent).toBe('وضعیت: ارسال‌شده ← سررسید گذشته');
  });
});

describe('a client reads the document, not how it was sent or changed (docs/domains/billing.md#documents)', () => {
  it.each([
    [`/admin/quotes/view/${ID}`, quote, 'Quote QOT-7'],
    [`/admin/estimates/view/${ID}`, estimate, /EST-9/],
    [`/admin/invoices/view/${ID}`, invoice, 'Invoice INV-12'],
  ] as const)('%s shows neither history and asks for neither (svc-billing answers a client 403)', async (path, doc, heading) => {
    signIn('client');
    fetchDocument.mockResolvedValue(doc);
    fetchPayments.mockResolvedValue([]);
    fetchSends.mockClear();
    const get = jest.spyOn(api, 'get');
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Email History' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Change history' })).toBeNull();
    expect(fetchSends).not.toHaveBeenCalled();
    expect(get.mock.calls.filter(([url]) => String(url).endsWith('/history'))).toEqual([]);
  });
});
