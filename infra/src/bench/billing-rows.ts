import os from 'node:os';
import pg from 'pg';
import type { Stack } from '../stack';
import { seedBilling } from './api-seed';
import { check, measure, type ApiMeasure, type Load } from './load';
import { today } from './support';

const CLIENTS = 2_000;
const QUOTES = 100_000;
const INVOICES = 100_000;
/** As the service-request rows: a handful of staff at once. */
const CONNECTIONS = 4;
const SECONDS = 5;
const TEN_LINES = Array.from({ length: 10 }, (_, i) => ({ description: `Bench line ${i + 1}: part or labour`, quantity: 1.5 + i, unitPrice: `${(19.99 * (i + 1)).toFixed(2)}` }));

/**
 * Issue 14's rows on a running bench stack: svc-billing seeds 100 000 quotes and 100 000 invoices through
 * its own seed, then lists (a search and a status filter), creating a ten-line quote, recording a
 * payment and the overview widget's two summaries are timed through the gateway. `adminToken` is the demo admin's.
 */
export async function benchBilling(stack: Stack, adminToken: string): Promise<ApiMeasure[]> {
  const schema = stack.schemas['svc-billing'];
  if (!schema) throw new Error('svc-billing is not part of the bench stack.');
  const gateway = stack.gatewayUrl;
  const json = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const warnings: string[] = [];

  console.log(`Seeding ${CLIENTS.toLocaleString('en-US')} billing clients, ${QUOTES.toLocaleString('en-US')} quotes and ${INVOICES.toLocaleString('en-US')} invoices through svc-billing's own seed…`);
  const searches = await seedBilling(stack.databaseUrl, schema, { clients: CLIENTS, quotes: QUOTES, invoices: INVOICES });
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }

  console.log(`Measuring the billing rows through the gateway (${CONNECTIONS} connections, the median p99 run shown; load average ${os.loadavg()[0]?.toFixed(2)})…`);
  const listLoad = (kind: 'quotes' | 'invoices', status: string): Load => ({
    url: `${gateway}/api/${kind}?search=${encodeURIComponent(searches.client)}&status=${status}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { authorization: json.authorization },
  });
  const invoiceList = JSON.parse(await check(listLoad('invoices', searches.invoiceStatus), 200)) as { data: { invoices: { client: { id: string } }[] } };
  const clientId = invoiceList.data.invoices[0]?.client.id;
  if (!clientId) throw new Error(`The billing data set has no ${searches.invoiceStatus} invoice for "${searches.client}".`);
  const invoices = await measure(listLoad('invoices', searches.invoiceStatus), 200, warnings, 'invoice list');
  const quotes = await measure(listLoad('quotes', searches.quoteStatus), 200, warnings, 'quote list');

  const quoteLoad: Load = {
    url: `${gateway}/api/quotes`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    method: 'POST',
    headers: json,
    uniqueIds: true,
    body: JSON.stringify({ clientId, quoteNumber: 'QOT-[<id>]', quoteDate: today(), status: 'draft', lineItems: TEN_LINES, taxRate: 0.0825, notes: 'Bench quote' }),
  };
  const created = await measure(quoteLoad, 201, warnings, 'create quote');

  // One invoice large enough to take every payment of the run: payments of $1.00 against a ~$100M balance.
  const bigInvoice = JSON.parse(
    await check(
      {
        ...quoteLoad,
        url: `${gateway}/api/invoices`,
        body: JSON.stringify({ clientId, invoiceNumber: 'INV-[<id>]', invoiceDate: today(), dueDate: today(), status: 'sent', lineItems: [{ description: 'Bench balance', quantity: 10_000, unitPrice: '9999.99' }], taxRate: 0 }),
      },
      201,
    ),
  ) as { data: { invoice: { id: string } } };
  // One payment at a time, as a clerk records them: concurrent payments on one invoice queue on its row lock by design.
  const paymentLoad: Load = {
    url: `${gateway}/api/invoices/${bigInvoice.data.invoice.id}/payments`,
    connections: 1,
    seconds: SECONDS,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ amount: '1.00', paymentDate: today(), paymentMethod: 'Cash' }),
  };
  const paid = await measure(paymentLoad, 201, warnings, 'record payment');
  // The overview widget's calls (docs/domains/billing.md#overview-widget), after the payments, so this month's revenue has rows to sum.
  const summaryLoad = (kind: 'quotes' | 'invoices'): Load => ({ url: `${gateway}/api/${kind}/summary`, connections: CONNECTIONS, seconds: SECONDS, headers: { authorization: json.authorization } });
  const invoiceSummary = await measure(summaryLoad('invoices'), 200, warnings, 'invoice summary');
  const quoteSummary = await measure(summaryLoad('quotes'), 200, warnings, 'quote summary');
  if (warnings.length) console.log(`Warning — billing figures include failed requests: ${warnings.join('; ')}.`);

  const row = (measureName: string, r: { rps: number; p50: number; p99: number }): ApiMeasure => ({ measure: measureName, rps: r.rps, p50: r.p50, p99: r.p99, target: 'p99 < 30 ms', met: r.p99 < 30 });
  return [
    row(`GET /api/invoices search+${searches.invoiceStatus}, of ${INVOICES / 1000}k`, invoices),
    row(`GET /api/quotes search+${searches.quoteStatus}, of ${QUOTES / 1000}k`, quotes),
    row('POST /api/quotes, 10 lines', created),
    row('POST /api/invoices/:id/payments (sequential)', paid),
    { ...row(`GET /api/invoices/summary, of ${INVOICES / 1000}k`, invoiceSummary), target: 'p99 < 20 ms', met: invoiceSummary.p99 < 20 },
    { ...row(`GET /api/quotes/summary, of ${QUOTES / 1000}k`, quoteSummary), target: 'p99 < 20 ms', met: quoteSummary.p99 < 20 },
  ];
}
