import { act, render, screen } from '@testing-library/react';
import type { HistoryEntry, HistoryResponse } from '@hvac/contracts';
import type { Estimate, Invoice, Quote } from '@hvac/contracts/billing';
import { api, changeLanguage, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { HistoryPanel, type HistoryFieldViews } from '@hvac/ui/history';
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
  names: {},
  at: '2026-11-20T15:04:00.000Z',
  ...overrides,
});
/** What a screen would give the panel: labels and formatters of a few fields. */
const FIELDS: HistoryFieldViews = {
  amountPaid: { label: 'Amount paid', value: (v) => `$${v}` },
  status: { label: 'Status' },
  notes: { label: 'Notes' },
  includeInTaxReport: { label: 'In the tax report' },
};
/** The history's line of one field, whole: `Status: Draft → Sent to client`. */
const change = (field: string) => screen.findByText((_, el) => el?.tagName === 'LI' && el.parentElement?.className === 'history-changes' && !!el.textContent?.startsWith(`${field}:`));
const line = (pattern: RegExp) => screen.findByText((_, el) => el?.tagName === 'P' && pattern.test(el.textContent ?? ''));
const panel = () => render(<HistoryPanel path={`quotes/${ID}/history`} version="v1" className="bl-panel" fields={FIELDS} />);

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
        entry({ id: '3', action: 'payment_recorded', actorName: null, actorRole: 'manager', changes: { amountPaid: ['0.00', '40.00'], status: ['sent', 'partially_paid'] } }),
        entry({ id: '2', action: 'edited', actorName: 'Ada Admin', actorRole: 'admin', changes: { notes: ['Parts', null], includeInTaxReport: [true, false] } }),
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
    expect(screen.getByText(/Amount paid:/).textContent).toBe('Amount paid: $0.00 → $40.00');
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

describe('stored values as the screen writes them (docs/architecture.md#history)', () => {
  const views: HistoryFieldViews = {
    status: { label: 'Status', value: (v) => ({ draft: 'Draft', sent: 'Pending' })[v] ?? v },
    tags: { label: 'Tags', value: (v) => v.toUpperCase() },
    notes: { label: 'Notes' },
    clientId: { label: 'Client', value: 'person' },
    convertedInvoiceId: { label: 'Invoice made from it', value: 'record' },
  };
  const A = '00000000-0000-4000-8000-0000000000a1';
  const B = '00000000-0000-4000-8000-0000000000b2';

  it('writes each field its screen’s way, a list element by element, text as typed; people and records by the names the answer gives', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      answer([entry({ action: 'edited', changes: { status: ['draft', 'sent'], tags: [['draft', 'x'], []], notes: ['draft', 'sent'], clientId: [A, B], convertedInvoiceId: [null, A] }, names: { [A]: 'Casey Client', [B]: 'INV-2026-0007' } })]),
    );
    render(<HistoryPanel path={`quotes/${ID}/history`} fields={views} />);
    expect((await change('Status')).textContent).toBe('Status: Draft → Pending');
    expect((await change('Tags')).textContent).toBe('Tags: DRAFT, X → (none)');
    expect((await change('Notes')).textContent).toBe('Notes: draft → sent');
    expect((await change('Client')).textContent).toBe('Client: Casey Client → INV-2026-0007');
    expect((await change('Invoice made from it')).textContent).toBe('Invoice made from it: (none) → Casey Client');
  });

  it('never shows an id or a field’s stored name: an unnamed person or record is said in words, a field the screen does not know is one line', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([entry({ action: 'edited', changes: { clientId: [A, null], convertedInvoiceId: [null, B], originating_quote_id: [null, A], newField: ['a', 'b'] } })]));
    render(<HistoryPanel path={`quotes/${ID}/history`} fields={views} />);
    expect((await change('Client')).textContent).toBe('Client: A former user → (none)');
    expect((await change('Invoice made from it')).textContent).toBe('Invoice made from it: (none) → (deleted)');
    const lines = [...document.querySelectorAll('.history-changes li')].map((li) => li.textContent);
    expect(lines).toEqual(['Client: A former user → (none)', 'Invoice made from it: (none) → (deleted)', 'Other details changed']);
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

describe('the detail screens label and write every field as they show it (docs/architecture.md#history)', () => {
  const REQUEST = '25e22db8-0000-4000-8000-000000000123';
  const ESTIMATE = '00000000-0000-4000-8000-0000000000e5';
  const created = (changes: HistoryEntry['changes'], names: HistoryEntry['names']) => {
    fetchSends.mockResolvedValue([]);
    fetchPayments.mockResolvedValue([]);
    jest.spyOn(api, 'get').mockResolvedValue(answer([entry({ changes, names })]));
  };

  it('quote: the client by name, money in dollars, days as the page writes them, the estimate by its number, the request by its reference; in English and Persian', async () => {
    fetchDocument.mockResolvedValue(quote);
    created(
      { clientId: [null, client.id], totalAmount: [null, '1161.83'], taxRate: [null, 0.0825], quoteDate: [null, '2026-03-01'], serviceRequestId: [null, REQUEST], convertedEstimateId: [null, ESTIMATE] },
      { [client.id]: 'Casey Client', [ESTIMATE]: 'EST-2026-0009' },
    );
    const { unmount } = await renderAt(`/admin/quotes/view/${ID}`);
    expect((await change('Client')).textContent).toBe('Client: (none) → Casey Client');
    expect((await change('Total')).textContent).toBe('Total: (none) → $1,161.83');
    expect((await change('Tax rate')).textContent).toBe('Tax rate: (none) → 8.25%');
    expect((await change('Quote Date')).textContent).toBe('Quote Date: (none) → Mar 1, 2026');
    expect((await change('Service Request')).textContent).toBe('Service Request: (none) → Reference 25e22db8');
    expect((await change('Estimate made from it')).textContent).toBe('Estimate made from it: (none) → EST-2026-0009');
    unmount();
    backOfficeQueries.clear();
    await renderAt(`/admin/quotes/view/${ID}`, { lng: 'fa' });
    expect((await change('مشتری')).textContent).toBe('مشتری: (هیچ) ← Casey Client');
    expect((await change('برآورد ساخته‌شده از آن')).textContent).toBe('برآورد ساخته‌شده از آن: (هیچ) ← EST-2026-0009');
  });

  it('invoice: amount paid, the day it was paid, the tax report flag and the estimate it came from, in its own words', async () => {
    fetchDocument.mockResolvedValue(invoice);
    created({ amountPaid: ['0.00', '40.00'], paymentDate: [null, '2026-03-05'], includeInTaxReport: [true, false], originatingEstimateId: [null, ESTIMATE] }, { [ESTIMATE]: 'EST-2026-0009' });
    await renderAt(`/admin/invoices/view/${ID}`);
    expect((await change('Amount Paid')).textContent).toBe('Amount Paid: $0.00 → $40.00');
    expect((await change('Paid On')).textContent).toBe('Paid On: (none) → Mar 5, 2026');
    expect((await change('Include in tax report')).textContent).toBe('Include in tax report: yes → no');
    expect((await change('Originating estimate')).textContent).toBe('Originating estimate: (none) → EST-2026-0009');
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
