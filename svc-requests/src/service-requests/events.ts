import type { Knex } from 'knex';
import {
  REQUESTS_EVENTS,
  type ServiceRequestAssignedData,
  type ServiceRequestCreatedData,
  type ServiceRequestStatusChangedData,
} from '@hvac/contracts/events';
import type { Outbox } from '@hvac/service-kit';

export const serviceRequestCreated = (outbox: Outbox, trx: Knex.Transaction, data: ServiceRequestCreatedData, correlationId: string | null) =>
  outbox.add(trx, REQUESTS_EVENTS.serviceRequestCreated, data, correlationId);

export const serviceRequestStatusChanged = (outbox: Outbox, trx: Knex.Transaction, data: ServiceRequestStatusChangedData, correlationId: string | null) =>
  outbox.add(trx, REQUESTS_EVENTS.serviceRequestStatusChanged, data, correlationId);

export const serviceRequestAssigned = (outbox: Outbox, trx: Knex.Transaction, data: ServiceRequestAssignedData, correlationId: string | null) =>
  outbox.add(trx, REQUESTS_EVENTS.serviceRequestAssigned, data, correlationId);
