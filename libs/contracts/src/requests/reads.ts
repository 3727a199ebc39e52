import { BILLING_EVENTS } from '../billing/events';
import { defineConsumer, reads } from '../core/event-contracts';

/** A client accepting a quote confirms the service request it answers, if it is theirs (docs/domains/billing.md#events). */
export const QUOTE_ACCEPTED_CONSUMER = defineConsumer({
  name: 'quote-accepted',
  subject: BILLING_EVENTS.quoteAccepted.subject,
  reads: [reads(BILLING_EVENTS.quoteAccepted, ['clientId', 'serviceRequestId'])],
});
