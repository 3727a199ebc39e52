import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { todayIn } from '@hvac/contracts';
import type { BillingDocumentKind, EstimateStatus, InvoiceStatus, LineItemBody, PaymentMethod, QuoteStatus } from '@hvac/contracts/billing';
import { findActiveByEmail } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { checkedFigures, storedFigures, storedLines } from '../documents/figures';
import { writeEstimate } from '../estimates/service';
import { balanceOf } from '../invoices/repo';
import { writeInvoice } from '../invoices/service';
import { applyPayment } from '../payments/service';
import { writeQuote } from '../quotes/service';

export const DEMO_CLIENT_EMAIL = 'client@example.com';
const SEED_NAME = 'demo-billing-documents';
const CORRELATION = 'demo-seed';

const day = (offset: number): string => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

const TUNE_UP: LineItemBody[] = [
  { description: 'Seasonal AC tune-up', quantity: 1, unitPrice: '129.00' },
  { description: 'Air filter 16x25x1 (MERV 11)', quantity: 2, unitPrice: '18.50' },
];
const CAPACITOR: LineItemBody[] = [
  { description: 'Dual run capacitor 45/5 µF', quantity: 1, unitPrice: '89.00' },
  { description: 'Labour', quantity: 1.5, unitPrice: '99.00' },
];
const HEAT_PUMP: LineItemBody[] = [
  { description: '3-ton heat pump, 16 SEER2', quantity: 1, unitPrice: '6450.00' },
  { description: 'Line set and pad', quantity: 1, unitPrice: '480.00' },
  { description: 'Installation labour', quantity: 12, unitPrice: '95.00' },
];
const DUCTS: LineItemBody[] = [
  { description: 'Duct sealing, per run', quantity: 14, unitPrice: '42.00' },
  { description: 'Attic insulation check', quantity: 1, unitPrice: '35.00' },
];

interface DemoDocument {
  kind: BillingDocumentKind;
  number: string;
  status: string;
  lines: LineItemBody[];
  createdDaysAgo: number;
  /** Invoices: days from the invoice date to the due date, and the payments received. */
  dueInDays?: number;
  payments?: { amount: number | 'balance'; daysAgo: number; method: PaymentMethod }[];
  notes?: string;
}

const DEMO_DOCUMENTS: DemoDocument[] = [
  { kind: 'quote', number: 'QOT-DEMO-1001', status: 'sent_to_client', lines: HEAT_PUMP, createdDaysAgo: 2, notes: 'Replaces the 18-year-old split system.' },
  { kind: 'quote', number: 'QOT-DEMO-1002', status: 'accepted_by_client', lines: CAPACITOR, createdDaysAgo: 6 },
  { kind: 'quote', number: 'QOT-DEMO-1003', status: 'draft', lines: DUCTS, createdDaysAgo: 1 },
  { kind: 'estimate', number: 'EST-DEMO-2001', status: 'sent_to_client', lines: DUCTS, createdDaysAgo: 3, notes: 'Estimate after the attic inspection.' },
  { kind: 'estimate', number: 'EST-DEMO-2002', status: 'draft', lines: TUNE_UP, createdDaysAgo: 0 },
  { kind: 'invoice', number: 'INV-DEMO-3001', status: 'sent', lines: TUNE_UP, createdDaysAgo: 4, dueInDays: 30 },
  { kind: 'invoice', number: 'INV-DEMO-3002', status: 'sent', lines: CAPACITOR, createdDaysAgo: 12, dueInDays: 30, payments: [{ amount: 10000, daysAgo: 5, method: 'Check' }] },
  { kind: 'invoice', number: 'INV-DEMO-3003', status: 'sent', lines: TUNE_UP, createdDaysAgo: 40, dueInDays: 30, payments: [{ amount: 'balance', daysAgo: 35, method: 'Credit Card' }] },
  { kind: 'invoice', number: 'INV-DEMO-3004', status: 'sent', lines: DUCTS, createdDaysAgo: 45, dueInDays: 30 },
];

async function seedDocument(trx: Knex.Transaction, ctx: BillingContext, doc: DemoDocument, clientId: string, createdBy: string | null): Promise<void> {
  const id = randomUUID();
  const date = day(-doc.createdDaysAgo);
  const figures = checkedFigures(doc.kind, 'create', { clientId, number: doc.number, date, dueDate: date, lineItems: doc.lines, taxRate: 0.0825 });
  const common = { id, client_id: clientId, notes: doc.notes ?? null, terms_and_conditions: 'Payment due within 30 days.', created_by: createdBy, ...storedFigures(figures) };
  const lines = storedLines(figures, doc.lines);
  const table = `${doc.kind}s`;
  if (doc.kind === 'quote') {
    await writeQuote(
      trx,
      ctx,
      {
        ...common,
        quote_number: doc.number,
        customer_name: null,
        customer_email: null,
        quote_date: date,
        expiry_date: day(30 - doc.createdDaysAgo),
        status: doc.status as QuoteStatus,
        service_request_id: null,
        converted_estimate_id: null,
        converted_invoice_id: null,
      },
      lines,
      CORRELATION,
    );
  } else if (doc.kind === 'estimate') {
    await writeEstimate(
      trx,
      {
        ...common,
        estimate_number: doc.number,
        service_request_id: null,
        originating_quote_id: null,
        estimate_date: date,
        expiry_date: day(30 - doc.createdDaysAgo),
        status: doc.status as EstimateStatus,
        converted_invoice_id: null,
      },
      lines,
    );
  } else {
    let invoice = await writeInvoice(
      trx,
      ctx,
      {
        row: {
          ...common,
          invoice_number: doc.number,
          originating_estimate_id: null,
          originating_quote_id: null,
          invoice_date: date,
          due_date: day(doc.dueInDays! - doc.createdDaysAgo),
          status: doc.status as InvoiceStatus,
          include_in_tax_report: true,
        },
        lines,
        alreadyPaid: 0,
      },
      CORRELATION,
    );
    for (const p of doc.payments ?? []) {
      const amount = p.amount === 'balance' ? balanceOf(invoice) : p.amount;
      const payment = { amount, paymentDate: day(-p.daysAgo), paymentMethod: p.method, referenceNumber: null, notes: null, recordedBy: createdBy };
      invoice = (await applyPayment(trx, ctx.outbox, invoice, payment, CORRELATION)).invoice;
    }
  }
  const created = new Date(Date.now() - doc.createdDaysAgo * 86_400_000);
  await trx(table).where({ id }).update({ created_at: created, updated_at: created });
}

/**
 * Demo mode: a few quotes, estimates and invoices for the demo client, in the states the screens show
 * (a quote to accept, one to convert, an invoice partly paid, one paid, one overdue). The client's id
 * only exists once identity's event has reached the users directory, so this runs after each user event
 * (and once at start); the `seeds` row, written in the same transaction, makes it happen once. True
 * when an earlier transaction had already committed the seed, so the caller can stop asking.
 */
export async function seedDemoDocumentsIfReady(trx: Knex.Transaction, ctx: BillingContext): Promise<boolean> {
  if (await trx('seeds').where({ name: SEED_NAME }).first()) return true;
  const client = await findActiveByEmail(trx, DEMO_CLIENT_EMAIL);
  if (!client) return false;
  const claimed = await trx('seeds').insert({ name: SEED_NAME }).onConflict('name').ignore().returning('name');
  if (claimed.length === 0) return false;
  const admin = await findActiveByEmail(trx, 'admin@example.com');
  for (const doc of DEMO_DOCUMENTS) await seedDocument(trx, ctx, doc, client.id, admin?.id ?? null);
  ctx.log.info({ count: DEMO_DOCUMENTS.length }, 'demo billing documents seeded');
  return false;
}

/**
 * Demo data must never cost the users directory an event: the seed runs in a savepoint, and if it fails
 * it is logged and rolled back alone (it is tried again with the next user event or start). Once a seed
 * committed by an earlier event is seen, later events skip the check.
 */
const seeded = new WeakSet<object>();
export function demoSeeder(ctx: BillingContext): (trx: Knex.Transaction) => Promise<void> {
  return async (trx) => {
    if (seeded.has(ctx)) return;
    try {
      if (await trx.transaction((sp) => seedDemoDocumentsIfReady(sp, ctx))) seeded.add(ctx);
    } catch (err) {
      ctx.log.error({ err }, 'demo billing documents could not be seeded');
    }
  };
}
