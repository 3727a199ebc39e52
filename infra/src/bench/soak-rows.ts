import os from 'node:os';
import { DEMO_PASSWORD } from '@hvac/contracts';
import type { Stack } from '../stack';
import { bookingPair } from './api-rows';
import { percentile } from './api-stats';
import type { ApiMeasure } from './load';
import { MB, sleep, stackMemory, today, total } from './support';

/** Calls started a second, whatever the answers' speed: a steady office, not a load test. */
const RATE = 20;
const SECONDS = 120;
/**
 * The same mix, untimed, before memory is first read: V8 sizes each service's heap to its allocation
 * rate, and PostgreSQL's backends map shared buffers as they touch them, both for the first half-minute
 * or so. Memory taken after five seconds grew by 12 % in a 20 s trial from that alone.
 */
const WARM_UP_SECONDS = 30;
/** Memory is read this long after the load stops, at start as at the end, so both are memory at rest. */
const SETTLE_MS = 3_000;
const MEMORY_GROWTH_LIMIT = 0.1;
/** A call still unanswered after this is an error: the soak is about answers, not about waiting. */
const CALL_TIMEOUT_MS = 10_000;
/** Invoices the payments and items the quantity updates take turns on, so no call queues on another's row lock. */
const POOL = 8;
const DEMO_CLIENT = { email: 'client@example.com', password: DEMO_PASSWORD };

type Kind = 'list' | 'detail' | 'quote' | 'payment' | 'expense' | 'quantity' | 'booking';

const LABELS: Record<Kind, string> = {
  list: 'list pages',
  detail: 'detail',
  quote: 'create quote',
  payment: 'record payment',
  expense: 'create expense',
  quantity: 'quantity update',
  booking: 'booking (lead + request)',
};

/** One second of the mix: reads a half, each write kind a tenth; interleaved so writes never bunch. */
const SECOND: Kind[] = ['list', 'detail', 'quote', 'list', 'detail', 'payment', 'list', 'detail', 'expense', 'list', 'detail', 'quantity', 'list', 'detail', 'booking', 'quote', 'payment', 'expense', 'quantity', 'booking'];

/** How long the soak runs: BENCH_SOAK_SECONDS shortens it for a trial. */
function soakSeconds(): number {
  const raw = process.env.BENCH_SOAK_SECONDS;
  if (raw === undefined) return SECONDS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_SOAK_SECONDS must be a whole number of seconds (got "${raw}").`);
  return n;
}

class Api {
  constructor(
    private readonly gateway: string,
    private readonly token: string,
  ) {}

  /** The answer's `data`, or an error naming the call and the answer. */
  async call<T>(method: string, path: string, expected: number, body?: unknown): Promise<T> {
    const res = await fetch(`${this.gateway}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${method} /api/${path} answered ${res.status} (expected ${expected}): ${text.slice(0, 200)}`);
    return (JSON.parse(text) as { data: T }).data;
  }
}

async function clientId(gateway: string): Promise<string> {
  const res = await fetch(`${gateway}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) });
  const body = (await res.json()) as { user?: { id: string }; message?: string };
  if (res.status !== 200 || !body.user) throw new Error(`Login as ${DEMO_CLIENT.email} failed: ${res.status} ${body.message ?? ''}`);
  return body.user.id;
}

const line = { description: 'Soak line: part or labour', quantity: 2, unitPrice: '74.50' };

/** The records the mix reads and writes on, made before the clock starts. */
interface Targets {
  client: string;
  lists: string[];
  details: string[];
  invoices: string[];
  items: string[];
}

/** The first quote, retried until billing's client directory has heard of the client (an event from svc-identity). */
async function firstQuote(api: Api, client: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const created = await api.call<{ quote: { id: string } }>('POST', 'quotes', 201, { clientId: client, quoteNumber: `QOT-SOAK-${Date.now()}`, quoteDate: today(), status: 'draft', lineItems: [line], taxRate: 0.0825 });
      return created.quote.id;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(500);
    }
  }
}

async function prepare(api: Api, client: string): Promise<Targets> {
  const quote = await firstQuote(api, client);
  const invoices: string[] = [];
  for (let i = 0; i < POOL; i++) {
    const created = await api.call<{ invoice: { id: string } }>('POST', 'invoices', 201, {
      clientId: client, invoiceNumber: `INV-SOAK-${Date.now()}-${i}`, invoiceDate: today(), dueDate: today(), status: 'sent',
      lineItems: [{ description: 'Soak balance', quantity: 1_000, unitPrice: '9999.99' }], taxRate: 0,
    });
    invoices.push(created.invoice.id);
  }
  const items: string[] = [];
  for (let i = 0; i < POOL; i++) {
    const created = await api.call<{ item: { id: string } }>('POST', 'inventory', 201, {
      name: `Soak filter ${i}`, sku: `SOAK-${Date.now()}-${i}`, category: 'Electrical', currentQuantity: 50, minimumQuantity: 5, maximumQuantity: 100, unit: 'piece', unitCost: '4.10', unitPrice: '12.00',
    });
    items.push(created.item.id);
  }
  const expense = await api.call<{ expense: { id: string } }>('POST', 'expenses', 201, { title: 'Soak expense', amount: '12.34', category: 'other', expenseDate: today() });
  return {
    client,
    lists: ['quotes?limit=25', 'invoices?limit=25', 'expenses?limit=25', 'inventory?page=1', 'service-requests/admin?page=1&limit=25'],
    details: [`quotes/${quote}`, `invoices/${invoices[0]}`, `inventory/${items[0]}`, `expenses/${expense.expense.id}`],
    invoices,
    items,
  };
}

interface Tally {
  times: Record<Kind, number[]>;
  errors: { kind: Kind; message: string }[];
}

/**
 * Runs the mix at RATE calls a second for `seconds`: each call starts on its tick, whether or not the
 * ones before it have answered (an open loop, as people arrive), and is timed to its answer.
 */
async function drive(api: Api, gateway: string, targets: Targets, seconds: number, tally: Tally | null): Promise<void> {
  const run = `soak-${Date.now().toString(36)}`;
  const calls: Record<Kind, (n: number) => Promise<unknown>> = {
    list: (n) => api.call('GET', targets.lists[n % targets.lists.length] as string, 200),
    detail: (n) => api.call('GET', targets.details[n % targets.details.length] as string, 200),
    quote: (n) => api.call('POST', 'quotes', 201, { clientId: targets.client, quoteNumber: `QOT-${run}-${n}`, quoteDate: today(), status: 'draft', lineItems: [line], taxRate: 0.0825 }),
    payment: (n) => api.call('POST', `invoices/${targets.invoices[n % POOL]}/payments`, 201, { amount: '1.00', paymentDate: today(), paymentMethod: 'Cash' }),
    expense: (n) => api.call('POST', 'expenses', 201, { title: `Soak expense ${n}`, amount: '12.34', category: 'other', expenseDate: today() }),
    quantity: (n) => api.call('PUT', `inventory/${targets.items[n % POOL]}/quantity`, 200, { quantity: 10 + (n % 80) }),
    booking: (n) => bookingPair(gateway, n, run),
  };
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  const count = seconds * RATE;
  for (let n = 0; n < count; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const kind = SECOND[n % SECOND.length] as Kind;
    const t0 = performance.now();
    inFlight.push(
      calls[kind](n).then(
        () => void tally?.times[kind].push(performance.now() - t0),
        (err: Error) => void tally?.errors.push({ kind, message: err.name === 'TimeoutError' ? `no answer within ${CALL_TIMEOUT_MS} ms` : err.message }),
      ),
    );
  }
  await Promise.all(inFlight);
}

/**
 * Issue 19's soak on a running bench stack: list pages, details, quotes created, payments recorded,
 * expenses created, quantities updated and guest bookings through the gateway at a fixed RATE for two
 * minutes (BENCH_SOAK_SECONDS for a shorter trial). Errors must be none; each kind's p99 is shown; the
 * stack's memory (PSS) at rest before and after must not grow by 10 % or more. `adminToken` is the demo admin's.
 */
export async function benchSoak(stack: Stack, adminToken: string): Promise<ApiMeasure[]> {
  const seconds = soakSeconds();
  const gateway = stack.gatewayUrl;
  const api = new Api(gateway, adminToken);
  const targets = await prepare(api, await clientId(gateway));

  console.log(`Soak: warming up for ${WARM_UP_SECONDS} s, then a mixed workload at ${RATE} calls a second for ${seconds} s (load average ${os.loadavg()[0]?.toFixed(2)})…`);
  await drive(api, gateway, targets, WARM_UP_SECONDS, null);
  await sleep(SETTLE_MS);
  const before = stackMemory(stack);
  const tally: Tally = { times: { list: [], detail: [], quote: [], payment: [], expense: [], quantity: [], booking: [] }, errors: [] };
  const started = performance.now();
  await drive(api, gateway, targets, seconds, tally);
  const elapsed = (performance.now() - started) / 1000;
  await sleep(SETTLE_MS);
  const after = stackMemory(stack);

  const calls = Object.values(tally.times).reduce((sum, t) => sum + t.length, 0) + tally.errors.length;
  if (tally.errors.length) {
    console.log(`Soak errors (${tally.errors.length}):`);
    for (const e of tally.errors.slice(0, 20)) console.log(`  ${LABELS[e.kind]}: ${e.message}`);
  }
  const growth = total(after) / total(before) - 1;
  const parts = [...before.keys()].map((name) => `${name} ${Math.round((before.get(name) ?? 0) / MB)} → ${Math.round((after.get(name) ?? 0) / MB)}`);
  console.log(`Soak memory (PSS, MB) at start → end: ${parts.join(', ')}.`);

  const kinds = Object.keys(LABELS) as Kind[];
  return [
    ...kinds.map((kind): ApiMeasure => {
      const sorted = [...tally.times[kind]].sort((a, b) => a - b);
      const failed = tally.errors.filter((e) => e.kind === kind).length;
      return {
        measure: `Soak ${RATE}/s mixed, ${seconds} s: ${LABELS[kind]} (${sorted.length} answered)`,
        rps: sorted.length / elapsed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        target: failed ? `0 errors (${failed})` : '0 errors',
        met: failed === 0,
      };
    }),
    { measure: `Soak errors: ${tally.errors.length} of ${calls} calls`, rps: calls / elapsed, p50: 0, p99: 0, target: '0', met: tally.errors.length === 0 },
    {
      measure: `Soak memory, stack PSS at rest: ${Math.round(total(before) / MB)} → ${Math.round(total(after) / MB)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
      rps: 0,
      p50: 0,
      p99: 0,
      target: '< 10 % growth',
      met: growth < MEMORY_GROWTH_LIMIT,
    },
  ];
}
