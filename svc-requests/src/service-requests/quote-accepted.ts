import { QUOTE_ACCEPTED_CONSUMER } from '@hvac/contracts/events';
import type { EventConsumer, Outbox } from '@hvac/service-kit';
import { serviceRequestStatusChanged } from './events';
import * as repo from './repo';

/**
 * A client accepting a quote that answers their service request confirms the request
 * (docs/domains/billing.md#events): a request still pending becomes confirmed, under its row lock and
 * with its status-changed event, as a manager's change would be. A request that has moved on (confirmed,
 * in progress, done, cancelled), that is unknown here, or that is not the quote's client's own is left
 * alone: svc-billing links a quote only to its client's request, and this holds even for one linked
 * before it checked. The kit's inbox applies each event once; an event that lacks a field the contract
 * says this reads is retried and dead-lettered.
 */
export function quoteAcceptedConsumer(outbox: Outbox): EventConsumer<typeof QUOTE_ACCEPTED_CONSUMER> {
  return {
    contract: QUOTE_ACCEPTED_CONSUMER,
    async handle(event, trx) {
      const { serviceRequestId } = event.data;
      if (!serviceRequestId) return;
      const request = await repo.lockRow(trx, serviceRequestId);
      if (request?.status !== 'pending' || request.user_id !== event.data.clientId) return;
      await repo.updateRow(trx, serviceRequestId, { status: 'confirmed' });
      await serviceRequestStatusChanged(outbox, trx, { id: serviceRequestId, from: 'pending', to: 'confirmed' }, event.correlationId);
    },
  };
}
