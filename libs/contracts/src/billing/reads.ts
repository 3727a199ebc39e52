import { defineConsumer, reads } from '../core/event-contracts';
import { REQUESTS_EVENTS } from '../requests/events';

/**
 * Who made each service request (docs/domains/billing.md#service-requests): a request's user never
 * changes, so its creation is all svc-billing reads of svc-requests' events.
 */
export const SERVICE_REQUEST_OWNERS_CONSUMER = defineConsumer({
  name: 'service-requests',
  subject: 'hvac.requests.>',
  reads: [reads(REQUESTS_EVENTS.serviceRequestCreated, ['id', 'userId'])],
});
