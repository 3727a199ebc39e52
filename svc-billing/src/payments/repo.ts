import type { Knex } from 'knex';
import type { Payment, PaymentMethod, PaymentResponse } from '@hvac/contracts/billing';

export interface PaymentRow {
  id: string;
  invoice_id: string;
  /** numeric(14,2) text, e.g. '60.00'. */
  amount: string;
  payment_date: string;
  payment_method: PaymentMethod;
  reference_number: string | null;
  notes: string | null;
  recorded_by: string | null;
  created_at: Date;
}

const COLUMNS = ['id', 'invoice_id', 'amount', 'payment_method', 'reference_number', 'notes', 'recorded_by', 'created_at'];
const columns = (db: Knex) => [...COLUMNS, db.raw('payment_date::text as payment_date')];

export const toPayment = (p: PaymentRow): Payment => ({
  id: p.id,
  invoiceId: p.invoice_id,
  amount: p.amount,
  paymentDate: p.payment_date,
  paymentMethod: p.payment_method,
  referenceNumber: p.reference_number,
  notes: p.notes,
  recordedBy: p.recorded_by,
  createdAt: p.created_at.toISOString(),
});

export async function insertPayment(trx: Knex.Transaction, row: Omit<PaymentRow, 'created_at'>): Promise<PaymentRow> {
  const [stored] = (await trx('payments').insert(row).returning(columns(trx))) as PaymentRow[];
  return stored!;
}

export const paymentsOf = (db: Knex, invoiceId: string): Promise<PaymentRow[]> =>
  db('payments').select(columns(db)).where({ invoice_id: invoiceId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);

export const hasPayments = async (db: Knex, invoiceId: string): Promise<boolean> => !!(await db('payments').where({ invoice_id: invoiceId }).first('id'));

/** The last payment's day: what settled an invoice that an edit brought down to what was already paid. */
export async function lastPaymentDate(db: Knex, invoiceId: string): Promise<string | null> {
  const row = (await db('payments').where({ invoice_id: invoiceId }).first(db.raw('max(payment_date)::text as day'))) as { day: string | null } | undefined;
  return row?.day ?? null;
}

export interface RecordedRequest {
  fingerprint: string;
  answer: PaymentResponse;
}

/** The answer a payment with this Idempotency-Key on this invoice was first given, if any. */
export const findRequest = (db: Knex, invoiceId: string, key: string): Promise<RecordedRequest | undefined> =>
  db('payment_requests').select('fingerprint', 'answer').where({ invoice_id: invoiceId, idempotency_key: key }).first();

export async function saveRequest(trx: Knex.Transaction, row: { invoice_id: string; idempotency_key: string; fingerprint: string; payment_id: string; answer: PaymentResponse }): Promise<void> {
  await trx('payment_requests').insert({ ...row, answer: JSON.stringify(row.answer) });
}
