import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import {
  SERVICE_REQUEST_MESSAGES,
  VISIT_CLOCK_SKEW_MS,
  VISIT_MESSAGES as M,
  VISIT_STATUS_ORDER,
  type Visit,
  type VisitCreateBody,
  type VisitStatus,
  type VisitStatusBody,
  type VisitUpdateBody,
} from '@hvac/contracts/requests';
import { badRequest, conflict, findUser, forbidden, isActiveWithRole, notFound, successJson, type AuthUser, type Mailer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import * as repo from './repo';
import type { BoardAnswers } from './board-answers';
import { visitCompleted, visitScheduled, visitStatusChanged } from './events';
import { visitMail } from './mail';
import { windowText } from './times';

const EXCLUSION_VIOLATION = '23P01';

async function requireTechnician(trx: Knex.Transaction, id: string): Promise<void> {
  if (!isActiveWithRole(await findUser(trx, id.toLowerCase()), STAFF_ROLES)) throw badRequest(M.visitTechnicianInvalid, 'visitTechnicianInvalid');
}

function requireOrder(startsAt: Date, endsAt: Date): void {
  if (!(endsAt.getTime() > startsAt.getTime())) throw badRequest(M.visitEndsBeforeStart, 'visitEndsBeforeStart');
}

/**
 * Runs a booking or a move; the database's exclusion constraint refuses an overlap (0013_visits), even
 * among simultaneous calls, and the refusal is answered as a 409 naming the visit it clashes with
 * (docs/domains/service-requests.md#visits). The transaction is rolled back, so nothing was written.
 */
async function withOverlapCheck<T>(ctx: RequestsContext, slot: { technicianId: string; startsAt: Date; endsAt: Date; except: string | null }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code !== EXCLUSION_VIOLATION) throw err;
    const clash = await repo.findClash(ctx.db, slot.technicianId, slot.startsAt, slot.endsAt, slot.except);
    throw conflict(clash ? overlapMessage(clash) : M.visitOverlaps, 'visitOverlaps');
  }
}

function overlapMessage(clash: repo.VisitRow): string {
  const { day, from, to } = windowText(clash.starts_at, clash.ends_at, 'en');
  return `${M.visitOverlaps} It overlaps visit ${clash.id} on ${day}, ${from} to ${to} (Houston time; ${clash.starts_at.toISOString()} to ${clash.ends_at.toISOString()}).`;
}

export async function getVisit(ctx: RequestsContext, id: string): Promise<Visit> {
  const row = await repo.findView(ctx.db, id);
  if (!row) throw notFound(M.visitNotFound, 'visitNotFound');
  return repo.toVisit(row);
}

/** The board's answer for a period (the envelope of its cards, as bytes), remembered under the board's version. */
export async function boardDuring(ctx: RequestsContext, board: BoardAnswers, f: repo.VisitFilter): Promise<Buffer> {
  const version = await repo.boardVersion(ctx.db);
  return board.get(version, `${f.from.toISOString()} ${f.to.toISOString()} ${f.technicianId ?? ''}`, async () => successJson('visits', await repo.cardsDuring(ctx.db, f)));
}

/** Every visit of one request; a request that does not exist is a 404, not an empty list. */
export async function visitsOfRequest(ctx: RequestsContext, requestId: string): Promise<Visit[]> {
  const visits = await repo.listOfRequest(ctx.db, requestId);
  if (visits.length === 0 && !(await ctx.db('service_requests').where({ id: requestId }).first('id'))) throw notFound(SERVICE_REQUEST_MESSAGES.notFound, 'serviceRequestNotFound');
  return visits;
}

export async function createVisit(ctx: RequestsContext, requestId: string, body: VisitCreateBody, by: AuthUser, correlationId: string | null): Promise<Visit> {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  requireOrder(startsAt, endsAt);
  const technicianId = body.technicianId.toLowerCase();
  const id = randomUUID();
  await withOverlapCheck(ctx, { technicianId, startsAt, endsAt, except: null }, () =>
    ctx.db.transaction(async (trx) => {
      await repo.lockTechnicianDiary(trx, technicianId);
      const request = (await trx('service_requests').where({ id: requestId }).first('status')) as { status: string } | undefined;
      if (!request) throw notFound(SERVICE_REQUEST_MESSAGES.notFound, 'serviceRequestNotFound');
      if (request.status === 'completed' || request.status === 'cancelled') throw conflict(M.visitRequestClosed, 'visitRequestClosed');
      await requireTechnician(trx, technicianId);
      const visit = await repo.insertVisit(trx, { id, service_request_id: requestId, technician_id: technicianId, starts_at: startsAt, ends_at: endsAt });
      await repo.addHistory(trx, { visit_id: id, status: 'scheduled', changed_by: by.id, at: visit.created_at, notes: null });
      await visitScheduled(ctx.outbox, trx, visit, false, correlationId);
    }),
  );
  return getVisit(ctx, id);
}

/** A move or a reassignment, under the visit's row lock, by the same overlap rule as a booking. */
export async function rescheduleVisit(ctx: RequestsContext, id: string, body: VisitUpdateBody, correlationId: string | null): Promise<Visit> {
  if (body.technicianId === undefined && body.startsAt === undefined && body.endsAt === undefined) throw badRequest(M.visitNothingToUpdate, 'visitNothingToUpdate');
  const current = await repo.findView(ctx.db, id);
  if (!current) throw notFound(M.visitNotFound, 'visitNotFound');
  const slot = {
    technicianId: (body.technicianId ?? current.technician_id).toLowerCase(),
    startsAt: body.startsAt ? new Date(body.startsAt) : current.starts_at,
    endsAt: body.endsAt ? new Date(body.endsAt) : current.ends_at,
    except: id,
  };
  requireOrder(slot.startsAt, slot.endsAt);
  await withOverlapCheck(ctx, slot, () =>
    ctx.db.transaction(async (trx) => {
      await repo.lockTechnicianDiary(trx, slot.technicianId);
      const locked = await repo.lockVisit(trx, id);
      if (!locked) throw notFound(M.visitNotFound, 'visitNotFound');
      if (locked.status === 'completed' || locked.status === 'cancelled') throw conflict(M.visitClosed, 'visitClosed');
      if (slot.technicianId !== locked.technician_id) await requireTechnician(trx, slot.technicianId);
      // A moved visit is reminded of again for its new day.
      const moved = slot.startsAt.getTime() !== locked.starts_at.getTime();
      const visit = await repo.updateVisit(trx, id, {
        technician_id: slot.technicianId,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        ...(moved ? { reminder_queued_at: null } : {}),
      });
      await visitScheduled(ctx.outbox, trx, visit, true, correlationId);
    }),
  );
  return getVisit(ctx, id);
}

/** The one step a status may take next (docs/domains/service-requests.md#visit-statuses). */
const nextOf = (status: VisitStatus): VisitStatus | undefined => VISIT_STATUS_ORDER[VISIT_STATUS_ORDER.indexOf(status) + 1];

/**
 * A status change from the technician's phone or the office. `at` is when it was made: a change made
 * offline arrives late and keeps its time; only one ahead of our clock (beyond the skew) is refused.
 */
export async function changeStatus(
  ctx: RequestsContext,
  mailer: Mailer,
  id: string,
  body: VisitStatusBody,
  by: AuthUser,
  correlationId: string | null,
): Promise<Visit> {
  const now = Date.now();
  const at = body.at ? new Date(body.at) : new Date(now);
  if (at.getTime() > now + VISIT_CLOCK_SKEW_MS) throw badRequest(M.visitTimeInFuture, 'visitTimeInFuture');
  const manages = MANAGER_ROLES.includes(by.role);
  await ctx.db.transaction(async (trx) => {
    const locked = await repo.lockVisit(trx, id);
    if (!locked) throw notFound(M.visitNotFound, 'visitNotFound');
    if (!manages && locked.technician_id !== by.id) throw forbidden(M.visitNotYours, 'visitNotYours');
    if (body.status === 'cancelled') {
      if (!manages) throw forbidden(M.visitCancelForbidden, 'visitCancelForbidden');
      if (locked.status === 'completed' || locked.status === 'cancelled') throw conflict(M.visitStatusOrder, 'visitStatusOrder');
    } else if (nextOf(locked.status) !== body.status) {
      throw conflict(M.visitStatusOrder, 'visitStatusOrder');
    }
    const notes = body.notes?.trim() || null;
    const visit = await repo.updateVisit(trx, id, { status: body.status, ...(body.status === 'completed' ? { notes } : {}) });
    await repo.addHistory(trx, { visit_id: id, status: body.status, changed_by: by.id, at, notes });
    await visitStatusChanged(ctx.outbox, trx, visit, { from: locked.status, at, changedBy: by.id }, correlationId);
    if (body.status === 'completed') await visitCompleted(ctx.outbox, trx, visit, at, correlationId);
    if (body.status === 'on_the_way') {
      const view = await repo.findView(trx, id);
      await mailer.queue(trx, 'visit-on-the-way', visitMail('onTheWay', view!));
    }
  });
  return getVisit(ctx, id);
}
