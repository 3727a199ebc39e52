import { Type, type Static } from 'typebox';
import { defineEvent } from '../core/event-contracts';
import { ServiceRequestStatusSchema } from './service-requests';

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

export const REQUESTS_EVENTS = {
  serviceRequestCreated: defineEvent('requests', 'service-request-created', 1, ServiceRequestCreatedData),
  serviceRequestStatusChanged: defineEvent('requests', 'service-request-status-changed', 1, ServiceRequestStatusChangedData),
  serviceRequestAssigned: defineEvent('requests', 'service-request-assigned', 1, ServiceRequestAssignedData),
};
