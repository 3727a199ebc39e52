import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { computeTotals, formatCents } from '@hvac/contracts';
import type { InvoiceStatus, QuoteStatus } from '@hvac/contracts/billing';
import { benchSeedMain, insertInBulk, timedPart, vacuumAnalyze } from '@hvac/service-kit';

/*
 * The billing data set of `npm run bench` (infra/src/bench/billing-rows.ts, docs/architecture.md#tests):
 * bench clients in this service's users directory, then quotes and invoices with their lines, in the
 * tables the migrations made. Nothing else seeds it; `npm start` never does.
 */

export interface BillingBenchCounts {
  clients: number;
  quotes: number;
  invoices: number;
}

/** What the bench searches for: one surname of 25 (about 4% of the clients), among one status of each kind (overdue: sent or partly paid and past due). */
export const BILLING_BENCH_SEARCHES = {
  client: 'garcia',
  quoteStatus: 'sent_to_client' satisfies QuoteStatus,
  invoiceStatus: 'overdue' satisfies InvoiceStatus,
} as const;

const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Ana', 'David', 'Sarah', 'Jose', 'Emily', 'Daniel', 'Nguyen', 'Thomas', 'Fatima', 'Kevin', 'Laura', 'Carlos', 'Grace', 'Brian', 'Reza'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Tran'];
// Most documents of an office that has run a while are settled; a fifth are still open.
const QUOTE_STATUS_MIX: QuoteStatus[] = ['accepted_by_client', 'accepted_by_client', 'converted_to_invoice', 'converted_to_invoice', 'rejected_by_client', 'expired', 'sent_to_client', 'sent_to_client', 'draft', 'archived'];
const INVOICE_STATUS_MIX: InvoiceStatus[] = ['paid', 'paid', 'paid', 'paid', 'paid', 'sent', 'sent', 'partially_paid', 'draft', 'void'];
const LINES = [
  { description: 'Seasonal AC tune-up', quantity: 100, unitPrice: 12900 },
  { description: 'Air filter 16x25x1 (MERV 11)', quantity: 200, unitPrice: 1850 },
  { description: 'Dual run capacitor 45/5 µF', quantity: 100, unitPrice: 8900 },
  { description: 'Labour', quantity: 150, unitPrice: 9900 },
  { description: 'Duct sealing, per run', quantity: 1400, unitPrice: 4200 },
];
const TAX_RATE = 825;
const DAY = 86_400_000;
/** Rows per statement: one JSON parameter each (service-kit insertInBulk). */
const SLICE = 5_000;

const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
/** Spreads document i over the clients without lining up with the status mix (Knuth's multiplicative hash). */
const scatter = (i: number) => Math.imul(i + 1, 2654435761) >>> 0;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function seedClients(db: Knex, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const rows = ids.map((id, i) => {
    const name = `${at(FIRST_NAMES, Math.floor(i / LAST_NAMES.length))} ${at(LAST_NAMES, i)}`;
    return { id, username: name, email: `bench-client-${i}@example.com`, role: 'client', version: 1, token_version: 0 };
  });
  const types = { id: 'uuid', username: 'text', email: 'text', role: 'text', version: 'integer', token_version: 'integer' };
  for (let from = 0; from < rows.length; from += SLICE) await insertInBulk(db, 'users_directory', types, rows.slice(from, from + SLICE));
  return ids;
}

/** A document's lines (two to four of the catalogue) and the figures the server would compute for them. */
function documentFigures(i: number) {
  const lines = Array.from({ length: 2 + (i % 3) }, (_, k) => at(LINES, i + k));
  const totals = computeTotals(lines, TAX_RATE);
  return { lines, totals };
}

async function seedDocuments(db: Knex, kind: 'quote' | 'invoice', count: number, clients: readonly string[]): Promise<void> {
  const now = Date.now();
  const table = `${kind}s`;
  const key = `${kind}_id`;
  for (let from = 0; from < count; from += SLICE) {
    const documents: Record<string, unknown>[] = [];
    const lines: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(count, from + SLICE); i++) {
      const id = randomUUID();
      // Spread over two years, newest first by index, so the newest page holds every status.
      const created = now - (i / count) * 730 * DAY;
      const { lines: items, totals } = documentFigures(i);
      const common = {
        id,
        client_id: at(clients, scatter(i)),
        status: kind === 'quote' ? at(QUOTE_STATUS_MIX, i) : at(INVOICE_STATUS_MIX, i),
        tax_rate: '0.0825',
        sub_total: formatCents(totals.subTotal),
        tax_amount: formatCents(totals.taxAmount),
        total_amount: formatCents(totals.totalAmount),
        created_at: new Date(created).toISOString(),
      };
      if (kind === 'quote') {
        documents.push({ ...common, quote_number: `QOT-B-${String(i).padStart(7, '0')}`, quote_date: isoDay(created), expiry_date: isoDay(created + 30 * DAY) });
      } else {
        const status = common.status as InvoiceStatus;
        const paid = status === 'paid' ? totals.totalAmount : status === 'partially_paid' ? Math.floor(totals.totalAmount / 2) : 0;
        documents.push({
          ...common,
          invoice_number: `INV-B-${String(i).padStart(7, '0')}`,
          invoice_date: isoDay(created),
          due_date: isoDay(created + 30 * DAY),
          amount_paid: formatCents(paid),
          payment_date: status === 'paid' ? isoDay(created + 10 * DAY) : null,
        });
      }
      items.forEach((line, position) =>
        lines.push({
          id: randomUUID(),
          [key]: id,
          position,
          description: line.description,
          quantity: formatCents(line.quantity),
          unit_price: formatCents(line.unitPrice),
          total: formatCents(totals.lineTotals[position]!),
        }),
      );
    }
    const documentTypes: Record<string, string> =
      kind === 'quote'
        ? { id: 'uuid', quote_number: 'text', client_id: 'uuid', quote_date: 'date', expiry_date: 'date', status: 'text', tax_rate: 'numeric', sub_total: 'numeric', tax_amount: 'numeric', total_amount: 'numeric', created_at: 'timestamptz' }
        : { id: 'uuid', invoice_number: 'text', client_id: 'uuid', invoice_date: 'date', due_date: 'date', status: 'text', tax_rate: 'numeric', sub_total: 'numeric', tax_amount: 'numeric', total_amount: 'numeric', amount_paid: 'numeric', payment_date: 'date', created_at: 'timestamptz' };
    await insertInBulk(db, table, documentTypes, documents);
    const lineTypes = { id: 'uuid', [key]: 'uuid', position: 'smallint', description: 'text', quantity: 'numeric', unit_price: 'numeric', total: 'numeric' };
    await insertInBulk(db, `${kind}_line_items`, lineTypes, lines);
  }
  await vacuumAnalyze(db, [table, `${kind}_line_items`]);
}

/** Seeds the whole billing data set, telling `progress` how long each part took. */
export async function seedBillingBench(db: Knex, counts: BillingBenchCounts, progress: (line: string) => void = () => undefined): Promise<void> {
  let clients: string[] = [];
  await timedPart(progress, 'billing clients', async () => (clients = await seedClients(db, counts.clients)));
  await vacuumAnalyze(db, ['users_directory']);
  await timedPart(progress, 'quotes', () => seedDocuments(db, 'quote', counts.quotes, clients));
  await timedPart(progress, 'invoices', () => seedDocuments(db, 'invoice', counts.invoices, clients));
}

if (require.main === module) {
  benchSeedMain({
    entry: 'svc-billing/dist/seed/bench.js',
    counts: ['clients', 'quotes', 'invoices'],
    seed: async (db, counts, progress) => {
      await seedBillingBench(db, counts, progress);
      return BILLING_BENCH_SEARCHES;
    },
  });
}
