import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, type Invoice } from '@hvac/contracts/billing';
import { inDays, invoiceBody, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;
let otherClient: TestUser;

beforeAll(async () => {
  t = await startBilling();
  admin = await t.user('admin');
  manager = await t.user('manager');
  staff = await t.user('staff');
  client = await t.user('client', { username: 'Ivy Invoice' });
  otherClient = await t.user('client');
});
afterAll(() => t.close());

const create = (payload: object, token = staff.token) => t.call({ method: 'POST', url: '/api/invoices', payload, token });
const created = async (overrides: object = {}, forClient = client): Promise<Invoice> => {
  const res = await create({ ...invoiceBody(forClient.user.id), ...overrides });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.invoice;
};
const put = (i: Invoice, overrides: object = {}, token = staff.token) =>
  t.call({ method: 'PUT', url: `/api/invoices/${i.id}`, token, payload: { ...invoiceBody(client.user.id, { invoiceNumber: i.invoiceNumber }), ...overrides } });
const pay = (i: Invoice, amount: number | string, token = staff.token) =>
  t.call({ method: 'POST', url: `/api/invoices/${i.id}/payments`, token, payload: { amount, paymentDate: inDays(0), paymentMethod: 'Check' } });
const get = (id: string, token = staff.token) => t.call({ method: 'GET', url: `/api/invoices/${id}`, token });

describe('invoices (docs/domains/billing.md#calls)', () => {
  it('creates with the defaults (rate 0.0825, in the tax report) and answers data.invoice with the balance', async () => {
    const res = await create({ ...invoiceBody(client.user.id), taxRate: undefined, includeInTaxReport: undefined, status: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.invoice).toMatchObject({
      clientId: client.user.id,
      client: { id: client.user.id, username: 'Ivy Invoice', email: client.user.email },
      invoiceDate: inDays(0),
      dueDate: inDays(30),
      status: 'draft',
      taxRate: 0.0825,
      subTotal: '149.50',
      taxAmount: '12.33',
      totalAmount: '161.83',
      includeInTaxReport: true,
      amountPaid: '0.00',
      balanceDue: '161.83',
      paymentDate: null,
      originatingEstimateId: null,
      originatingQuoteId: null,
    });
    const read = await get(res.json().data.invoice.id);
    expect(read.json()).toEqual({ status: 'success', data: { invoice: res.json().data.invoice } });
  });

  it('answers 404 "Invoice not found"', async () => {
    expect((await get(randomUUID())).json()).toEqual({ message: 'Invoice not found', code: 'invoiceNotFound' });
  });

  it.each([
    ['no client', { clientId: null }, 'Please select a client.'],
    ['no due date', { dueDate: undefined }, 'Due date is required.'],
    ['a blank due date', { dueDate: '' }, 'Due date is required.'],
    ['a negative unit price', { lineItems: [{ description: 'Credit', quantity: 1, unitPrice: -1 }] }, 'Please ensure all line items have a description and positive quantity.'],
    ['a zero quantity', { lineItems: [{ description: 'Filter', quantity: 0, unitPrice: 1 }] }, 'Please ensure all line items have a description and positive quantity.'],
    ['a negative amount paid', { amountPaid: -1 }, BILLING_MESSAGES.amountPaidInvalid],
    ['an amount paid above the total', { amountPaid: '1000.00' }, BILLING_MESSAGES.amountPaidInvalid],
    ['paid without money received', { status: 'paid' }, BILLING_MESSAGES.invoiceStatusFromPayments],
    ['an originating quote that does not exist', { originatingQuoteId: randomUUID() }, BILLING_MESSAGES.originatingQuoteNotFound],
  ])('refuses %s with a 400 and its message', async (_label, overrides, message) => {
    const res = await create({ ...invoiceBody(client.user.id), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an invoice number that exists with 409 "Invoice number already exists."', async () => {
    const i = await created();
    const res = await create(invoiceBody(client.user.id, { invoiceNumber: i.invoiceNumber }));
    expect(res.json()).toEqual({ message: 'Invoice number already exists.', code: 'invoiceNumberTaken' });
  });

  it('books an amount already paid as a payment: partially paid, or paid with its date', async () => {
    const part = await created({ amountPaid: 50 });
    expect(part).toMatchObject({ status: 'partially_paid', amountPaid: '50.00', balanceDue: '111.83', paymentDate: null });
    const history = (await t.call({ method: 'GET', url: `/api/invoices/${part.id}/payments`, token: staff.token })).json().data.payments;
    expect(history).toEqual([expect.objectContaining({ amount: '50.00', paymentMethod: 'Other', paymentDate: inDays(0), recordedBy: staff.user.id })]);
    const full = await created({ amountPaid: '161.83', invoiceDate: inDays(-1) });
    expect(full).toMatchObject({ status: 'paid', amountPaid: '161.83', balanceDue: '0.00', paymentDate: inDays(-1) });
    expect((await t.events(full.id)).map((e) => e.type)).toEqual(['invoice-created', 'payment-recorded', 'invoice-paid']);
  });

  it('writes invoice-created once', async () => {
    const i = await created();
    expect(await t.events(i.id)).toEqual([{ type: 'invoice-created', data: expect.objectContaining({ id: i.id, totalAmount: '161.83', includeInTaxReport: true, clientId: client.user.id }) }]);
  });
});

describe('overdue (docs/domains/billing.md#statuses)', () => {
  it('reads an unpaid sent invoice past its due date as overdue, in the answer and the status filter', async () => {
    const late = await created({ invoiceDate: inDays(-40), dueDate: inDays(-10) });
    expect(late.status).toBe('overdue');
    const stored = await t.h.service.ctx.db('invoices').where({ id: late.id }).first();
    expect(stored.status).toBe('sent');
    const dueToday = await created({ dueDate: inDays(0) });
    expect(dueToday.status).toBe('sent');
    const draft = await created({ status: 'draft', dueDate: inDays(-10) });
    expect(draft.status).toBe('draft');
    const ids = async (status: string) =>
      ((await t.call({ method: 'GET', url: `/api/invoices?status=${status}&clientId=${client.user.id}`, token: staff.token })).json().data.invoices as Invoice[]).map((i) => i.id);
    expect(await ids('overdue')).toContain(late.id);
    expect(await ids('sent')).not.toContain(late.id);
    expect(await ids('sent')).toContain(dueToday.id);
    const partly = await created({ dueDate: inDays(-1), amountPaid: 1 });
    expect(partly.status).toBe('overdue');
    expect(await ids('overdue')).toContain(partly.id);
    expect(await ids('partially_paid')).not.toContain(partly.id);
  });
});

describe('editing an invoice', () => {
  it('saves the whole invoice, with dates sent as UTC midnight', async () => {
    const i = await created();
    const res = await put(i, { invoiceDate: `${inDays(1)}T00:00:00.000Z`, dueDate: `${inDays(45)}T00:00:00.000Z`, includeInTaxReport: false, notes: 'Net 45' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invoice).toMatchObject({ invoiceDate: inDays(1), dueDate: inDays(45), includeInTaxReport: false, notes: 'Net 45' });
  });

  it('ignores the amount paid the form sends: it is the payments’ sum', async () => {
    const i = await created();
    const res = await put(i, { amountPaid: 100, paidAmount: 100 });
    expect(res.json().data.invoice).toMatchObject({ amountPaid: '0.00', status: 'sent' });
  });

  it('refuses edits of a paid or a void invoice with 409', async () => {
    const paid = await created({ amountPaid: '161.83' });
    const res = await put(paid, { status: 'paid' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: BILLING_MESSAGES.invoiceLocked, code: 'invoiceLocked' });
    const voided = await created();
    expect((await put(voided, { status: 'void' })).statusCode).toBe(200);
    expect((await put(voided, { status: 'draft' })).json().code).toBe('invoiceLocked');
  });

  it('owes nothing once void: balanceDue 0.00 in its answer, the lists (staff’s and the client’s) and its preview', async () => {
    const voided = (await put(await created({ status: 'sent' }), { status: 'void' })).json().data.invoice as Invoice;
    expect([voided.status, voided.totalAmount, voided.amountPaid, voided.balanceDue]).toEqual(['void', '161.83', '0.00', '0.00']);
    expect((await get(voided.id)).json().data.invoice.balanceDue).toBe('0.00');
    for (const token of [staff.token, client.token]) {
      const listed = await t.call({ method: 'GET', url: `/api/invoices?search=${voided.invoiceNumber}`, token });
      expect(listed.json().data.invoices.map((i: Invoice) => [i.id, i.balanceDue])).toEqual([[voided.id, '0.00']]);
    }
    const preview = await t.call({ method: 'GET', url: `/api/documents/invoice/${voided.id}/preview?lang=en`, token: staff.token });
    expect(preview.body).toMatch(/Balance Due<\/span><span class="num">\$0\.00</);
  });

  it('lets payments alone decide paid and partially paid', async () => {
    const i = await created();
    const res = await put(i, { status: 'paid' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'invoiceStatusFromPayments']);
    await pay(i, 10);
    const moved = await put(i, { status: 'draft' });
    expect([moved.statusCode, moved.json().code]).toEqual([409, 'invoiceHasPayments']);
    const echoed = await put(i, { status: 'partially_paid' });
    expect(echoed.json().data.invoice.status).toBe('partially_paid');
  });

  it('keeps the total at or above what was paid, and settles an invoice brought down to it', async () => {
    const i = await created();
    await pay(i, 100);
    const below = await put(i, { status: 'partially_paid', taxRate: 0, lineItems: [{ description: 'Discounted', quantity: 1, unitPrice: 99.99 }] });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: 'The total cannot be less than the amount already paid ($100.00).', code: 'totalBelowPaid' });
    const exact = await put(i, { status: 'partially_paid', taxRate: 0, lineItems: [{ description: 'Discounted', quantity: 1, unitPrice: 100 }] });
    expect(exact.json().data.invoice).toMatchObject({ status: 'paid', balanceDue: '0.00', paymentDate: inDays(0) });
    expect((await t.events(i.id)).map((e) => e.type)).toEqual(['invoice-created', 'payment-recorded', 'invoice-paid']);
  });
});

describe('deleting an invoice', () => {
  it('lets admin and manager delete one without payments; staff and clients get 403', async () => {
    const i = await created();
    for (const u of [staff, client]) expect((await t.call({ method: 'DELETE', url: `/api/invoices/${i.id}`, token: u.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/invoices/${i.id}`, token: manager.token })).json().data.invoice.id).toBe(i.id);
    const j = await created();
    expect((await t.call({ method: 'DELETE', url: `/api/invoices/${j.id}`, token: admin.token })).statusCode).toBe(200);
  });

  it('refuses to delete an invoice with payments (409)', async () => {
    const i = await created();
    await pay(i, 5);
    const res = await t.call({ method: 'DELETE', url: `/api/invoices/${i.id}`, token: admin.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: BILLING_MESSAGES.invoiceDeleteHasPayments, code: 'invoiceDeleteHasPayments' });
  });
});

describe('who sees invoices', () => {
  it('shows a client only their own; another’s is not found; a client cannot create, edit or delete', async () => {
    const mine = await created();
    const theirs = await created({}, otherClient);
    expect((await get(mine.id, client.token)).statusCode).toBe(200);
    expect((await get(theirs.id, client.token)).statusCode).toBe(404);
    expect((await create(invoiceBody(client.user.id), client.token)).statusCode).toBe(403);
    expect((await put(mine, {}, client.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/invoices/${mine.id}`, token: client.token })).statusCode).toBe(403);
  });

  it('hides a draft from its own client: not listed, its detail and payments not found; staff see it', async () => {
    const draft = await created({ status: 'draft' });
    const listed = async (token: string) => ((await t.call({ method: 'GET', url: '/api/invoices?limit=100', token })).json().data.invoices as Invoice[]).map((i) => i.id);
    expect(await listed(client.token)).not.toContain(draft.id);
    expect(await listed(staff.token)).toContain(draft.id);
    const read = await get(draft.id, client.token);
    expect([read.statusCode, read.json()]).toEqual([404, { message: BILLING_MESSAGES.invoiceNotFound, code: 'invoiceNotFound' }]);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${draft.id}/payments`, token: client.token })).statusCode).toBe(404);
    expect((await get(draft.id)).statusCode).toBe(200);
  });
});
