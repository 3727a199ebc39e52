import type { Knex } from 'knex';
import { REQUESTS_EVENTS } from '@hvac/contracts/events';
import type { VisitStatus } from '@hvac/contracts/requests';
import type { Outbox } from '@hvac/service-kit';
import type { VisitRow } from './repo';

/* hvac.requests.visit-* through the outbox, in the transaction of the change (docs/domains/service-requests.md#visit-events). */

export const visitScheduled = (outbox: Outbox, trx: Knex.Transaction, v: VisitRow, rescheduled: boolean, correlationId: string | null) =>
  outbox.add(
    trx,
    REQUESTS_EVENTS.visitScheduled,
    { id: v.id, serviceRequestId: v.service_request_id, technicianId: v.technician_id, startsAt: v.starts_at.toISOString(), endsAt: v.ends_at.toISOString(), rescheduled },
    correlationId,
  );

export const visitStatusChanged = (
  outbox: Outbox,
  trx: Knex.Transaction,
  v: VisitRow,
  change: { from: VisitStatus; at: Date; changedBy: string },
  correlationId: string | null,
) =>
  outbox.add(
    trx,
    REQUESTS_EVENTS.visitStatusChanged,
    { id: v.id, serviceRequestId: v.service_request_id, from: change.from, to: v.status, at: change.at.toISOString(), changedBy: change.changedBy },
    correlationId,
  );

export const visitCompleted = (outbox: Outbox, trx: Knex.Transaction, v: VisitRow, completedAt: Date, correlationId: string | null) =>
  outbox.add(
    trx,
    REQUESTS_EVENTS.visitCompleted,
    {
      id: v.id,
      serviceRequestId: v.service_request_id,
      technicianId: v.technician_id,
      startsAt: v.starts_at.toISOString(),
      endsAt: v.ends_at.toISOString(),
      completedAt: completedAt.toISOString(),
      notes: v.notes,
    },
    correlationId,
  );
