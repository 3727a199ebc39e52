import { randomUUID } from 'node:crypto';
import { setClock } from '@hvac/contracts/testing';
import { monthStart } from '../src/summary/service';
import { startBilling, type TestBilling, type TestUser } from './helpers';

/*
 * The overview widgets (docs/domains/billing.md#overview-widget), on rows written straight into the
 * tables so every figure is known to the cent. The clock stands at 22:30 on 28 February in Houston,
 * already 1 March in UTC: Houston's calendar must decide what is overdue and which month is this one.
 */
setClock(Date.parse('2026-03-01T04:30:00Z'));

let t: TestBilling;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;
let otherClient: TestUser;

let sequence = 0;
async function invoice(clientId: string, status: string, dueDate: string, total: string, paid = '0.00'): Promise<string> {
  const id = randomUUID();
  await t.h.service.ctx.db('invoices').insert({
    id,
    invoice_number: `INV-SUM-${(sequence += 1)}`,
    client_id: clientId,
    invoice_date: '2026-01-02',
    due_date: dueDate,
    status,
    tax_rate: '0',
    sub_total: total,
    tax_amount: '0',
    total_amount: total,
    amount_paid: paid,
  });
  return id;
}
async function quote(clientId: string, status: string, total: string): Promise<void> {
  await t.h.service.ctx.db('quotes').insert({
    id: randomUUID(),
    quote_number: `QOT-SUM-${(sequence += 1)}`,
    client_id: clientId,
    quote_date: '2026-02-01',
    status,
    tax_rate: '0',
    sub_total: total,
    tax_amount: '0',
    total_amount: total,
  });
}
const payment = (invoiceId: string, amount: string, paymentDate: string) =>
  t.h.service.ctx.db('payments').insert({ id: randomUUID(), invoice_id: invoiceId, amount, payment_date: paymentDate, payment_method: 'Check' });

beforeAll(async () => {
  t = await startBilling();
  admin = await t.user('admin');
  manager = await t.user('manager');
  staff = await t.user('staff');
  client = await t.user('client');
  otherClient = await t.user('client');
  const c = client.user.id;
  const o = otherClient.user.id;

  // Overdue: past its due date in Houston, or marked overdue.
  await invoice(c, 'sent', '2026-02-27', '100.00');
  const partly = await invoice(c, 'partially_paid', '2026-01-15', '250.00', '100.00');
  await invoice(o, 'overdue', '2026-03-20', '40.50');
  // Owed but not overdue: due today in Houston (tomorrow's date already in UTC), and due later.
  await invoice(c, 'sent', '2026-02-28', '60.25');
  await invoice(o, 'partially_paid', '2026-04-01', '90.00', '89.99');
  // Never owed: a draft, a void invoice (even past due) and a paid one.
  await invoice(c, 'draft', '2026-01-01', '999.00');
  await invoice(c, 'void', '2026-01-01', '888.00');
  const paid = await invoice(o, 'paid', '2026-01-01', '70.00', '70.00');

  // Payments, by their calendar day: 1 March is tomorrow in Houston, 31 December the month before last.
  await payment(partly, '100.00', '2026-01-31');
  await payment(paid, '30.00', '2026-01-01');
  await payment(paid, '25.00', '2026-02-01');
  await payment(paid, '15.00', '2026-02-28');
  await payment(paid, '0.01', '2025-12-31');
  await payment(paid, '0.02', '2026-03-01');

  await quote(c, 'sent_to_client', '161.83');
  await quote(c, 'sent_to_client', '10.00');
  await quote(o, 'sent_to_client', '5.05');
  for (const status of ['draft', 'accepted_by_client', 'rejected_by_client', 'converted_to_invoice']) await quote(c, status, '1000.00');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });

describe('GET /api/invoices/summary (docs/domains/billing.md#overview-widget)', () => {
  it('answers the company’s overdue and unpaid invoices with what they still owe, and the payments of this and last month in Houston', async () => {
    const res = await get('/api/invoices/summary', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        overdue: { count: 3, total: '290.50' },
        unpaid: { count: 5, total: '350.76' },
        revenue: { thisMonth: '40.00', lastMonth: '130.00' },
      },
    });
  });

  it('counts overdue and unpaid exactly as the list’s overdue and unpaid filters do, for staff and a client', async () => {
    for (const token of [admin.token, client.token]) {
      const { overdue, unpaid } = (await get('/api/invoices/summary', token)).json().data;
      expect((await get('/api/invoices?status=overdue', token)).json().data.invoices).toHaveLength(overdue.count);
      const listed = (await get('/api/invoices?status=unpaid', token)).json().data.invoices as { status: string; totalAmount: string; amountPaid: string }[];
      expect(listed).toHaveLength(unpaid.count);
      for (const i of listed) expect(['sent', 'partially_paid', 'overdue']).toContain(i.status);
    }
  });

  it('answers the same to a manager and to staff, who may open the invoice list', async () => {
    const figures = (await get('/api/invoices/summary', admin.token)).json();
    for (const u of [manager, staff]) expect((await get('/api/invoices/summary', u.token)).json()).toEqual(figures);
  });

  it('answers a client only their own invoices, and no revenue', async () => {
    expect((await get('/api/invoices/summary', client.token)).json().data).toEqual({
      overdue: { count: 2, total: '250.00' },
      unpaid: { count: 3, total: '310.25' },
      revenue: null,
    });
    expect((await get('/api/invoices/summary', otherClient.token)).json().data).toEqual({
      overdue: { count: 1, total: '40.50' },
      unpaid: { count: 2, total: '40.51' },
      revenue: null,
    });
  });

  it('refuses a caller without a token', async () => {
    const res = await get('/api/invoices/summary');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('GET /api/quotes/summary (docs/domains/billing.md#overview-widget)', () => {
  it('answers the quotes sent and awaiting their client’s answer, with their total, to staff of every rank', async () => {
    for (const u of [admin, manager, staff]) {
      expect((await get('/api/quotes/summary', u.token)).json()).toEqual({ status: 'success', data: { awaitingAnswer: { count: 3, total: '176.88' } } });
    }
  });

  it('answers a client only the quotes awaiting their own answer', async () => {
    expect((await get('/api/quotes/summary', client.token)).json().data).toEqual({ awaitingAnswer: { count: 2, total: '171.83' } });
    expect((await get('/api/quotes/summary', otherClient.token)).json().data).toEqual({ awaitingAnswer: { count: 1, total: '5.05' } });
  });

  it('refuses a caller without a token', async () => {
    expect((await get('/api/quotes/summary')).statusCode).toBe(401);
  });
});

describe("the company's figures follow every write (migration 0010's totals)", () => {
  const db = () => t.h.service.ctx.db;
  const figures = async () => {
    const { overdue, unpaid } = (await get('/api/invoices/summary', admin.token)).json().data;
    // Always what the lists hold.
    expect((await get('/api/invoices?status=overdue', admin.token)).json().data.invoices).toHaveLength(overdue.count);
    expect((await get('/api/invoices?status=unpaid', admin.token)).json().data.invoices).toHaveLength(unpaid.count);
    return { overdue, unpaid, awaiting: (await get('/api/quotes/summary', admin.token)).json().data.awaitingAnswer };
  };

  it('after a payment in full, a new due date, a deletion, and quotes answered or deleted, in one statement or several', async () => {
    await db()('invoices').where({ invoice_number: 'INV-SUM-1' }).update({ status: 'paid', amount_paid: '100.00' });
    expect(await figures()).toMatchObject({ overdue: { count: 2, total: '190.50' }, unpaid: { count: 4, total: '250.76' } });
    await db()('invoices').where({ invoice_number: 'INV-SUM-4' }).update({ due_date: '2026-02-01' });
    expect(await figures()).toMatchObject({ overdue: { count: 3, total: '250.75' }, unpaid: { count: 4, total: '250.76' } });
    await db()('invoices').where({ invoice_number: 'INV-SUM-3' }).delete();
    expect(await figures()).toMatchObject({ overdue: { count: 2, total: '210.25' }, unpaid: { count: 3, total: '210.26' } });
    // One statement moving several rows between statuses and due dates.
    await db()('invoices').whereIn('invoice_number', ['INV-SUM-2', 'INV-SUM-4', 'INV-SUM-6']).update({ status: 'sent', due_date: '2026-12-31' });
    expect(await figures()).toMatchObject({ overdue: { count: 0, total: '0.00' }, unpaid: { count: 4, total: '1209.26' } });

    await db()('quotes').where({ quote_number: 'QOT-SUM-10' }).update({ status: 'accepted_by_client' });
    expect((await figures()).awaiting).toEqual({ count: 2, total: '166.88' });
    await db()('quotes').where({ quote_number: 'QOT-SUM-11' }).delete();
    expect((await figures()).awaiting).toEqual({ count: 1, total: '161.83' });
  });
});

describe('monthStart', () => {
  it('steps over year ends both ways', () => {
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthStart('2025-12-15', 1)).toBe('2026-01-01');
    expect(monthStart('2026-02-28', 0)).toBe('2026-02-01');
  });
});
