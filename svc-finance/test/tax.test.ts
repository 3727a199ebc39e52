import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { currentTaxYear, installmentDueDate, TAX_CSV_COLUMNS, TAX_MESSAGES, type ExpenseBody, type Quarter, type TaxInsights, type TaxReport } from '@hvac/contracts/finance';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { insights } from '../src/tax/service';
import { expenseBody, startFinance, type TestFinance, type TestUser } from './helpers';

/*
 * docs/domains/finance.md#tax-reports against sums worked by hand: income is the ledger's payments
 * whose invoice counts for tax, expenses the deductible ones approved, paid or reimbursed, each in the
 * period of its date. The ledger's rows are written here as the consumer writes them (income.test.ts
 * feeds it through NATS); expenses go through the API.
 */

// The current tax year as the service reads it, on a business day held for the file: a run across New Year must not move it.
holdBusinessDay();
const Y = currentTaxYear();
let t: TestFinance;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;
const numbers: Record<string, string> = {};

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

async function expense(key: string, body: Partial<ExpenseBody>, finalStatus?: string): Promise<void> {
  const res = await t.call({ method: 'POST', url: '/api/expenses', token: admin.token, payload: expenseBody(body) });
  expect(res.statusCode).toBe(201);
  const e = res.json().data.expense;
  numbers[key] = e.expenseNumber;
  if (finalStatus) {
    const edit = await t.call({ method: 'PUT', url: `/api/expenses/${e.id}`, token: admin.token, payload: expenseBody({ ...body, status: finalStatus }) });
    expect(edit.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  t = await startFinance();
  [admin, manager, staff, client] = await Promise.all([t.user('admin'), t.user('manager'), t.user('staff'), t.user('client')]);
  // Income: Q1 12 500.50, Q2 7 000.00, Q3 400.00, Q4 1 200.00; one payment left out of tax, one last year.
  await payment('10000.00', `${Y}-02-10`);
  await payment('2500.50', `${Y}-03-31`);
  await payment('7000.00', `${Y}-04-01`);
  await payment('999.99', `${Y}-05-05`, false);
  await payment('400.00', `${Y}-09-01`);
  await payment('1200.00', `${Y}-12-31`);
  await payment('5000.00', `${Y - 1}-12-31`);
  // Counted: A 300 + B 150.25 (Q1), C 1 000 (Q2), G 50 (Q4). Not counted: D pending, E rejected, F not deductible.
  await expense('A', { category: 'vehicle_expenses', amount: '300.00', expenseDate: `${Y}-01-15`, status: 'approved', hasReceipt: false });
  await expense('B', { category: 'office_supplies', amount: '150.25', expenseDate: `${Y}-02-20`, status: 'approved', hasReceipt: true });
  await expense('C', { category: 'vehicle_expenses', amount: '1000.00', expenseDate: `${Y}-05-10`, status: 'approved', hasReceipt: true }, 'paid');
  await expense('D', { category: 'insurance', amount: '2000.00', expenseDate: `${Y}-06-30`, status: 'pending', hasReceipt: false });
  await expense('E', { category: 'utilities', amount: '500.00', expenseDate: `${Y}-07-01`, status: 'rejected', hasReceipt: false });
  await expense('F', { category: 'rent_lease', amount: '800.00', expenseDate: `${Y}-08-15`, status: 'approved', isTaxDeductible: false, hasReceipt: false });
  await expense('G', { category: 'advertising_marketing', amount: '50.00', expenseDate: `${Y}-10-01`, status: 'approved', hasReceipt: false });
  await expense('H', { category: 'vehicle_expenses', amount: '400.00', expenseDate: `${Y - 1}-01-15`, status: 'approved', hasReceipt: true });
});
afterAll(() => t.close());

const generate = (query: string, token = manager.token) => t.call({ method: 'GET', url: `/api/tax-reports/generate?${query}`, token });

describe('GET /api/tax-reports/generate (docs/domains/finance.md#tax-answers)', () => {
  it('sums the full year by hand', async () => {
    const res = await generate(`taxYear=${Y}`);
    expect(res.statusCode).toBe(200);
    const r = res.json().data.taxReport as TaxReport;
    expect(r).toMatchObject({ taxYear: Y, quarter: null, startDate: `${Y}-01-01`, endDate: `${Y}-12-31`, paymentCount: 5, expenseCount: 4 });
    expect(r.summary).toEqual({ totalIncome: '21100.50', totalExpenses: '1500.25', netIncome: '19600.25' });
    expect(r.taxCalculations).toEqual({
      netEarnings: '19600.25',
      selfEmploymentTax: '2769.43',
      taxableIncome: '18215.53',
      incomeTax: '1980.36',
      estimatedTax: '4749.79',
      selfEmploymentTaxRate: 15.3,
      marginalRate: 12,
      selfEmploymentBase: '18100.83',
      socialSecurityWageBase: expect.stringMatching(/^\d+\.00$/),
    });
    expect(Object.keys(r.expensesByCategory)).toEqual(['vehicle_expenses', 'office_supplies', 'advertising_marketing']);
    expect(r.expensesByCategory.vehicle_expenses).toEqual({
      total: '1300.00',
      percentage: 86.7,
      count: 2,
      irsInfo: { line: '9', description: 'Car and truck expenses (Schedule C, line 9)' },
    });
    expect(r.expensesByCategory.office_supplies).toMatchObject({ total: '150.25', percentage: 10, count: 1 });
    expect(r.expensesByCategory.advertising_marketing).toMatchObject({ total: '50.00', percentage: 3.3, irsInfo: { description: 'Advertising (Schedule C, line 8)' } });
    expect(r.quarterlyBreakdown.map((q) => [q.quarter, q.income, q.expenses, q.netIncome, q.estimatedTaxDue, q.dueDate])).toEqual([
      [1, '12500.50', '450.25', '12050.25', '2841.02', installmentDueDate(Y, 1)],
      [2, '7000.00', '1000.00', '6000.00', '1516.90', installmentDueDate(Y, 2)],
      [3, '400.00', '0.00', '400.00', '101.13', installmentDueDate(Y, 3)],
      [4, '1200.00', '50.00', '1150.00', '290.74', installmentDueDate(Y, 4)],
    ]);
  });

  it('sums a quarter by hand, with the year’s four quarters beside it', async () => {
    const r = (await generate(`taxYear=${Y}&quarter=2`)).json().data.taxReport as TaxReport;
    expect(r).toMatchObject({ quarter: 2, startDate: `${Y}-04-01`, endDate: `${Y}-06-30`, paymentCount: 1, expenseCount: 1 });
    expect(r.summary).toEqual({ totalIncome: '7000.00', totalExpenses: '1000.00', netIncome: '6000.00' });
    expect(r.taxCalculations).toMatchObject({ selfEmploymentTax: '847.77', taxableIncome: '5576.11', incomeTax: '557.61', estimatedTax: '1405.38', marginalRate: 10 });
    expect(r.expensesByCategory).toEqual({ vehicle_expenses: expect.objectContaining({ total: '1000.00', percentage: 100 }) });
    expect(r.quarterlyBreakdown).toHaveLength(4);
  });

  it('follows an expense’s later edits (a counted expense rejected no longer counts)', async () => {
    const created = (await t.call({ method: 'POST', url: '/api/expenses', token: admin.token, payload: expenseBody({ amount: '25.00', expenseDate: `${Y - 2}-03-03`, status: 'approved' }) })).json().data.expense;
    expect((await generate(`taxYear=${Y - 2}`)).json().data.taxReport.summary.totalExpenses).toBe('25.00');
    await t.call({ method: 'PUT', url: `/api/expenses/${created.id}`, token: admin.token, payload: expenseBody({ amount: '25.00', expenseDate: `${Y - 2}-03-03`, status: 'rejected' }) });
    const r = (await generate(`taxYear=${Y - 2}`)).json().data.taxReport as TaxReport;
    expect(r.summary).toEqual({ totalIncome: '0.00', totalExpenses: '0.00', netIncome: '0.00' });
    expect(r.expensesByCategory).toEqual({});
  });

  it('answers a year with a loss with no tax', async () => {
    await t.call({ method: 'POST', url: '/api/expenses', token: admin.token, payload: expenseBody({ amount: '640.00', expenseDate: `${Y - 3}-08-08`, status: 'approved' }) });
    await payment('140.00', `${Y - 3}-08-01`);
    const r = (await generate(`taxYear=${Y - 3}`)).json().data.taxReport as TaxReport;
    expect(r.summary.netIncome).toBe('-500.00');
    expect(r.taxCalculations).toMatchObject({ netEarnings: '0.00', selfEmploymentTax: '0.00', incomeTax: '0.00', estimatedTax: '0.00' });
  });
});

describe('who may (docs/domains/finance.md#roles)', () => {
  it.each(['generate?taxYear=2026', 'insights', 'export?taxYear=2026&format=csv'])('%s: admin and manager only', async (path) => {
    for (const u of [staff, client]) {
      const res = await t.call({ method: 'GET', url: `/api/tax-reports/${path}`, token: u.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: TAX_MESSAGES.taxAccessDenied, code: 'taxAccessDenied' });
    }
    expect((await t.call({ method: 'GET', url: `/api/tax-reports/${path}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/tax-reports/${path.replace('2026', String(Y))}`, token: admin.token })).statusCode).toBe(200);
  });
});

describe('bad queries are 400s with a message (docs/domains/finance.md#validation)', () => {
  const years = [Y - 4, Y - 3, Y - 2, Y - 1, Y].join(', ');
  it.each([
    ['', 'taxYearRequired', TAX_MESSAGES.taxYearRequired],
    ['taxYear=', 'taxYearRequired', TAX_MESSAGES.taxYearRequired],
    [`taxYear=${Y - 5}`, 'taxYearInvalid', `Tax year must be one of ${years}.`],
    [`taxYear=${Y + 1}`, 'taxYearInvalid', `Tax year must be one of ${years}.`],
    ['taxYear=abc', 'taxYearInvalid', `Tax year must be one of ${years}.`],
    [`taxYear=${Y}&quarter=5`, 'taxQuarterInvalid', TAX_MESSAGES.taxQuarterInvalid],
    [`taxYear=${Y}&quarter=Q1`, 'taxQuarterInvalid', TAX_MESSAGES.taxQuarterInvalid],
    [`taxYear=${Y}&quarter=${'9'.repeat(40)}`, 'validationError', expect.any(String)],
  ])('generate?%s', async (query, code, message) => {
    const res = await generate(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
  });

  it('refuses an export format other than csv or json', async () => {
    const res = await t.call({ method: 'GET', url: `/api/tax-reports/export?taxYear=${Y}&format=pdf`, token: manager.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TAX_MESSAGES.taxExportFormatInvalid, code: 'taxExportFormatInvalid' });
  });
});

describe('GET /api/tax-reports/export (docs/domains/finance.md#tax-export)', () => {
  it('names the year’s CSV and writes every figure', async () => {
    const res = await t.call({ method: 'GET', url: `/api/tax-reports/export?taxYear=${Y}&format=csv`, token: manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-report-${Y}.csv"`);
    expect(res.body).toContain('\r\n');
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([...TAX_CSV_COLUMNS]);
    const row = (section: string, item: string) => rows.find((r) => r[0] === section && r[1] === item);
    expect(row('Summary', 'Total Income')?.[2]).toBe('21100.50');
    expect(row('Summary', 'Net Income')?.[2]).toBe('19600.25');
    expect(row('Tax Calculations', 'Estimated Tax')?.[2]).toBe('4749.79');
    expect(row('Expenses by Category', 'vehicle_expenses')).toEqual(['Expenses by Category', 'vehicle_expenses', '1300.00', '86.7', 'Car and truck expenses (Schedule C, line 9)']);
    expect(row('Quarterly Breakdown', 'Q4 Estimated Tax Due')).toEqual(['Quarterly Breakdown', 'Q4 Estimated Tax Due', '290.74', '', `Due ${installmentDueDate(Y, 4)}`]);
  });

  it('writes a loss as a number, not as neutralised text', async () => {
    const rows = parse((await t.call({ method: 'GET', url: `/api/tax-reports/export?taxYear=${Y - 3}`, token: manager.token })).body) as string[][];
    expect(rows.find((r) => r[1] === 'Net Income')?.[2]).toBe('-500.00');
  });

  it('quotes every text cell and neutralises a formula, whatever a stored category holds', async () => {
    // A stored key of neither category list is reported under its own name (docs/domains/finance.md#schedule-c); only the database can hold these.
    for (const category of ['a;=1+1', '=1+1']) {
      const res = await t.call({ method: 'POST', url: '/api/expenses', token: admin.token, payload: expenseBody({ amount: '10.00', expenseDate: `${Y - 4}-04-04`, status: 'approved' }) });
      await t.h.service.ctx.db('expenses').where({ id: res.json().data.expense.id }).update({ category });
    }
    const lines = (await t.call({ method: 'GET', url: `/api/tax-reports/export?taxYear=${Y - 4}`, token: manager.token })).body.split('\r\n');
    expect(lines).toContain('"Expenses by Category","a;=1+1","10.00","50.0","Other expenses (Schedule C, line 27a)"');
    expect(lines).toContain(`"Expenses by Category","'=1+1","10.00","50.0","Other expenses (Schedule C, line 27a)"`);
  });

  it('names a quarter’s JSON and holds the same report as generate', async () => {
    const res = await t.call({ method: 'GET', url: `/api/tax-reports/export?taxYear=${Y}&quarter=2&format=json`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-report-${Y}-Q2.json"`);
    const file = res.json() as { taxReport: TaxReport };
    const answered = (await generate(`taxYear=${Y}&quarter=2`)).json().data.taxReport as TaxReport;
    expect({ ...file.taxReport, generatedAt: '' }).toEqual({ ...answered, generatedAt: '' });
  });
});

describe('insights (docs/domains/finance.md#tax-insights)', () => {
  it('computes recommendations and alerts from the data, each with a code, values and English text', async () => {
    const i = await insights(t.h.service.ctx.db, new Date(`${Y}-11-25T18:00:00Z`));
    expect(i).toMatchObject({ taxYear: Y, asOf: `${Y}-11-25`, estimatedTaxOwed: '4749.79' });
    expect(i.nextInstallment).toEqual({ taxYear: Y, quarter: 4, dueDate: installmentDueDate(Y, 4), amount: '290.74' });
    expect(i.recommendationItems.map((x) => [x.code, x.values])).toEqual([
      ['nextInstallment', { taxYear: Y, quarter: 4, dueDate: installmentDueDate(Y, 4), amount: '290.74' }],
      ['setAside', { percent: 23, amount: '4749.79' }],
      ['pendingExpenses', { count: 1, amount: '2000.00' }],
      ['categoryIncrease', { category: 'vehicle_expenses', description: 'Car and truck expenses (Schedule C, line 9)', amount: '1300.00', lastYearAmount: '400.00', percent: 225 }],
    ]);
    expect(i.complianceAlertItems.map((x) => [x.code, x.values])).toEqual([
      ['receiptsMissing', { count: 2, expenseNumbers: [numbers.A, numbers.D], more: 0, above: '75.00' }],
      ['quarterWithoutExpenses', { quarter: 3, income: '400.00' }],
    ]);
    expect(i.complianceAlerts[0]).toBe(`2 expenses over $75 have no receipt: ${numbers.A}, ${numbers.D}.`);
    expect(i.complianceAlerts[1]).toBe('Q3 has $400.00 of income but no expenses recorded.');
    expect(i.recommendations).toEqual(i.recommendationItems.map((x) => x.text));
  });

  it('names last year’s January installment until it is due', async () => {
    const i = await insights(t.h.service.ctx.db, new Date(`${Y}-01-05T18:00:00Z`));
    const due = installmentDueDate(Y - 1, 4 as Quarter);
    // Last year: 5 000 of income on 31 December, 400 of vehicle expenses in January.
    expect(i.nextInstallment).toEqual({ taxYear: Y - 1, quarter: 4, dueDate: due, amount: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(Number(i.nextInstallment.amount)).toBeGreaterThan(0);
  });

  it('answers the current year through the route', async () => {
    const res = await t.call({ method: 'GET', url: '/api/tax-reports/insights', token: manager.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as TaxInsights;
    expect(data.taxYear).toBe(Y);
    expect(data.estimatedTaxOwed).toBe('4749.79');
    expect(data.complianceAlertItems[0]).toMatchObject({ code: 'receiptsMissing', values: { count: 2 } });
    expect(data.recommendations).toHaveLength(data.recommendationItems.length);
  });
});
