import { BILLING_EVENTS } from '../billing/events';
import { defineConsumer, reads } from '../core/event-contracts';

/** svc-finance's income ledger (docs/domains/finance.md#income-ledger): every payment once, with whether it counts for tax. */
export const INCOME_LEDGER_CONSUMER = defineConsumer({
  name: 'income-ledger',
  subject: BILLING_EVENTS.paymentRecorded.subject,
  reads: [reads(BILLING_EVENTS.paymentRecorded, ['id', 'invoiceId', 'clientId', 'amount', 'paymentDate', 'paymentMethod', 'includeInTaxReport'])],
});
