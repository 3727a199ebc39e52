import os from 'node:os';
import pg from 'pg';
import { memoryOf } from '../memory';
import type { Stack } from '../stack';
import { runSeed } from './api-seed';
import { measure, type ApiMeasure, type Load } from './load';
import { MB } from './support';

const ITEMS = 100_000;
/** As the other list rows: a handful of staff at once. */
const CONNECTIONS = 4;
const SECONDS = 5;

/** What svc-inventory's bench seed says to look for (svc-inventory/src/seed/bench.ts, InventoryBenchSearches). */
interface InventorySearches {
  search: string;
  category: string;
  barcode: string;
}

/**
 * Issue 18's rows on a running bench stack: svc-inventory seeds 100 000 items through its own seed, then
 * a list page with a text search, a category and the low-stock filter, a barcode lookup and the overview
 * widget's summary are timed
 * through the gateway, and the report of every item is read whole (with svc-inventory's memory before and
 * at its peak while it streams). `adminToken` is the demo admin's.
 */
export async function benchInventory(stack: Stack, adminToken: string): Promise<ApiMeasure[]> {
  const schema = stack.schemas['svc-inventory'];
  const inventory = stack.apps.find((a) => a.name === 'svc-inventory');
  if (!schema || !inventory) throw new Error('svc-inventory is not part of the bench stack.');
  const gateway = stack.gatewayUrl;
  const auth = { authorization: `Bearer ${adminToken}` };
  const warnings: string[] = [];

  console.log(`Seeding ${ITEMS.toLocaleString('en-US')} inventory items through svc-inventory's own seed…`);
  const s = await runSeed<InventorySearches>('svc-inventory', stack.databaseUrl, schema, ['--items', String(ITEMS)]);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }

  console.log(`Measuring the inventory rows through the gateway (${CONNECTIONS} connections, the median p99 run shown; load average ${os.loadavg()[0]?.toFixed(2)})…`);
  const get = (path: string): Load => ({ url: `${gateway}${path}`, connections: CONNECTIONS, seconds: SECONDS, headers: auth });
  const list = await measure(get(`/api/inventory?search=${encodeURIComponent(s.search)}&category=${encodeURIComponent(s.category)}&lowStock=true`), 200, warnings, 'inventory list');
  const barcode = await measure(get(`/api/inventory/barcode/${encodeURIComponent(s.barcode)}`), 200, warnings, 'barcode lookup');
  const summary = await measure(get('/api/inventory/summary'), 200, warnings, 'inventory summary');

  // The report: one download read to its end, memory sampled while it streams.
  const before = memoryOf(inventory.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(inventory.pid))), 100);
  const started = performance.now();
  const rows = await fetch(`${gateway}/api/inventory/report`, { headers: auth })
    .then(async (res) => {
      const text = await res.text();
      if (res.status !== 200) throw new Error(`The inventory report answered ${res.status}: ${text.slice(0, 300)}`);
      return (JSON.parse(text) as { data: { rows: unknown[] } }).data.rows.length;
    })
    .finally(() => clearInterval(sampler));
  const reportMs = performance.now() - started;
  const growth = (peak - before) / MB;
  if (warnings.length) console.log(`Warning — inventory figures include failed requests: ${warnings.join('; ')}.`);

  return [
    {
      measure: `GET /api/inventory search "${s.search}"+${s.category}+low stock, of ${ITEMS / 1000}k`,
      rps: list.rps,
      p50: list.p50,
      p99: list.p99,
      target: 'p99 < 30 ms',
      met: list.p99 < 30,
    },
    { measure: `GET /api/inventory/barcode/{code}, of ${ITEMS / 1000}k`, rps: barcode.rps, p50: barcode.p50, p99: barcode.p99, target: 'p99 < 10 ms', met: barcode.p99 < 10 },
    // The overview widget's one call (docs/domains/inventory.md#overview-widget).
    { measure: `GET /api/inventory/summary, of ${ITEMS / 1000}k`, rps: summary.rps, p50: summary.p50, p99: summary.p99, target: 'p99 < 20 ms', met: summary.p99 < 20 },
    {
      measure: `GET /api/inventory/report: ${rows.toLocaleString('en-US')} rows, svc-inventory ${Math.round(before / MB)} → ${Math.round(peak / MB)} MB at peak`,
      rps: 0,
      p50: reportMs,
      p99: reportMs,
      target: '< 2000 ms, < 50 MB more',
      met: reportMs < 2000 && growth < 50,
    },
  ];
}
