import { randomUUID } from 'node:crypto';
import { setClock } from '@hvac/contracts/testing';
import { taxSoFar } from '../src/tax/service';
import { expenseBody, startFinance, type TestFinance, type TestUser } from './helpers';

/*
 * The overview widget's figures on GET /api/expenses/summary (docs/domains/finance.md#overview-widget),
 * worked by hand. The clock stands on 20 May 2026 in Houston: tax year 2026, the June installment next.
 */
setClock(Date.parse('2026-05-20T15:00:00Z'));

let t: TestFinance;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;

async function payment(amount: string, paymentDate: string, includeInTaxReport = true): Promise<void> {
  await t.h.service.ctx.db('income_payments').insert({
    payment_id: randomUUID(),
    invoice_id: randomUUID(),
    client_id: randomUUID(),
    amount,
    payment_date: paymentDate,
    payment_method: 'Check',
    include_in_tax_report: includeInTaxReport,
    event_id: randomUUID(),
    recorded_at: new Date(),
  });
}
async function expense(amount: string, expenseDate: string, status?: string): Promise<void> {
  const res = await t.call({ method: 'POST', url: '/api/expenses', token: admin.token, payload: expenseBody({ amount, expenseDate, ...(status ? { status } : {}) }) });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await startFinance();
  admin = await t.user('admin');
  manager = await t.user('manager');
  staff = await t.user('staff');
  client = await t.user('client');
  // Income 2026: 10 000.00 counted; a payment of an invoice left out of the tax report, and last year's, are not.
  await payment('10000.00', '2026-02-10');
  await payment('500.00', '2026-03-01', false);
  await payment('999.00', '2025-12-31');
  // Expenses 2026: 2 000.00 approved counts; pending ones wait for approval (whatever their year); rejected neither.
  await expense('2000.00', '2026-04-01', 'approved');
  await expense('100.10', '2026-05-01');
  await expense('0.15', '2024-01-01');
  await expense('50.00', '2026-05-02', 'rejected');
});
afterAll(() => t.close());

const summary = (token?: string) => t.call({ method: 'GET', url: '/api/expenses/summary', token });

describe('GET /api/expenses/summary: the overview widget (docs/domains/finance.md#overview-widget)', () => {
  it('answers the pending expenses and the year’s estimated tax with the next installment’s due date', async () => {
    const res = await summary(admin.token);
    expect(res.statusCode).toBe(200);
    // Net 8 000.00: self-employment tax 916.11 + 214.25 = 1 130.36; taxable 8 000.00 − 565.18 = 7 434.82 at 10 % = 743.48.
    expect(res.json().data).toMatchObject({ awaitingApproval: { count: 2, total: '100.25' }, tax: { yearToDate: '1873.84', nextDueDate: '2026-06-15' } });
  });

  it('gives the estimated tax the year’s tax report gives', async () => {
    const report = (await t.call({ method: 'GET', url: '/api/tax-reports/generate?taxYear=2026', token: manager.token })).json().data.taxReport;
    expect((await summary(manager.token)).json().data.tax.yearToDate).toBe(report.taxCalculations.estimatedTax);
  });

  it('keeps the range’s totals beside it, and the widget’s figures whatever the range', async () => {
    const ranged = (await t.call({ method: 'GET', url: '/api/expenses/summary?startDate=2026-05-01&endDate=2026-05-31', token: admin.token })).json().data;
    expect(ranged.summary).toEqual({ totalAmount: '150.10', taxDeductibleAmount: '150.10', pendingAmount: '100.10', totalExpenses: 2 });
    expect(ranged.awaitingApproval).toEqual({ count: 2, total: '100.25' });
  });

  it('follows an approval and a move of a pending expense to another day (the day totals of migration 0009)', async () => {
    const db = t.h.service.ctx.db;
    await db('expenses').where({ amount: '0.15' }).update({ expense_date: '2026-06-01' });
    expect((await summary(admin.token)).json().data.awaitingApproval).toEqual({ count: 2, total: '100.25' });
    await db('expenses').where({ amount: '100.10' }).update({ status: 'approved' });
    expect((await summary(admin.token)).json().data.awaitingApproval).toEqual({ count: 1, total: '0.15' });
    await db('expenses').where({ amount: '100.10' }).update({ status: 'pending' });
    await db('expenses').where({ amount: '0.15' }).update({ expense_date: '2024-01-01' });
    expect((await summary(admin.token)).json().data.awaitingApproval).toEqual({ count: 2, total: '100.25' });
  });

  it('lets in admin and manager only: staff and a client 403, no token 401', async () => {
    expect((await summary(manager.token)).statusCode).toBe(200);
    for (const u of [staff, client]) {
      const res = await summary(u.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('expenseAccessDenied');
    }
    expect((await summary()).statusCode).toBe(401);
  });

  it('names last year’s January installment until it is due, then this year’s next one, a due day included', async () => {
    const due = async (at: string) => (await taxSoFar(t.h.service.ctx.db, new Date(at))).nextDueDate;
    expect(await due('2026-01-10T18:00:00Z')).toBe('2026-01-15');
    expect(await due('2026-04-15T18:00:00Z')).toBe('2026-04-15');
    expect(await due('2026-04-16T18:00:00Z')).toBe('2026-06-15');
    expect(await due('2026-12-31T18:00:00Z')).toBe('2027-01-15');
  });
});
