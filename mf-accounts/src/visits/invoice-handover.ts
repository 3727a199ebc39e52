import type { Visit } from '@hvac/contracts/requests';

/**
 * A completed visit handed to mf-billing's new-invoice form through the router's state, as a quote is
 * handed to the new estimate (mf-billing/src/shared/handover.ts): no call of its own; the form prefills
 * the client and the notes, and its save makes the create call. The shape is mf-billing's `VisitHandover`.
 */
export const invoiceHandover = (visit: Visit) => ({
  visit: { id: visit.id, clientId: visit.request.clientId, serviceType: visit.request.serviceType, notes: visit.notes ?? '' },
});
