import os from 'node:os';
import type { Stack } from '../stack';
import { check, measure, RUNS, WARM_UP_SECONDS, type ApiMeasure, type Load } from './load';
import { MB, sleep, today, total } from './support';

const signedMb = (bytes: number): string => `${bytes < 0 ? '−' : '+'}${Math.abs(Math.round(bytes / MB))} MB`;

/** Four at once, as the issue asks: a few people printing while others work. */
const CONNECTIONS = 4;
const SECONDS = 5;
/** PDFs rendered before memory is compared with what it was before them. */
const PDFS_FOR_MEMORY = 1_000;
/** Memory is read this long after the last PDF, so it is memory at rest, not the last render's. */
const SETTLE_MS = 3_000;

const TEN_LINES = Array.from({ length: 10 }, (_, i) => ({ description: `Bench line ${i + 1}: part or labour`, quantity: 1 + i, unitPrice: `${(24.5 * (i + 1)).toFixed(2)}` }));

async function firstInvoiceId(stack: Stack, token: string): Promise<string> {
  const body = JSON.parse(await check({ url: `${stack.gatewayUrl}/api/invoices?limit=1`, connections: 1, seconds: 0, headers: { authorization: `Bearer ${token}` } }, 200)) as {
    data: { invoices: { id: string }[] };
  };
  const id = body.data.invoices[0]?.id;
  if (!id) throw new Error('The demo data has no invoice to render.');
  return id;
}

/**
 * The first PDF after the stack started: svc-billing launches its Chromium in the background at start,
 * so this is what the first person to print waits. Run before anything else has rendered.
 */
export async function firstPdf(stack: Stack, token: string): Promise<ApiMeasure> {
  const id = await firstInvoiceId(stack, token);
  const started = performance.now();
  await check({ url: `${stack.gatewayUrl}/api/documents/invoice/${id}/download`, connections: 1, seconds: 0, headers: { authorization: `Bearer ${token}` } }, 200);
  const ms = performance.now() - started;
  return { measure: 'First PDF after start (one invoice)', rps: 0, p50: ms, p99: ms, target: '< 1500 ms', met: ms < 1500 };
}

/**
 * Issue 15's rows: a warm PDF of a ten-line invoice and its HTML preview, four at once, then the stack's
 * memory at rest before and after 1 000 PDFs (`stackMemory` sums every part's PSS, Chromium included).
 */
export async function benchDocuments(stack: Stack, token: string, stackMemory: () => Map<string, number>): Promise<ApiMeasure[]> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const warnings: string[] = [];
  const clients = JSON.parse(await check({ url: `${stack.gatewayUrl}/api/users?role=client&limit=1`, connections: 1, seconds: 0, headers }, 200)) as {
    data: { users: { id: string }[] };
  };
  const clientId = clients.data.users[0]?.id;
  if (!clientId) throw new Error('The demo data has no client.');
  const created = JSON.parse(
    await check(
      {
        url: `${stack.gatewayUrl}/api/invoices`,
        connections: 1,
        seconds: 0,
        method: 'POST',
        headers,
        body: JSON.stringify({ clientId, invoiceNumber: `INV-BENCH-PDF-${Date.now()}`, invoiceDate: today(), dueDate: today(), status: 'sent', lineItems: TEN_LINES, taxRate: 0.0825, notes: 'Bench invoice' }),
      },
      201,
    ),
  ) as { data: { invoice: { id: string } } };
  const document = `${stack.gatewayUrl}/api/documents/invoice/${created.data.invoice.id}`;
  const load = (action: string): Load => ({ url: `${document}/${action}`, connections: CONNECTIONS, seconds: SECONDS, headers: { authorization: headers.authorization } });

  console.log(`Measuring the document rows through the gateway (${CONNECTIONS} at once; load average ${os.loadavg()[0]?.toFixed(2)})…`);
  // At rest on both sides: the rows before this one may have left work in flight.
  await sleep(SETTLE_MS);
  const before = stackMemory();
  const pdf = await measure(load('download'), 200, warnings, 'PDF');
  const preview = await measure(load('preview'), 200, warnings, 'preview');
  // The warm-up and timed runs rendered some PDFs already; the rest of the thousand, four at once.
  const rendered = Math.round(pdf.rps * (WARM_UP_SECONDS + RUNS * SECONDS));
  const remaining = Math.max(0, PDFS_FOR_MEMORY - rendered);
  for (let i = 0; i < remaining; i += CONNECTIONS) {
    await Promise.all(Array.from({ length: Math.min(CONNECTIONS, remaining - i) }, () => fetch(`${document}/download`, { headers: { authorization: headers.authorization } }).then((r) => r.arrayBuffer())));
  }
  await sleep(SETTLE_MS);
  const after = stackMemory();
  if (warnings.length) console.log(`Warning — document figures include failed requests: ${warnings.join('; ')}.`);
  const growth = (total(after) - total(before)) / total(before);
  const moved = [...after].map(([name, bytes]) => `${name} ${signedMb(bytes - (before.get(name) ?? 0))}`);
  console.log(`Memory after ${PDFS_FOR_MEMORY.toLocaleString('en-US')} PDFs, part by part: ${moved.join(', ')}.`);

  return [
    { measure: 'GET /api/documents/invoice/:id/download, 10 lines, warm', rps: pdf.rps, p50: pdf.p50, p99: pdf.p99, target: 'p50 < 200, p99 < 500 ms', met: pdf.p50 < 200 && pdf.p99 < 500 },
    { measure: 'GET /api/documents/invoice/:id/preview', rps: preview.rps, p50: preview.p50, p99: preview.p99, target: 'p99 < 20 ms', met: preview.p99 < 20 },
    {
      measure: `Memory at rest after ${PDFS_FOR_MEMORY.toLocaleString('en-US')} PDFs: ${Math.round(total(before) / MB)} → ${Math.round(total(after) / MB)} MB (${(growth * 100).toFixed(1)}%)`,
      rps: 0,
      p50: 0,
      p99: 0,
      target: 'growth <= 10%',
      met: growth <= 0.1,
    },
  ];
}
