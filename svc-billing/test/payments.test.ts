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
  client = await t.user('client');
  otherClient = await t.user('client');
});
afterAll(() => t.close());

/** An invoice of exactly 99.00 (no tax). */
const invoiceOf99 = async (overrides: object = {}, forClient = client): Promise<Invoice> => {
  const res = await t.call({
    method: 'POST',
    url: '/api/invoices',
    token: staff.token,
    payload: invoiceBody(forClient.user.id, { taxRate: 0, lineItems: [{ description: 'Service call', quantity: 1, unitPrice: 99 }], ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data.invoice;
};
const pay = (id: string, payload: object, token = staff.token, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/invoices/${id}/payments`, token, payload, headers });
const payment = (amount: number | string, extra: object = {}) => ({ amount, paymentDate: inDays(0), paymentMethod: 'Cash', ...extra });
const paymentsInDb = (invoiceId: string) => t.h.service.ctx.db('payments').where({ invoice_id: invoiceId });

describe('POST /api/invoices/{id}/payments (docs/domains/billing.md#dialogs)', () => {
  it('records a payment and answers the server’s invoice (201, data.invoice) and the payment', async () => {
    const i = await invoiceOf99();
    const res = await pay(i.id, payment('60.00', { referenceNumber: ' R-17 ', notes: 'At the door' }));
    expect(res.statusCode).toBe(201);
    const { status, data } = res.json();
    expect(status).toBe('success');
    expect(data.invoice).toMatchObject({ id: i.id, status: 'partially_paid', amountPaid: '60.00', balanceDue: '39.00', paymentDate: null });
    expect(data.payment).toEqual({
      id: expect.any(String),
      invoiceId: i.id,
      amount: '60.00',
      paymentDate: inDays(0),
      paymentMethod: 'Cash',
      referenceNumber: 'R-17',
      notes: 'At the door',
      recordedBy: staff.user.id,
      createdAt: expect.any(String),
    });
  });

  it('settles the invoice at its balance: paid, with the payment’s date; amountPaid is the sum of the payments', async () => {
    const i = await invoiceOf99();
    await pay(i.id, payment(60, { paymentDate: inDays(-2) }));
    const res = await pay(i.id, payment(39, { paymentDate: inDays(-1), paymentMethod: undefined }));
    expect(res.json().data.invoice).toMatchObject({ status: 'paid', amountPaid: '99.00', balanceDue: '0.00', paymentDate: inDays(-1) });
    expect(res.json().data.payment.paymentMethod).toBe('Credit Card');
    const [{ sum }] = (await t.h.service.ctx.db('payments').where({ invoice_id: i.id }).sum({ sum: 'amount' })) as [{ sum: string }];
    expect(sum).toBe('99.00');
    expect((await t.events(i.id)).map((e) => e.type)).toEqual(['invoice-created', 'payment-recorded', 'payment-recorded', 'invoice-paid']);
    const recorded = (await t.events(i.id)).filter((e) => e.type === 'payment-recorded').map((e) => e.data);
    expect(recorded[0]).toEqual({ id: expect.any(String), invoiceId: i.id, clientId: client.user.id, amount: '60.00', paymentDate: inDays(-2), paymentMethod: 'Cash', includeInTaxReport: true });
  });

  it.each([
    ['0', payment(0), 'Please enter a valid payment amount.'],
    ['a negative amount', payment(-5), 'Please enter a valid payment amount.'],
    ['text', payment('lots'), 'Please enter a valid payment amount.'],
    ['a third decimal', payment('10.005'), 'Please enter a valid payment amount.'],
    ['no amount', { paymentDate: inDays(0) }, 'Please enter a valid payment amount.'],
    ['no date', { amount: 10 }, 'Payment date is required.'],
    ['a blank date', payment(10, { paymentDate: '' }), 'Payment date is required.'],
    ['an unknown method', payment(10, { paymentMethod: 'Barter' }), BILLING_MESSAGES.paymentMethodInvalid],
    ['more than the balance', payment('99.01'), 'The payment cannot be more than the balance due of $99.00.'],
  ])('refuses %s with a 400 and its message', async (_label, body, message) => {
    const i = await invoiceOf99();
    const res = await pay(i.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await paymentsInDb(i.id)).toEqual([]);
  });

  it('refuses a date more than a year before the invoice or after tomorrow in Houston: 400, a field error, nothing booked', async () => {
    const i = await invoiceOf99({ invoiceDate: '2026-06-15', dueDate: inDays(20) });
    for (const paymentDate of ['1900-01-01', '2999-12-31', inDays(2), '2025-06-14']) {
      const res = await pay(i.id, payment(1, { paymentDate }));
      const refusal = { field: 'paymentDate', code: 'paymentDateOutOfRange', message: BILLING_MESSAGES.paymentDateOutOfRange };
      expect([paymentDate, res.statusCode, res.json()]).toEqual([paymentDate, 400, { message: refusal.message, code: refusal.code, details: { errors: [refusal] } }]);
    }
    expect(await paymentsInDb(i.id)).toEqual([]);
    expect((await t.events(i.id)).filter((e) => e.type === 'payment-recorded')).toEqual([]);
    // The bounds themselves are days a payment may have.
    for (const paymentDate of ['2025-06-15', inDays(1)]) expect((await pay(i.id, payment(1, { paymentDate }))).statusCode).toBe(201);
  });

  it('takes each of the methods', async () => {
    const i = await invoiceOf99();
    for (const paymentMethod of ['Credit Card', 'Cash', 'Check', 'Bank Transfer', 'Other']) expect((await pay(i.id, payment(1, { paymentMethod }))).statusCode).toBe(201);
  });

  it('refuses a paid, a void and a draft invoice with 409, and an unknown one with 404', async () => {
    const paid = await invoiceOf99();
    await pay(paid.id, payment(99));
    const voided = await invoiceOf99({ status: 'void' });
    const draft = await invoiceOf99({ status: 'draft' });
    for (const i of [paid, voided, draft]) {
      const res = await pay(i.id, payment(1));
      expect([i.status, res.statusCode, res.json()]).toEqual([i.status, 409, { message: BILLING_MESSAGES.invoiceNotPayable, code: 'invoiceNotPayable' }]);
    }
    expect((await pay(randomUUID(), payment(1))).statusCode).toBe(404);
  });

  it('takes payments on an overdue invoice (the deliberate widening)', async () => {
    const late = await invoiceOf99({ invoiceDate: inDays(-60), dueDate: inDays(-30) });
    expect(late.status).toBe('overdue');
    const res = await pay(late.id, payment(9));
    expect(res.json().data.invoice).toMatchObject({ status: 'overdue', amountPaid: '9.00' });
  });

  it('lets admin, manager and staff pay; a client gets 403, nobody gets 401', async () => {
    const i = await invoiceOf99();
    for (const u of [admin, manager, staff]) expect((await pay(i.id, payment(1), u.token)).statusCode).toBe(201);
    const res = await pay(i.id, payment(1), client.token);
    expect(res.statusCode).toBe(403);
    expect((await pay(i.id, payment(1), '')).json()).toEqual({ message: 'Authentication required. Please log in.', code: 'unauthorized' });
  });
});

describe('concurrent payments', () => {
  it('8 payments of 60 at once on a 99 invoice: exactly one succeeds', async () => {
    const i = await invoiceOf99();
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(i.id, payment(60))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(7).fill([400, 'paymentExceedsBalance']));
    expect(refused[0]!.json().message).toBe('The payment cannot be more than the balance due of $39.00.');
    expect(await paymentsInDb(i.id)).toHaveLength(1);
    const read = (await t.call({ method: 'GET', url: `/api/invoices/${i.id}`, token: staff.token })).json().data.invoice;
    expect(read).toMatchObject({ amountPaid: '60.00', balanceDue: '39.00' });
  });
});

describe('Idempotency-Key', () => {
  it('pays once when a payment is retried with the same key, answering the first result', async () => {
    const i = await invoiceOf99();
    const key = randomUUID();
    const first = await pay(i.id, payment(20), staff.token, { 'idempotency-key': key });
    await pay(i.id, payment(5));
    const retry = await pay(i.id, payment(20), staff.token, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await paymentsInDb(i.id)).toHaveLength(2);
    expect((await t.events(i.id)).filter((e) => e.type === 'payment-recorded')).toHaveLength(2);
  });

  it('pays once when the retries race the first attempt', async () => {
    const i = await invoiceOf99();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => pay(i.id, payment(30), staff.token, { 'idempotency-key': key })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(results.map((r) => r.json().data.payment.id)).size).toBe(1);
    expect(await paymentsInDb(i.id)).toHaveLength(1);
  });

  it('refuses the same key for a different payment (409), and treats another invoice’s key as new', async () => {
    const i = await invoiceOf99();
    const key = randomUUID();
    await pay(i.id, payment(20), staff.token, { 'idempotency-key': key });
    const other = await pay(i.id, payment(21), staff.token, { 'idempotency-key': key });
    expect([other.statusCode, other.json().code]).toEqual([409, 'idempotencyKeyReused']);
    const j = await invoiceOf99();
    expect((await pay(j.id, payment(20), staff.token, { 'idempotency-key': key })).statusCode).toBe(201);
  });

  it('does not keep a refusal: a retry after a fixed mistake pays', async () => {
    const i = await invoiceOf99();
    const key = randomUUID();
    expect((await pay(i.id, payment(500), staff.token, { 'idempotency-key': key })).statusCode).toBe(400);
    expect((await pay(i.id, payment(50), staff.token, { 'idempotency-key': key })).statusCode).toBe(201);
  });
});

describe('GET /api/invoices/{id}/payments (the payment history)', () => {
  it('lists an invoice’s payments oldest first, to staff and to the invoice’s own client only', async () => {
    const i = await invoiceOf99();
    await pay(i.id, payment(10, { paymentMethod: 'Check', referenceNumber: '1001' }));
    await pay(i.id, payment(20));
    const res = await t.call({ method: 'GET', url: `/api/invoices/${i.id}/payments`, token: manager.token });
    expect(res.json().data.payments.map((p: { amount: string; paymentMethod: string }) => [p.amount, p.paymentMethod])).toEqual([
      ['10.00', 'Check'],
      ['20.00', 'Cash'],
    ]);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${i.id}/payments`, token: client.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${i.id}/payments`, token: otherClient.token })).statusCode).toBe(404);
  });
});
