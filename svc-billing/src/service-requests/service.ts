import type { Knex } from 'knex';
import { BILLING_MESSAGES } from '@hvac/contracts/billing';
import { badRequest } from '@hvac/service-kit';
import { ownerOf } from './repo';

/**
 * A quote or estimate answers one of its own client's service requests: accepting the quote confirms the
 * request (docs/domains/billing.md#events). A request billing has not heard of, a guest's and another
 * user's are refused with a message on the field. A document keeping the request and the client it
 * already has passes, as requireClient lets a kept client pass, so one linked before this check can
 * still be edited.
 */
export async function requireClientsRequest(db: Knex, serviceRequestId: string | null | undefined, clientId: string, current?: { serviceRequestId: string | null; clientId: string }): Promise<void> {
  const id = serviceRequestId?.toLowerCase() ?? null;
  if (id === null || (current && id === current.serviceRequestId && clientId === current.clientId)) return;
  if ((await ownerOf(db, id)) === clientId) return;
  const message = BILLING_MESSAGES.serviceRequestMismatch;
  throw badRequest(message, 'serviceRequestMismatch', { errors: [{ field: 'serviceRequestId', code: 'serviceRequestMismatch', message }] });
}
