import { INCOME_LEDGER_CONSUMER } from '@hvac/contracts/events';
import type { EventConsumer } from '@hvac/service-kit';
import * as repo from './repo';

/**
 * The income ledger (docs/domains/finance.md#income-ledger): every payment svc-billing records arrives
 * as `payment-recorded` and becomes one row, with whether its invoice counts for tax. The kit's inbox
 * applies each event once and the payment's id keys the row, so a redelivery or a second publish of the
 * same payment counts once. svc-billing publishes no event when a payment is removed or an invoice
 * voided (it has no such operation for a paid invoice yet), so the ledger has nothing to follow there.
 * An event that lacks a field the contract says this reads is retried, then dead-lettered, never half-applied.
 */
export function incomeLedgerConsumer(): EventConsumer<typeof INCOME_LEDGER_CONSUMER> {
  return {
    contract: INCOME_LEDGER_CONSUMER,
    async handle(event, trx) {
      await repo.recordPayment(trx, event);
    },
  };
}
