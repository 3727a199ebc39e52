import { todayIn } from '@hvac/contracts';
import type { Expense } from '@hvac/contracts/finance';
import { financeBenchSearches, seedFinanceBench } from '../src/seed/bench';
import { startFinance, type TestFinance, type TestUser } from './helpers';

// The bench measures on this data set: it must be what the service itself would have written and found.
let t: TestFinance;
let admin: TestUser;
const COUNTS = { staff: 10, expenses: 2_000 };
const searches = financeBenchSearches(Number(todayIn().slice(0, 4)));

beforeAll(async () => {
  t = await startFinance();
  admin = await t.user('admin');
  const progress: string[] = [];
  await seedFinanceBench(t.h.service.ctx.db, COUNTS, (line) => progress.push(line));
  expect(progress.map((line) => line.replace(/[\d.]+ s$/, 'N s'))).toEqual(['  finance staff: N s', '  expenses: N s']);
});
afterAll(() => t.close());

it('writes the expenses asked for, readable as the service answers them', async () => {
  expect(await t.h.service.ctx.db('expenses').count({ n: '*' })).toEqual([{ n: String(COUNTS.expenses) }]);
  const res = await t.call({ method: 'GET', url: '/api/expenses?limit=5', token: admin.token });
  expect(res.statusCode).toBe(200);
  const [newest] = res.json().data.expenses as Expense[];
  expect(newest!.createdByUser?.firstName).toBe('Bench');
});

it('answers the filters, summary and export the bench makes', async () => {
  const { year, category, status } = searches;
  const list = await t.call({ method: 'GET', url: `/api/expenses?category=${category}&status=${status}&dateFrom=${year}-01-01&dateTo=${year}-12-31`, token: admin.token });
  expect(list.json().data.expenses.length).toBeGreaterThan(0);
  const summary = (await t.call({ method: 'GET', url: `/api/expenses/summary?startDate=${year}-01-01&endDate=${year}-12-31`, token: admin.token })).json().data.summary;
  expect(summary.totalExpenses).toBeGreaterThan(0);
  const csv = await t.call({ method: 'GET', url: `/api/expenses/export?format=csv&year=${year}`, token: admin.token });
  expect(csv.payload.trim().split('\r\n')).toHaveLength(summary.totalExpenses + 1);
});
