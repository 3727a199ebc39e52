import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatCents, formatUsd, todayIn } from '@hvac/contracts';
import { BILLING_MESSAGES as M, billingMessage, paymentDateError, validatePayment, type Payment, type PaymentBody, type PaymentMethod, type PaymentResponse } from '@hvac/contracts/billing';
import { badRequest, conflict, notFound, type AuthUser, type Outbox } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { canSee } from '../documents/access';
import { textOrNull } from '../documents/fields';
import { balanceOf, cents, lockInvoice, readInvoice, type InvoiceRow } from '../invoices/repo';
import { documentChanged } from '../documents/history';
import { findView } from '../documents/repo';
import { INVOICES } from '../documents/tables';
import { invoicePaid, paymentRecorded } from './events';
import * as repo from './repo';

export interface NewPayment {
  /** Cents, above 0 and within the balance: the caller has checked both under the invoice's lock. */
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  referenceNumber: string | null;
  notes: string | null;
  recordedBy: string | null;
}

/**
 * Books a payment on an invoice the caller holds locked: `amountPaid` becomes the sum of its payments,
 * the status partially_paid or paid (with the day that settled it), and payment-recorded (and
 * invoice-paid) go out with the change. The invoice row as it now stands is returned.
 */
export async function applyPayment(trx: Knex.Transaction, outbox: Outbox, invoice: InvoiceRow, p: NewPayment, correlationId: string | null) {
  const payment = await repo.insertPayment(trx, {
    id: randomUUID(),
    invoice_id: invoice.id,
    amount: formatCents(p.amount),
    payment_date: p.paymentDate,
    payment_method: p.paymentMethod,
    reference_number: p.referenceNumber,
    notes: p.notes,
    recorded_by: p.recordedBy,
  });
  const paid = cents(invoice.amount_paid) + p.amount;
  const settled = paid >= cents(invoice.total_amount);
  const updated: InvoiceRow = {
    ...invoice,
    amount_paid: formatCents(paid),
    status: settled ? 'paid' : 'partially_paid',
    payment_date: settled ? p.paymentDate : null,
  };
  await trx('invoices')
    .where({ id: invoice.id })
    .update({ amount_paid: updated.amount_paid, status: updated.status, payment_date: updated.payment_date, updated_at: trx.fn.now() });
  await paymentRecorded(outbox, trx, payment, updated, correlationId);
  if (settled) await invoicePaid(outbox, trx, updated, p.paymentDate, correlationId);
  return { invoice: updated, payment };
}

/** Invoices that are owed money: sent, partly paid, or marked (or read as) overdue. */
export const PAYABLE: readonly string[] = ['sent', 'partially_paid', 'overdue'];

/** What a payment asked for, so the same Idempotency-Key with another payment is told apart. */
const fingerprintOf = (p: NewPayment): string =>
  createHash('sha256').update(JSON.stringify([p.amount, p.paymentDate, p.paymentMethod, p.referenceNumber, p.notes])).digest('hex');

/**
 * Records a payment (docs/domains/billing.md#dialogs) under the invoice's row lock, so concurrent payments
 * are checked against the balance one after the other and together never exceed it. With an
 * Idempotency-Key, a retry (the network dropped the first answer) gets the first answer back instead of
 * paying twice; the lock orders a retry racing its original too.
 */
export async function recordPayment(
  ctx: BillingContext,
  caller: AuthUser,
  invoiceId: string,
  body: PaymentBody,
  idempotencyKey: string | undefined,
  correlationId: string | null,
): Promise<PaymentResponse> {
  const checked = validatePayment(body);
  if (checked.errors.length) throw badRequest(checked.errors[0]!.message, checked.errors[0]!.code, { errors: checked.errors });
  const payment: NewPayment = {
    amount: checked.amount!,
    paymentDate: checked.paymentDate!,
    paymentMethod: checked.paymentMethod,
    referenceNumber: textOrNull(body.referenceNumber),
    notes: textOrNull(body.notes),
    recordedBy: caller.id,
  };
  return ctx.db.transaction(async (trx) => {
    const invoice = await lockInvoice(trx, invoiceId);
    if (!invoice) throw notFound(M.invoiceNotFound, 'invoiceNotFound');
    const fingerprint = fingerprintOf(payment);
    if (idempotencyKey) {
      const first = await repo.findRequest(trx, invoiceId, idempotencyKey);
      if (first && first.fingerprint !== fingerprint) throw conflict(M.idempotencyKeyReused, 'idempotencyKeyReused');
      if (first) return first.answer;
    }
    if (!PAYABLE.includes(invoice.status)) throw conflict(M.invoiceNotPayable, 'invoiceNotPayable');
    const misdated = paymentDateError(payment.paymentDate, { invoiceDate: invoice.invoice_date, today: todayIn() });
    if (misdated) throw badRequest(misdated.message, misdated.code, { errors: [misdated] });
    const balance = balanceOf(invoice);
    if (payment.amount > balance) throw badRequest(billingMessage('paymentExceedsBalance', { balance: formatUsd(balance) }), 'paymentExceedsBalance');
    const booked = await applyPayment(trx, ctx.outbox, invoice, payment, correlationId);
    await documentChanged(trx, INVOICES, caller, invoiceId, invoice, 'payment_recorded');
    const answer: PaymentResponse = {
      status: 'success',
      data: { invoice: (await readInvoice(trx, invoiceId, todayIn()))!.invoice, payment: repo.toPayment(booked.payment) },
    };
    if (idempotencyKey) await repo.saveRequest(trx, { invoice_id: invoiceId, idempotency_key: idempotencyKey, fingerprint, payment_id: booked.payment.id, answer });
    return answer;
  });
}

/** The invoice's payment history, oldest first; a client reads only their own invoice's. */
export async function listPayments(ctx: BillingContext, viewer: AuthUser, invoiceId: string): Promise<Payment[]> {
  const invoice = await findView<InvoiceRow>(ctx.db, INVOICES, invoiceId);
  if (!invoice || !canSee(viewer, invoice)) throw notFound(M.invoiceNotFound, 'invoiceNotFound');
  return (await repo.paymentsOf(ctx.db, invoiceId)).map(repo.toPayment);
}
