import { randomUUID } from 'node:crypto';
import { currentTaxYear } from '@hvac/contracts/finance';
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

  it('answers every figure from one statement beside the caller’s directory lookup', async () => {
    const statements: string[] = [];
    const record = (query: { sql: string }) => {
      if (!query.sql.includes('users_directory')) statements.push(query.sql);
    };
    const db = t.h.service.ctx.db;
    db.on('query', record);
    const res = await summary(admin.token);
    db.off('query', record);
    expect(res.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
  });

  it('follows the year’s counted expenses through approvals, edits, moves between years and deletes, as the report does (migration 0010)', async () => {
    const db = t.h.service.ctx.db;
    const yearToDate = async () => (await summary(admin.token)).json().data.tax.yearToDate as string;
    const reported = async () => (await t.call({ method: 'GET', url: '/api/tax-reports/generate?taxYear=2026', token: admin.token })).json().data.taxReport.taxCalculations.estimatedTax as string;
    // Each day's counted amount against the expenses themselves: the days whose kept sum differs.
    const drifted = async () =>
      (
        await db.raw(`
          SELECT d.day FROM expense_day_totals d
            LEFT JOIN (SELECT expense_date, sum(amount) AS amount FROM expenses
                        WHERE is_tax_deductible AND status IN ('approved', 'paid', 'reimbursed') GROUP BY expense_date) e ON e.expense_date = d.day
           WHERE d.counted <> coalesce(e.amount, 0)`)
      ).rows;
    const created = (await t.call({ method: 'POST', url: '/api/expenses', token: admin.token, payload: expenseBody({ amount: '1000.00', expenseDate: '2026-05-05' }) })).json().data.expense as { id: string };
    const steps: [string, () => Promise<unknown>][] = [
      ['approved', () => t.call({ method: 'PUT', url: `/api/expenses/${created.id}/status`, token: admin.token, payload: { status: 'approved' } })],
      ['paid', () => db('expenses').where({ id: created.id }).update({ status: 'paid' })],
      ['no longer deductible', () => db('expenses').where({ id: created.id }).update({ is_tax_deductible: false })],
      ['deductible again, re-priced', () => db('expenses').where({ id: created.id }).update({ is_tax_deductible: true, amount: '1500.00' })],
      ['moved to last year', () => db('expenses').where({ id: created.id }).update({ expense_date: '2025-12-31' })],
      ['moved back', () => db('expenses').where({ id: created.id }).update({ expense_date: '2026-01-01' })],
      ['deleted', () => t.call({ method: 'DELETE', url: `/api/expenses/${created.id}`, token: admin.token })],
    ];
    const seen: Record<string, string> = { before: await yearToDate() };
    for (const [step, write] of steps) {
      await write();
      seen[step] = await yearToDate();
      expect([step, seen[step]]).toEqual([step, await reported()]);
      expect(await drifted()).toEqual([]);
    }
    // Net 8 000.00 while the expense does not count; 7 000.00 while it counts at 1 000.00: self-employment
    // tax 6 464.50 × 15.3 % = 989.07, taxable 7 000.00 − 494.54 = 6 505.46 at 10 % = 650.55; 6 500.00 at
    // 1 500.00: 6 002.75 × 15.3 % = 918.42, taxable 6 500.00 − 459.21 = 6 040.79 at 10 % = 604.08.
    expect(seen).toEqual({
      before: '1873.84',
      approved: '1639.62',
      paid: '1639.62',
      'no longer deductible': '1873.84',
      'deductible again, re-priced': '1522.50',
      'moved to last year': '1873.84',
      'moved back': '1522.50',
      deleted: '1873.84',
    });
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
    const due = (at: string) => taxSoFar(currentTaxYear(new Date(at)), 0, new Date(at)).nextDueDate;
    expect(due('2026-01-10T18:00:00Z')).toBe('2026-01-15');
    expect(due('2026-04-15T18:00:00Z')).toBe('2026-04-15');
    expect(due('2026-04-16T18:00:00Z')).toBe('2026-06-15');
    expect(due('2026-12-31T18:00:00Z')).toBe('2027-01-15');
  });
});
