import { Value } from 'typebox/value';
import { REQUESTS_EVENTS, ServiceRequestCreatedData } from '@hvac/contracts';
import type { EventConsumer } from '@hvac/service-kit';
import * as repo from './repo';

/**
 * Who made each service request (docs/domains/billing.md#service-requests), from svc-requests' events:
 * `service-request-created` names the request's user, who never changes, so the request's later events
 * carry nothing for billing. The kit's inbox applies each event once. An event that does not match the
 * contract throws: it is retried, then dead-lettered, never half-applied.
 */
export function serviceRequestOwnersConsumer(): EventConsumer {
  return {
    name: 'service-requests',
    subject: 'hvac.requests.>',
    async handle(event, trx) {
      if (event.type !== REQUESTS_EVENTS.serviceRequestCreated) return;
      if (!Value.Check(ServiceRequestCreatedData, event.data)) throw new Error(`${event.type} ${event.id} does not match ServiceRequestCreatedData`);
      await repo.recordOwner(trx, event.data);
    },
  };
}
