import type { Knex } from 'knex';
import { BILLING_EVENTS } from '@hvac/contracts/events';
import type { Outbox } from '@hvac/service-kit';
import type { InvoiceRow } from '../invoices/repo';
import type { PaymentRow } from './repo';

/** Every payment once, with whether it counts for tax: what svc-finance's income ledger is built from. */
export const paymentRecorded = (outbox: Outbox, trx: Knex.Transaction, p: PaymentRow, invoice: InvoiceRow, correlationId: string | null) =>
  outbox.add(trx, BILLING_EVENTS.paymentRecorded, {
    id: p.id,
    invoiceId: invoice.id,
    clientId: invoice.client_id,
    amount: p.amount,
    paymentDate: p.payment_date,
    paymentMethod: p.payment_method,
    includeInTaxReport: invoice.include_in_tax_report,
  }, correlationId);

export const invoicePaid = (outbox: Outbox, trx: Knex.Transaction, invoice: InvoiceRow, paymentDate: string, correlationId: string | null) =>
  outbox.add(trx, BILLING_EVENTS.invoicePaid, { id: invoice.id, invoiceNumber: invoice.invoice_number, clientId: invoice.client_id, totalAmount: invoice.total_amount, paymentDate }, correlationId);
