import { Type, type Static } from 'typebox';
import { defineEvent } from '../core/event-contracts';
import { ServiceRequestStatusSchema } from './service-requests';
import { VisitStatusSchema } from './visits';

/* What svc-requests publishes on hvac.requests.<event> through its outbox (docs/domains/service-requests.md#events). */

export const ServiceRequestCreatedData = Type.Object({
  id: Type.String({ format: 'uuid' }),
  userId: Type.Union([Type.String(), Type.Null()]),
  serviceType: Type.String(),
  contactFullName: Type.String(),
  contactEmail: Type.String(),
  status: ServiceRequestStatusSchema,
});
export type ServiceRequestCreatedData = Static<typeof ServiceRequestCreatedData>;

export const ServiceRequestStatusChangedData = Type.Object({
  id: Type.String({ format: 'uuid' }),
  from: ServiceRequestStatusSchema,
  to: ServiceRequestStatusSchema,
});
export type ServiceRequestStatusChangedData = Static<typeof ServiceRequestStatusChangedData>;

export const ServiceRequestAssignedData = Type.Object({
  id: Type.String({ format: 'uuid' }),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});
export type ServiceRequestAssignedData = Static<typeof ServiceRequestAssignedData>;

/** A visit booked, or moved or given to another technician: its slot as it now stands (docs/domains/service-requests.md#visit-events). */
export const VisitScheduledData = Type.Object({
  id: Type.String({ format: 'uuid' }),
  serviceRequestId: Type.String({ format: 'uuid' }),
  technicianId: Type.String({ format: 'uuid' }),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  /** False for a new visit, true when an existing one was moved or reassigned. */
  rescheduled: Type.Boolean(),
});
export type VisitScheduledData = Static<typeof VisitScheduledData>;

export const VisitStatusChangedData = Type.Object({
  id: Type.String({ format: 'uuid' }),
  serviceRequestId: Type.String({ format: 'uuid' }),
  from: VisitStatusSchema,
  to: VisitStatusSchema,
  /** When the change was made (on the phone, for an offline one). */
  at: Type.String({ format: 'date-time' }),
  changedBy: Type.String({ format: 'uuid' }),
});
export type VisitStatusChangedData = Static<typeof VisitStatusChangedData>;

/** What billing needs to charge for the work done. */
export const VisitCompletedData = Type.Object({
  id: Type.String({ format: 'uuid' }),
  serviceRequestId: Type.String({ format: 'uuid' }),
  technicianId: Type.String({ format: 'uuid' }),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  completedAt: Type.String({ format: 'date-time' }),
  notes: Type.Union([Type.String(), Type.Null()]),
});
export type VisitCompletedData = Static<typeof VisitCompletedData>;

export const REQUESTS_EVENTS = {
  serviceRequestCreated: defineEvent('requests', 'service-request-created', 1, ServiceRequestCreatedData),
  serviceRequestStatusChanged: defineEvent('requests', 'service-request-status-changed', 1, ServiceRequestStatusChangedData),
  serviceRequestAssigned: defineEvent('requests', 'service-request-assigned', 1, ServiceRequestAssignedData),
  visitScheduled: defineEvent('requests', 'visit-scheduled', 1, VisitScheduledData),
  visitStatusChanged: defineEvent('requests', 'visit-status-changed', 1, VisitStatusChangedData),
  visitCompleted: defineEvent('requests', 'visit-completed', 1, VisitCompletedData),
};
