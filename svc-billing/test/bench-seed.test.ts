import { computeTotals, formatCents, parseCents, parseQuantity } from '@hvac/contracts';
import type { InvoiceResponse, QuoteSummary } from '@hvac/contracts/billing';
import { BILLING_BENCH_SEARCHES, seedBillingBench } from '../src/seed/bench';
import { startBilling, type TestBilling, type TestUser } from './helpers';

// The bench measures on this data set: it must be what the service itself would have written and found.
let t: TestBilling;
let admin: TestUser;
const COUNTS = { clients: 100, quotes: 600, invoices: 1000 };

beforeAll(async () => {
  t = await startBilling();
  admin = await t.user('admin');
  const progress: string[] = [];
  await seedBillingBench(t.h.service.ctx.db, COUNTS, (line) => progress.push(line));
  expect(progress.map((line) => line.replace(/[\d.]+ s$/, 'N s'))).toEqual(['  billing clients: N s', '  quotes: N s', '  invoices: N s']);
});
afterAll(() => t.close());

const list = async (kind: 'quotes' | 'invoices', query: string) => {
  const res = await t.call({ method: 'GET', url: `/api/${kind}?${query}`, token: admin.token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Record<string, QuoteSummary[]> }).data[kind]!;
};

it('writes the counts asked for, each document with the figures the server computes from its lines', async () => {
  const db = t.h.service.ctx.db;
  for (const [table, count] of [['quotes', COUNTS.quotes], ['invoices', COUNTS.invoices]] as const) {
    expect(Number(((await db(table).count({ n: '*' })) as [{ n: string }])[0].n)).toBe(count);
  }
  const [newest] = await list('invoices', 'limit=1');
  const { invoice } = ((await t.call({ method: 'GET', url: `/api/invoices/${newest!.id}`, token: admin.token })).json() as InvoiceResponse).data;
  const lines = invoice.lineItems.map((l) => ({ quantity: parseQuantity(l.quantity)!, unitPrice: parseCents(l.unitPrice)! }));
  const totals = computeTotals(lines, 825);
  expect(invoice).toMatchObject({ subTotal: formatCents(totals.subTotal), taxAmount: formatCents(totals.taxAmount), totalAmount: formatCents(totals.totalAmount) });
  expect(invoice.client).toMatchObject({ email: expect.stringMatching(/^bench-client-\d+@example\.com$/) });
});

it('answers the searches the bench makes: its clients, in the status it filters on', async () => {
  const quotes = await list('quotes', `search=${BILLING_BENCH_SEARCHES.client}&status=${BILLING_BENCH_SEARCHES.quoteStatus}`);
  expect(quotes.length).toBeGreaterThan(0);
  for (const q of quotes) {
    expect(q.status).toBe(BILLING_BENCH_SEARCHES.quoteStatus);
    expect(q.client?.username.toLowerCase()).toContain(BILLING_BENCH_SEARCHES.client);
  }
  const invoices = await list('invoices', `search=${BILLING_BENCH_SEARCHES.client}&status=${BILLING_BENCH_SEARCHES.invoiceStatus}`);
  expect(invoices.length).toBeGreaterThan(0);
  for (const i of invoices) expect(i.status).toBe(BILLING_BENCH_SEARCHES.invoiceStatus);
});
