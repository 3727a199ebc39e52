import { Value } from 'typebox/value';
import { BILLING_EVENTS, BILLING_SUBJECTS, PaymentRecordedData, type EventEnvelopeOf } from '@hvac/contracts';
import type { EventConsumer } from '@hvac/service-kit';
import * as repo from './repo';

/**
 * The income ledger (docs/domains/finance.md#income-ledger): every payment svc-billing records arrives
 * as `payment-recorded` and becomes one row, with whether its invoice counts for tax. The kit's inbox
 * applies each event once and the payment's id keys the row, so a redelivery or a second publish of the
 * same payment counts once. svc-billing publishes no event when a payment is removed or an invoice
 * voided (it has no such operation for a paid invoice yet), so the ledger has nothing to follow there.
 * An event that does not match the contract throws: it is retried, then dead-lettered, never half-applied.
 */
export function incomeLedgerConsumer(): EventConsumer {
  return {
    name: 'income-ledger',
    subject: BILLING_SUBJECTS.paymentRecorded,
    async handle(event, trx) {
      if (event.type !== BILLING_EVENTS.paymentRecorded) return;
      if (!Value.Check(PaymentRecordedData, event.data)) throw new Error(`${event.type} ${event.id} does not match PaymentRecordedData`);
      await repo.recordPayment(trx, event as EventEnvelopeOf<PaymentRecordedData>);
    },
  };
}
