import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatCents, todayIn } from '@hvac/contracts';
import { PAYMENT_METHODS } from '@hvac/contracts/billing';
import { benchSeedMain, insertInBulk, timedPart, vacuumAnalyze } from '@hvac/service-kit';

/*
 * The income ledger of `npm run bench` (infra/src/bench/tax-rows.ts, docs/domains/finance.md#tax-bench):
 * payments spread over the last two years, written into the ledger's own table as the consumer writes
 * them (the triggers of migration 0005 keep the per-day totals), so generate and insights are timed over
 * a ledger of that size without svc-billing recording each one. Run after the expense seed (bench.ts).
 */

export interface IncomeBenchCounts {
  payments: number;
}

const DAY = 86_400_000;
/** Rows per statement: one JSON parameter each (service-kit insertInBulk). */
const SLICE = 5_000;
/** One invoice in ten is kept out of tax (includeInTaxReport false). */
const LEFT_OUT_EVERY = 10;
/** A few payments per invoice, as deposits and balances come in. */
const PAYMENTS_PER_INVOICE = 3;
const scatter = (i: number) => Math.imul(i + 1, 2654435761) >>> 0;

/** Seeds `count` payments into income_payments, newest first by index. */
export async function seedIncomeBench(db: Knex, count: number): Promise<void> {
  const now = Date.now();
  const types = {
    payment_id: 'uuid', invoice_id: 'uuid', client_id: 'uuid', amount: 'numeric', payment_date: 'date', payment_method: 'text', include_in_tax_report: 'boolean',
    event_id: 'uuid', recorded_at: 'timestamptz',
  };
  let invoice = randomUUID();
  let client = randomUUID();
  for (let from = 0; from < count; from += SLICE) {
    const rows: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(count, from + SLICE); i++) {
      if (i % PAYMENTS_PER_INVOICE === 0) [invoice, client] = [randomUUID(), randomUUID()];
      const at = now - (i / count) * 730 * DAY;
      rows.push({
        payment_id: randomUUID(),
        invoice_id: invoice,
        client_id: client,
        amount: formatCents(5_000 + (scatter(i) % 400_000)),
        payment_date: new Date(at).toISOString().slice(0, 10),
        payment_method: PAYMENT_METHODS[i % PAYMENT_METHODS.length],
        include_in_tax_report: Math.floor(i / PAYMENTS_PER_INVOICE) % LEFT_OUT_EVERY !== 0,
        event_id: randomUUID(),
        recorded_at: new Date(at).toISOString(),
      });
    }
    await insertInBulk(db, 'income_payments', types, rows);
  }
  await vacuumAnalyze(db, ['income_payments', 'income_day_totals', 'tax_expense_day_totals']);
}

if (require.main === module) {
  benchSeedMain({
    entry: 'svc-finance/dist/seed/income-bench.js',
    counts: ['payments'],
    seed: async (db, counts, progress) => {
      await timedPart(progress, 'payments in the income ledger', () => seedIncomeBench(db, counts.payments));
      return { year: Number(todayIn().slice(0, 4)) };
    },
  });
}
