import { Type, type Static } from 'typebox';
import { Success } from '../core';

/*
 * The owner's overview widget of the service requests (docs/domains/service-requests.md#overview-widget):
 * exact counts of the open requests, summed by svc-requests, so the widget never counts a page of a list.
 */

const Count = Type.Integer({ minimum: 0 });

/** The statuses of an open request: neither completed nor cancelled. */
export const OPEN_SERVICE_REQUEST_STATUSES = ['pending', 'confirmed', 'in_progress'] as const;

export const ServiceRequestOverview = Type.Object({
  /** Open requests nobody is assigned to, as the list's `unassigned=true` finds them; first, as the owner acts on them first. */
  unassigned: Count,
  /** Open requests by status, each as the list's `status=<status>` finds them. */
  byStatus: Type.Object({ pending: Count, confirmed: Count, in_progress: Count }),
  /** Every open request. */
  total: Count,
});
export type ServiceRequestOverview = Static<typeof ServiceRequestOverview>;
export const ServiceRequestOverviewResponse = Success(ServiceRequestOverview.properties);
export type ServiceRequestOverviewResponse = Static<typeof ServiceRequestOverviewResponse>;
