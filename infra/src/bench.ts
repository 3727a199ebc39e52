import os from 'node:os';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '@hvac/contracts';
import { benchApi } from './bench/api-rows';
import { benchBilling } from './bench/billing-rows';
import { benchDocuments, firstPdf } from './bench/document-rows';
import { benchExpenses } from './bench/expense-rows';
import { benchInventory } from './bench/inventory-rows';
import { benchSoak } from './bench/soak-rows';
import { benchTax } from './bench/tax-rows';
import { benchVisits } from './bench/visit-rows';
import { medianRun, percentile } from './bench/api-stats';
import { startBareProxy } from './bench/bare-proxy';
import type { ApiMeasure } from './bench/load';
import { P99_TARGET, THROUGHPUT_TARGET, gatewayVsBareProxy } from './bench/proxy-ratios';
import { MB, stackMemory, total } from './bench/support';
import { benchWebPages } from './bench/web';
import { startStack, type Stack } from './stack';

const CONNECTIONS = 50;
const DURATION_S = 10;
/** Rounds of the three /me measures (see medianRun). */
const ME_RUNS = 3;
const LOGINS = 200;
const DEMO_ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function cannon(url: string, token: string, duration: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${token}` } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

async function login(base: string): Promise<{ token: string; user: unknown; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const ms = performance.now() - started;
  const body = (await res.json()) as { token?: string; user?: unknown; message?: string };
  if (res.status !== 200 || !body.token) throw new Error(`Login as ${DEMO_ADMIN.email} failed: ${res.status} ${body.message ?? ''}`);
  return { token: body.token, user: body.user, ms };
}

/** The bench's groups of rows, in the order they run; BENCH_ROWS (comma separated) runs only some. */
const GROUPS = ['me', 'api', 'billing', 'visits', 'documents', 'expenses', 'tax', 'inventory', 'soak', 'web'] as const;
type Group = (typeof GROUPS)[number];

function selectedGroups(): Set<Group> {
  const raw = process.env.BENCH_ROWS?.trim();
  if (!raw) return new Set(GROUPS);
  const names = raw.split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !(GROUPS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`BENCH_ROWS names unknown rows (${unknown.join(', ')}); choose among ${GROUPS.join(', ')}.`);
  return new Set(names as Group[]);
}

/**
 * The largest memory seen per part, sampled between timed runs, never during one: reading PSS makes the
 * kernel walk a process's page tables, and sampling every 250 ms while autocannon ran put tens of
 * milliseconds on the p99 of every row. Memory taken just after a run still holds that run's peak (V8
 * and PostgreSQL do not hand memory back within milliseconds).
 */
function peakMemory(stack: Stack): { record: () => void; peak: Map<string, number> } {
  const peak = new Map<string, number>();
  const record = () => {
    for (const [name, bytes] of stackMemory(stack)) peak.set(name, Math.max(peak.get(name) ?? 0, bytes));
  };
  return { record, peak };
}

type Row = [string, string, string, string, string, string, string, string];

function render(rows: Row[]): string {
  const header: Row = ['Measure', 'req/s', 'p50 ms', 'p99 ms', 'PSS rest MB', 'PSS load MB', 'Target', 'Met'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r: Row) => `| ${r.map((c, i) => (i === 0 || i >= 6 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes: number | undefined) => (bytes ? fmt(bytes / MB, 0) : '');
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

/** The /me rows, logins and the stack's memory at rest and under that load. */
async function benchMe(stack: Stack, token: string, rest: Map<string, number>): Promise<{ rows: Row[]; problems: string[] }> {
  const identity = stack.serviceUrls['svc-identity'];
  if (!identity) throw new Error('svc-identity is not part of the stack.');
  const bareProxy = await startBareProxy(identity);
  const targets = { direct: `${identity}/api/users/me`, gateway: `${stack.gatewayUrl}/api/users/me`, bare: `${bareProxy.origin}/api/users/me` };
  const runs: Record<keyof typeof targets, Load[]> = { direct: [], gateway: [], bare: [] };
  const underLoad = peakMemory(stack);
  try {
    // Warm-up: JIT, connection pools and the gateway's upstream keep-alive are hot before measuring.
    for (const url of Object.values(targets)) await cannon(url, token, 2);
    console.log(
      `Measuring GET /api/users/me directly, through the gateway and through the bare reference proxy (${CONNECTIONS} connections, ` +
        `${DURATION_S} s each, ${ME_RUNS} rounds taken in turn so a busy spell of the machine hits all three; the median p99 run shown)…`,
    );
    for (let i = 0; i < ME_RUNS; i++) {
      for (const key of Object.keys(targets) as (keyof typeof targets)[]) {
        runs[key].push(await cannon(targets[key], token, DURATION_S));
        underLoad.record();
      }
    }
  } finally {
    bareProxy.stop();
  }
  const direct = medianRun(runs.direct);
  const viaGateway = medianRun(runs.gateway);
  const viaBareProxy = medianRun(runs.bare);
  const ratios = gatewayVsBareProxy(viaGateway, viaBareProxy);
  console.log(`Measuring ${LOGINS} sequential logins through the gateway…`);
  const times: number[] = [];
  const loginStart = performance.now();
  for (let i = 0; i < LOGINS; i++) times.push((await login(stack.gatewayUrl)).ms);
  const loginRps = LOGINS / ((performance.now() - loginStart) / 1000);
  underLoad.record();
  const load = underLoad.peak;
  times.sort((a, b) => a - b);
  const rows: Row[] = [
    ['GET /api/users/me direct (svc-identity)', fmt(direct.rps), fmt(direct.p50, 1), fmt(direct.p99, 1), '', '', '', ''],
    ['GET /api/users/me through the gateway', fmt(viaGateway.rps), fmt(viaGateway.p50, 1), fmt(viaGateway.p99, 1), '', '', 'p99 < 25 ms', met(viaGateway.p99 < 25)],
    ['GET /api/users/me through a bare Node proxy (reference)', fmt(viaBareProxy.rps), fmt(viaBareProxy.p50, 1), fmt(viaBareProxy.p99, 1), '', '', '', ''],
    ['Gateway / bare proxy throughput', `${fmt(ratios.throughput * 100, 1)}%`, '', '', '', '', `>= ${THROUGHPUT_TARGET * 100}%`, met(ratios.throughputMet)],
    ['Gateway / bare proxy p99', '', '', `${fmt(ratios.p99, 2)}×`, '', '', `<= ${P99_TARGET}×`, met(ratios.p99Met)],
    [`POST /api/auth/login (${LOGINS} sequential)`, fmt(loginRps), fmt(percentile(times, 50), 1), fmt(percentile(times, 99), 1), '', '', '', ''],
    ...[...rest.keys()].map((name): Row => [`Memory: ${name}`, '', '', '', mb(rest.get(name)), mb(load.get(name)), '', '']),
    ['Memory: stack total', '', '', '', mb(total(rest)), mb(total(load)), '< 1024 MB at rest', met(total(rest) < 1024 * MB)],
  ];
  const problems = [
    direct.non2xx || direct.errors ? `direct run: ${direct.non2xx} non-2xx answers, ${direct.errors} errors/timeouts` : '',
    viaGateway.non2xx || viaGateway.errors ? `gateway run: ${viaGateway.non2xx} non-2xx answers, ${viaGateway.errors} errors/timeouts` : '',
    viaBareProxy.non2xx || viaBareProxy.errors ? `bare proxy run: ${viaBareProxy.non2xx} non-2xx answers, ${viaBareProxy.errors} errors/timeouts` : '',
  ].filter(Boolean);
  return { rows, problems };
}

/**
 * Throughput and latency of GET /api/users/me through the gateway, through a bare reference proxy and
 * directly against svc-identity (same run, same machine), login latency and memory, then each domain's
 * rows, the soak and the pages. Reports only: a missed target is printed, not fatal. BENCH_ROWS picks
 * groups of rows (see GROUPS), say BENCH_ROWS=soak.
 */
export async function runBench(): Promise<void> {
  const groups = selectedGroups();
  const [load1] = os.loadavg();
  console.log(`Starting a bench stack (own ports, own NATS, schemas in hvac_test) on ${os.cpus().length} cores, load average ${load1?.toFixed(2)}…`);
  const stack = await startStack({ mode: 'bench', demo: true, env: { RATE_LIMIT_MAX: '0' } });
  try {
    const { token, user } = await login(stack.gatewayUrl);
    // The first PDF is timed before anything else has rendered, and before memory at rest: it starts Chromium.
    const first = groups.has('documents') ? [await firstPdf(stack, token)] : [];
    // At rest means nothing in flight: svc-billing closes a PDF page two seconds after its last use.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const rest = stackMemory(stack);
    const me = groups.has('me') ? await benchMe(stack, token, rest) : { rows: [], problems: [] };
    // Before the data rows seed thousands of blog posts: the pages are measured as the demo site has them.
    let pagesTable: string | undefined;
    if (groups.has('web')) {
      // The pages as visitors get them: with their prerendered HTML, as npm start and a deploy make it (docs/domains/public-site.md#prerendered-pages).
      const pages = await stack.prerender();
      console.log(`\nPrerendered ${pages.rendered.length} public pages${pages.failed.length ? `; not: ${pages.failed.map((f) => f.page).join(', ')}` : ''}.`);
      console.log('Loading /, /services/air-conditioning, /blog and (as the demo admin) /admin/invoices cold in Chromium, then /, a service page and a blog post throttled…');
      pagesTable = await benchWebPages(stack.gatewayUrl, { token, user });
    }
    const measures: ApiMeasure[] = [];
    if (groups.has('api')) measures.push(...(await benchApi(stack, token)));
    if (groups.has('billing')) measures.push(...(await benchBilling(stack, token)));
    if (groups.has('visits')) measures.push(...(await benchVisits(stack, token)));
    if (groups.has('documents')) measures.push(...first, ...(await benchDocuments(stack, token, () => stackMemory(stack))));
    if (groups.has('expenses')) measures.push(...(await benchExpenses(stack, token)));
    // After the expense rows: the tax rows read their 100 000 expenses beside the ledger's payments.
    if (groups.has('tax')) measures.push(...(await benchTax(stack, token)));
    if (groups.has('inventory')) measures.push(...(await benchInventory(stack, token)));
    // Last of the API rows: the soak runs on every data set the rows before it seeded.
    if (groups.has('soak')) measures.push(...(await benchSoak(stack, token)));

    const rows: Row[] = [
      ...me.rows,
      ...measures.map((m): Row => [m.measure, m.rps ? fmt(m.rps) : '', m.p50 ? fmt(m.p50, 1) : '', m.p99 ? fmt(m.p99, 1) : '', '', '', m.target, met(m.met)]),
    ];
    if (rows.length) console.log(`\n${render(rows)}\n`);
    if (me.problems.length) console.log(`Warning — the figures include failed requests: ${me.problems.join('; ')}.`);
    if (groups.has('me')) {
      console.log(
        'The reference row is a bare Node proxy (http + undici, no routing, request ids, limits or logging) in front of the same ' +
          'svc-identity: the gateway is held to it, as both pay the same machine for a proxy hop.',
      );
      console.log(
        'Memory is PSS (resident memory, a page shared by n processes counting 1/n in each), so the rows add up: the gateway is its ' +
          'primary and workers, PostgreSQL the shared private cluster (postmaster and all backends).',
      );
    }
    if (pagesTable) console.log(`\n${pagesTable}\n`);
  } finally {
    await stack.stop();
    // Test stacks leave a cluster they started running for other test processes; the bench is alone.
    await stack.postgres.stop();
  }
}
