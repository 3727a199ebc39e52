import { parse } from 'csv-parse/sync';
import { EXPENSE_CSV_COLUMNS } from '@hvac/contracts/finance';
import { expenseBody, startFinance, type TestFinance, type TestUser } from './helpers';

let t: TestFinance;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await startFinance();
  admin = await t.user('admin');
  staff = await t.user('staff', { username: 'Sam Staff' });
});
afterAll(() => t.close());

const create = async (overrides = {}) => (await t.call({ method: 'POST', url: '/api/expenses', token: admin.token, payload: expenseBody(overrides) })).json().data.expense;

describe('summary (docs/domains/finance.md#calls)', () => {
  it('sums the expenses dated in the range to the cent, by SQL', async () => {
    // 2019: a year no other test uses. Hand-computed: total 0.10 + 0.20 + 1234.56 + 99.99 + 5.05 = 1339.90;
    // tax deductible all but 99.99 → 1239.91; pending 0.10 + 0.20 + 5.05 = 5.35; five expenses.
    await create({ amount: 0.1, expenseDate: '2019-01-01' });
    await create({ amount: '0.20', expenseDate: '2019-03-31' });
    await create({ amount: '1234.56', expenseDate: '2019-06-15', status: 'approved' });
    await create({ amount: '99.99', expenseDate: '2019-09-30', isTaxDeductible: false, status: 'rejected' });
    await create({ amount: '5.05', expenseDate: '2019-12-31' });
    await create({ amount: '777.00', expenseDate: '2020-01-01' });
    await create({ amount: '888.00', expenseDate: '2018-12-31' });
    const year = await t.call({ method: 'GET', url: '/api/expenses/summary?startDate=2019-01-01&endDate=2019-12-31', token: admin.token });
    expect(year.statusCode).toBe(200);
    expect(year.json()).toMatchObject({ status: 'success', data: { summary: { totalAmount: '1339.90', taxDeductibleAmount: '1239.91', pendingAmount: '5.35', totalExpenses: 5 } } });
    expect(year.json().data.summary).toEqual({ totalAmount: '1339.90', taxDeductibleAmount: '1239.91', pendingAmount: '5.35', totalExpenses: 5 });
    const h1 = (await t.call({ method: 'GET', url: '/api/expenses/summary?startDate=2019-01-01&endDate=2019-06-30', token: admin.token })).json().data.summary;
    expect(h1).toEqual({ totalAmount: '1234.86', taxDeductibleAmount: '1234.86', pendingAmount: '0.30', totalExpenses: 3 });
    const none = (await t.call({ method: 'GET', url: '/api/expenses/summary?startDate=1999-01-01&endDate=1999-12-31', token: admin.token })).json().data.summary;
    expect(none).toEqual({ totalAmount: '0.00', taxDeductibleAmount: '0.00', pendingAmount: '0.00', totalExpenses: 0 });
  });

  it('follows edits, decisions and deletes: an expense moved, re-priced, approved or deleted leaves the right day', async () => {
    const sum = async () => (await t.call({ method: 'GET', url: '/api/expenses/summary?startDate=2014-01-01&endDate=2014-12-31', token: admin.token })).json().data.summary;
    const a = await create({ amount: '10.00', expenseDate: '2014-02-01' });
    const b = await create({ amount: '20.00', expenseDate: '2014-03-01', isTaxDeductible: false });
    expect(await sum()).toEqual({ totalAmount: '30.00', taxDeductibleAmount: '10.00', pendingAmount: '30.00', totalExpenses: 2 });
    await t.call({ method: 'PUT', url: `/api/expenses/${a.id}`, token: admin.token, payload: expenseBody({ amount: '12.50', expenseDate: '2014-02-02' }) });
    await t.call({ method: 'PUT', url: `/api/expenses/${b.id}/status`, token: admin.token, payload: { status: 'approved' } });
    expect(await sum()).toEqual({ totalAmount: '32.50', taxDeductibleAmount: '12.50', pendingAmount: '12.50', totalExpenses: 2 });
    await t.call({ method: 'PUT', url: `/api/expenses/${b.id}`, token: admin.token, payload: expenseBody({ amount: '20.00', expenseDate: '2015-06-01', isTaxDeductible: false }) });
    expect(await sum()).toEqual({ totalAmount: '12.50', taxDeductibleAmount: '12.50', pendingAmount: '12.50', totalExpenses: 1 });
    await t.call({ method: 'DELETE', url: `/api/expenses/${a.id}`, token: admin.token });
    expect(await sum()).toEqual({ totalAmount: '0.00', taxDeductibleAmount: '0.00', pendingAmount: '0.00', totalExpenses: 0 });
    const [direct] = await t.h.service.ctx.db('expenses').whereBetween('expense_date', ['2015-01-01', '2015-12-31']).select(t.h.service.ctx.db.raw('sum(amount)::text as s'));
    const viaDays = (await t.call({ method: 'GET', url: '/api/expenses/summary?startDate=2015-01-01&endDate=2015-12-31', token: admin.token })).json().data.summary;
    expect(viaDays.totalAmount).toBe(direct.s);
  });
});

describe('CSV export (docs/domains/finance.md#export)', () => {
  const exportOf = (query: string) => t.call({ method: 'GET', url: `/api/expenses/export?${query}`, token: admin.token });

  it('streams the year as expenses-{year}.csv, RFC 4180 quoted, formulas neutralised', async () => {
    await create({ title: 'Plain', amount: '10.00', expenseDate: '2017-02-01', tags: ['a', 'b'] });
    await create({ title: 'Comma, "quoted" and\nnew line', amount: '20.00', expenseDate: '2017-03-01', vendor: 'ACME, Inc.' });
    await create({ title: '=HYPERLINK("http://evil")', amount: '30.00', expenseDate: '2017-04-01', vendor: '+1 555', notes: '-2+3', description: '@SUM(A1)' });
    await create({ title: 'Next year', amount: '40.00', expenseDate: '2018-01-01' });
    const res = await exportOf('format=csv&year=2017');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="expenses-2017.csv"');
    const text = res.payload;
    expect(text.split('\r\n')[0]).toBe(EXPENSE_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(text).toContain('"Comma, ""quoted"" and\nnew line"');
    expect(text).toContain('"ACME, Inc."');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Title)).toEqual(['Plain', 'Comma, "quoted" and\nnew line', `'=HYPERLINK("http://evil")`]);
    expect(rows[2]).toMatchObject({ Vendor: "'+1 555", Notes: "'-2+3", Description: "'@SUM(A1)", Amount: '30.00' });
    expect(rows[0]).toMatchObject({ Tags: 'a; b', Status: 'Pending', 'Tax Deductible': 'Yes', 'Expense Date': '2017-02-01', 'Created By': expect.any(String) });
  });

  it('writes categories, payment methods, statuses and yes/no as words in the export’s language (English by default), and Approved At in Houston time', async () => {
    const made = await create({ title: 'Words', category: 'vehicle_expenses', paymentMethod: 'credit_card', amount: '5.00', expenseDate: '2011-02-01', isReimbursable: false });
    await t.call({ method: 'PUT', url: `/api/expenses/${made.id}/status`, token: admin.token, payload: { status: 'approved' } });
    // A decision at 03:30 UTC on 1 March is the evening of 28 February in Houston (CST, UTC−6).
    await t.h.service.ctx.db('expenses').where({ id: made.id }).update({ approved_at: '2011-03-01T03:30:00Z' });
    const rowIn = async (query: string) => (parse((await exportOf(`year=2011${query}`)).payload, { columns: true }) as Record<string, string>[])[0]!;
    const columns = ['Category', 'Payment Method', 'Status', 'Tax Deductible', 'Reimbursable', 'Approved At'];
    const pick = (row: Record<string, string>) => columns.map((c) => row[c]);
    expect(pick(await rowIn(''))).toEqual(['Vehicle Expenses', 'Credit Card', 'Approved', 'Yes', 'No', '2011-02-28 21:30']);
    expect(pick(await rowIn('&lang=es'))).toEqual(['Gastos de vehículos', 'Tarjeta de crédito', 'Aprobado', 'Sí', 'No', '2011-02-28 21:30']);
    expect(pick(await rowIn('&lang=fa'))).toEqual(['هزینه‌های خودرو', 'کارت اعتباری', 'تأییدشده', 'بله', 'خیر', '2011-02-28 21:30']);
    // The header row stays the documented columns in every language; an unknown language is English.
    expect((await exportOf('year=2011&lang=fa')).payload.split('\r\n')[0]).toBe(EXPENSE_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(pick(await rowIn('&lang=de'))).toEqual(pick(await rowIn('')));
  });

  it('quotes every text cell, so a spreadsheet that splits on semicolons finds no formula inside one', async () => {
    await create({ title: 'a;=1+1', vendor: '=1+1', amount: '12.00', expenseDate: '2012-05-01', tags: [] });
    const [, record] = (await exportOf('year=2012')).payload.split('\r\n');
    expect(record).toMatch(/^"EXP-\d{4}-\d{6}","a;=1\+1","Vehicle Expenses","12\.00","2012-05-01","'=1\+1",/);
  });

  it('applies the list’s filters within the year', async () => {
    await create({ title: 'Filtered A', amount: '1.00', expenseDate: '2016-05-01', category: 'insurance' });
    await create({ title: 'Filtered B', amount: '2.00', expenseDate: '2016-07-01', category: 'utilities' });
    const rows = parse((await exportOf('year=2016&category=insurance')).payload, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Title)).toEqual(['Filtered A']);
    const none = (await exportOf('year=2016&dateFrom=2016-08-01')).payload;
    expect(none.trim()).toBe(EXPENSE_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
  });

  it('names the creator in the export', async () => {
    await t.call({ method: 'POST', url: '/api/expenses', token: staff.token, payload: expenseBody({ title: 'By staff', expenseDate: '2015-01-01' }) });
    const rows = parse((await exportOf('year=2015')).payload, { columns: true }) as Record<string, string>[];
    expect(rows[0]!['Created By']).toBe('Sam Staff');
  });
});
