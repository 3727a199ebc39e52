import type { Knex } from 'knex';
import type { INCOME_LEDGER_CONSUMER, ReadEvent } from '@hvac/contracts/events';

/** A payment as the income ledger keeps it (docs/domains/finance.md#income-ledger). */
export interface IncomePaymentRow {
  payment_id: string;
  invoice_id: string;
  client_id: string;
  amount: string;
  payment_date: string;
  payment_method: string;
  include_in_tax_report: boolean;
  event_id: string;
  recorded_at: Date;
}

/**
 * Records a payment once: keyed by the payment's id, so the same payment under another event id (billing's
 * outbox publishing again after a crash, a replay) is still counted once. Answers whether it was new.
 */
export async function recordPayment(trx: Knex.Transaction, event: ReadEvent<typeof INCOME_LEDGER_CONSUMER>): Promise<boolean> {
  const { data } = event;
  const inserted = await trx('income_payments')
    .insert({
      payment_id: data.id,
      invoice_id: data.invoiceId,
      client_id: data.clientId,
      amount: data.amount,
      payment_date: data.paymentDate,
      payment_method: data.paymentMethod,
      include_in_tax_report: data.includeInTaxReport,
      event_id: event.id,
      recorded_at: event.occurredAt,
    })
    .onConflict('payment_id')
    .ignore()
    .returning('payment_id');
  return inserted.length > 0;
}
