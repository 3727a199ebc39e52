import os from 'node:os';
import pg from 'pg';
import type { Stack } from '../stack';
import { runSeed } from './api-seed';
import { check, measure, type ApiMeasure, type Load } from './load';
import { percentile } from './api-stats';
import { sleep, today } from './support';

const PAYMENTS = 100_000;
const CONNECTIONS = 4;
const SECONDS = 5;
/** The steady rate and length of the event-lag run: 300 payments recorded in svc-billing. */
const PAYMENTS_PER_SECOND = 20;
const LAG_SECONDS = 15;
const LAG_WAIT_MS = 30_000;

/**
 * Issue 17's rows on a running bench stack, after the expense rows (their 100 000 expenses stay): svc-finance
 * seeds 100 000 payments into its income ledger through its own seed, then the year's report and the
 * insights are timed through the gateway. The event lag: payments recorded in svc-billing through the
 * gateway at a steady 20 a second, each timed from billing's write (the event's occurredAt, kept as the
 * ledger row's recorded_at) to svc-finance's write of the ledger row, whose per-day totals the report
 * reads in that same transaction. `adminToken` is the demo admin's.
 */
export async function benchTax(stack: Stack, adminToken: string): Promise<ApiMeasure[]> {
  const schema = stack.schemas['svc-finance'];
  if (!schema) throw new Error('svc-finance is not part of the bench stack.');
  const gateway = stack.gatewayUrl;
  const auth = { authorization: `Bearer ${adminToken}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const warnings: string[] = [];

  console.log(`Seeding ${PAYMENTS.toLocaleString('en-US')} payments into svc-finance's income ledger through its own seed…`);
  const { year } = await runSeed<{ year: number }>('svc-finance', stack.databaseUrl, schema, ['--payments', String(PAYMENTS)], 'income-bench');
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');

    console.log(`Measuring the tax rows through the gateway (${CONNECTIONS} connections, the median p99 run shown; load average ${os.loadavg()[0]?.toFixed(2)})…`);
    const get = (path: string): Load => ({ url: `${gateway}${path}`, connections: CONNECTIONS, seconds: SECONDS, headers: auth });
    const generate = await measure(get(`/api/tax-reports/generate?taxYear=${year}`), 200, warnings, 'tax report');
    const insights = await measure(get('/api/tax-reports/insights'), 200, warnings, 'tax insights');

    console.log(`Recording ${PAYMENTS_PER_SECOND * LAG_SECONDS} payments in svc-billing at ${PAYMENTS_PER_SECOND} a second, timing each to svc-finance's ledger…`);
    const clients = JSON.parse(await check({ url: `${gateway}/api/users?role=client&limit=1`, connections: 1, seconds: 0, headers: auth }, 200)) as { data: { users: { id: string }[] } };
    const clientId = clients.data.users[0]?.id;
    if (!clientId) throw new Error('The demo data has no client.');
    const invoice = JSON.parse(
      await check(
        {
          url: `${gateway}/api/invoices`,
          connections: 1,
          seconds: 0,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ clientId, invoiceNumber: `INV-BENCH-TAX-${Date.now()}`, invoiceDate: today(), dueDate: today(), status: 'sent', lineItems: [{ description: 'Bench balance', quantity: 1_000, unitPrice: '9999.99' }], taxRate: 0 }),
        },
        201,
      ),
    ) as { data: { invoice: { id: string } } };
    const invoiceId = invoice.data.invoice.id;
    const total = PAYMENTS_PER_SECOND * LAG_SECONDS;
    const started = performance.now();
    // Each payment leaves at its own time whatever the ones before are doing, so the rate stays steady.
    const sent = await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        await sleep(started + (i * 1000) / PAYMENTS_PER_SECOND - performance.now());
        const res = await fetch(`${gateway}/api/invoices/${invoiceId}/payments`, { method: 'POST', headers: json, body: JSON.stringify({ amount: '1.00', paymentDate: today(), paymentMethod: 'Cash' }) });
        await res.arrayBuffer();
        return res.status === 201;
      }),
    );
    const recorded = sent.filter(Boolean).length;
    if (recorded < total) warnings.push(`${total - recorded} of ${total} payments were refused`);

    const lagOf = async () =>
      (
        await client.query<{ ms: number }>(
          `SELECT extract(epoch FROM (created_at - recorded_at)) * 1000 AS ms FROM "${schema}".income_payments WHERE invoice_id = $1 ORDER BY 1`,
          [invoiceId],
        )
      ).rows.map((r) => Number(r.ms));
    const deadline = Date.now() + LAG_WAIT_MS;
    let lags = await lagOf();
    while (lags.length < recorded && Date.now() < deadline) {
      await sleep(200);
      lags = await lagOf();
    }
    if (lags.length < recorded) warnings.push(`${recorded - lags.length} recorded payments had not reached the ledger after ${LAG_WAIT_MS / 1000} s`);
    if (warnings.length) console.log(`Warning — tax figures include failed requests: ${warnings.join('; ')}.`);

    const row = (name: string, r: { rps: number; p50: number; p99: number }): ApiMeasure => ({ measure: name, rps: r.rps, p50: r.p50, p99: r.p99, target: 'p99 < 100 ms', met: r.p99 < 100 });
    const p95 = percentile(lags, 95);
    return [
      row(`GET /api/tax-reports/generate ${year}, of ${PAYMENTS / 1000}k payments + the expenses`, generate),
      row('GET /api/tax-reports/insights', insights),
      {
        measure: `payment-recorded → svc-finance's ledger and report, ${PAYMENTS_PER_SECOND}/s for ${LAG_SECONDS} s (p50, p95 in the p99 column)`,
        rps: 0,
        p50: percentile(lags, 50),
        p99: p95,
        target: 'p95 < 500 ms',
        met: lags.length === recorded && recorded === total && p95 < 500,
      },
    ];
  } finally {
    await client.end();
  }
}
