import { seedIncomeBench } from '../src/seed/income-bench';
import { startFinance, type TestFinance } from './helpers';

/* The bench's income ledger (docs/domains/finance.md#tax-bench): rows as the consumer writes them, with totals kept. */

let t: TestFinance;
beforeAll(async () => {
  t = await startFinance();
});
afterAll(() => t.close());

it('seeds payments whose per-day totals match the counted rows', async () => {
  const { db } = t.h.service.ctx;
  await seedIncomeBench(db, 12_000);
  const [all] = (await db('income_payments').select(db.raw('count(*)::text AS n'))) as [{ n: string }];
  const [counted] = (await db('income_payments').where({ include_in_tax_report: true }).select(db.raw('count(*)::text AS n, sum(amount)::text AS total'))) as [{ n: string; total: string }];
  const [totals] = (await db('income_day_totals').select(db.raw('sum(count)::text AS n, sum(total)::text AS total'))) as [{ n: string; total: string }];
  expect(all.n).toBe('12000');
  // One invoice in ten (three payments each) is left out of tax.
  expect(counted.n).toBe('10800');
  expect(totals).toEqual(counted);
});
