import { SERVICE_REQUEST_OWNERS_CONSUMER } from '@hvac/contracts/events';
import type { EventConsumer } from '@hvac/service-kit';
import * as repo from './repo';

/**
 * Who made each service request (docs/domains/billing.md#service-requests), from svc-requests'
 * `service-request-created`: the request's user never changes, so the request's later events carry
 * nothing for billing. The kit's inbox applies each event once, and checks the fields the contract says
 * this reads before it runs.
 */
export function serviceRequestOwnersConsumer(): EventConsumer<typeof SERVICE_REQUEST_OWNERS_CONSUMER> {
  return {
    contract: SERVICE_REQUEST_OWNERS_CONSUMER,
    async handle(event, trx) {
      await repo.recordOwner(trx, event.data);
    },
  };
}
