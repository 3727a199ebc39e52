import os from 'node:os';
import pg from 'pg';
import { memoryOf } from '../memory';
import type { Stack } from '../stack';
import { runSeed } from './api-seed';
import { check, measure, type ApiMeasure, type Load } from './load';
import { percentile } from './api-stats';
import { MB } from './support';

const STAFF = 50;
const EXPENSES = 100_000;
/** As the other list rows: a handful of managers at once. */
const CONNECTIONS = 4;
const SECONDS = 5;
/** A 5 MB receipt, uploaded this many times one after another (a clerk scanning a pile). */
const RECEIPT_BYTES = 5 * 1024 * 1024;
const UPLOADS = 40;

/** What svc-finance's bench seed says to filter on (svc-finance/src/seed/bench.ts, financeBenchSearches). */
interface FinanceSearches {
  year: number;
  category: string;
  status: string;
}

/** A PNG signature followed by filler: svc-finance types a receipt by its first bytes. */
function receiptBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(RECEIPT_BYTES).fill(0x5a);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/**
 * Issue 16's rows on a running bench stack: svc-finance seeds 100 000 expenses through its own seed, then
 * a filtered list page and the year's summary are timed through the gateway, the year's CSV export is
 * read whole (with svc-finance's memory before and at its peak during the download), and 5 MB receipts
 * are uploaded one after another. `adminToken` is the demo admin's.
 */
export async function benchExpenses(stack: Stack, adminToken: string): Promise<ApiMeasure[]> {
  const schema = stack.schemas['svc-finance'];
  const finance = stack.apps.find((a) => a.name === 'svc-finance');
  if (!schema || !finance) throw new Error('svc-finance is not part of the bench stack.');
  const gateway = stack.gatewayUrl;
  const auth = { authorization: `Bearer ${adminToken}` };
  const warnings: string[] = [];

  console.log(`Seeding ${EXPENSES.toLocaleString('en-US')} expenses through svc-finance's own seed…`);
  const s = await runSeed<FinanceSearches>('svc-finance', stack.databaseUrl, schema, ['--staff', String(STAFF), '--expenses', String(EXPENSES)]);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
  const range = `${s.year}-01-01`;
  const rangeEnd = `${s.year}-12-31`;

  console.log(`Measuring the expense rows through the gateway (${CONNECTIONS} connections, the median p99 run shown; load average ${os.loadavg()[0]?.toFixed(2)})…`);
  const get = (path: string): Load => ({ url: `${gateway}${path}`, connections: CONNECTIONS, seconds: SECONDS, headers: auth });
  const list = await measure(get(`/api/expenses?category=${s.category}&status=${s.status}&dateFrom=${range}&dateTo=${rangeEnd}`), 200, warnings, 'expense list');
  const summary = await measure(get(`/api/expenses/summary?startDate=${range}&endDate=${rangeEnd}`), 200, warnings, 'expense summary');
  // The overview widget's call (docs/domains/finance.md#overview-widget): no range, the pending expenses and the year's tax.
  const overview = await measure(get('/api/expenses/summary'), 200, warnings, 'expense overview');

  // The export: one download read to its end, memory sampled while it streams.
  const before = memoryOf(finance.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(finance.pid))), 100);
  const started = performance.now();
  const rows = await fetch(`${gateway}/api/expenses/export?format=csv&year=${s.year}`, { headers: auth })
    .then(async (res) => {
      const text = await res.text();
      if (res.status !== 200) throw new Error(`The expense export answered ${res.status}: ${text.slice(0, 300)}`);
      return text.split('\r\n').length - 2;
    })
    .finally(() => clearInterval(sampler));
  const exportMs = performance.now() - started;
  const growth = (peak - before) / MB;

  // Receipts: one expense, many uploads, each timed alone.
  const created = JSON.parse(
    await check(
      {
        url: `${gateway}/api/expenses`,
        connections: 1,
        seconds: 0,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Bench receipts', amount: '12.34', category: 'other', expenseDate: range }),
      },
      201,
    ),
  ) as { data: { expense: { id: string } } };
  const file = new Blob([receiptBytes()], { type: 'image/png' });
  const times: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const form = new FormData();
    form.append('receipt', file, `receipt-${i}.png`);
    const t0 = performance.now();
    const res = await fetch(`${gateway}/api/expenses/${created.data.expense.id}/receipt`, { method: 'POST', headers: auth, body: form });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 201) warnings.push(`receipt upload ${i + 1}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  if (warnings.length) console.log(`Warning — expense figures include failed requests: ${warnings.join('; ')}.`);

  const row = (name: string, r: { rps: number; p50: number; p99: number }): ApiMeasure => ({ measure: name, rps: r.rps, p50: r.p50, p99: r.p99, target: 'p99 < 30 ms', met: r.p99 < 30 });
  return [
    row(`GET /api/expenses ${s.category}+${s.status}+${s.year}, of ${EXPENSES / 1000}k`, list),
    row(`GET /api/expenses/summary for ${s.year}`, summary),
    { ...row(`GET /api/expenses/summary (overview widget), of ${EXPENSES / 1000}k`, overview), target: 'p99 < 20 ms', met: overview.p99 < 20 },
    {
      measure: `GET /api/expenses/export ${s.year}: ${rows.toLocaleString('en-US')} rows, svc-finance ${Math.round(before / MB)} → ${Math.round(peak / MB)} MB at peak`,
      rps: 0,
      p50: exportMs,
      p99: exportMs,
      target: '< 2000 ms, < 50 MB more',
      met: exportMs < 2000 && growth < 50,
    },
    { measure: `POST /api/expenses/:id/receipt, 5 MB (${UPLOADS} sequential)`, rps: 0, p50: percentile(times, 50), p99: percentile(times, 99), target: 'p99 < 300 ms', met: percentile(times, 99) < 300 },
  ];
}
