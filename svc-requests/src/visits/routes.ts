import { ADMIN_ROLES, ErrorBody, IdParams, MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import {
  AvailabilityQuery,
  AvailabilityResponse,
  MyVisitsQuery,
  SERVICE_REQUEST_MESSAGES,
  VISIT_MESSAGES as M,
  VISIT_RANGE_MAX_DAYS,
  VisitCreateBody,
  VisitCardListResponse,
  VisitDetailResponse,
  VisitListQuery,
  VisitListResponse,
  VisitResponse,
  VisitStatusBody,
  VisitUpdateBody,
  WorkingHoursBody,
  WorkingHoursResponse,
} from '@hvac/contracts/requests';
import { badRequest, forbidden, sendJson, sendSuccessJson, success, type App, type Mailer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import * as repo from './repo';
import * as visits from './service';
import { availability, getWorkingHours, setWorkingHours } from './availability';
import { BoardAnswers } from './board-answers';
import { reminderLoop } from './reminders';
import { houstonDay, houstonInstant } from './times';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['visits'];
const secured = { security: [{ bearerAuth: [] }], tags };
const visitId = IdParams(M.visitNotFound, 'visitNotFound');
const technicianId = IdParams(M.technicianNotFound, 'technicianNotFound');
const DAY_MS = 86_400_000;

/** A list's period: from the start of today in Houston for `days` days unless given; bounded so no call reads the whole table. */
function period(q: { from?: string; to?: string }, days: number): { from: Date; to: Date } {
  const from = q.from ? new Date(q.from) : houstonInstant(houstonDay(new Date()), '00:00');
  const to = q.to ? new Date(q.to) : new Date(from.getTime() + days * DAY_MS);
  if (!(to > from) || to.getTime() - from.getTime() > VISIT_RANGE_MAX_DAYS * DAY_MS) throw badRequest(M.visitRangeInvalid, 'visitRangeInvalid');
  return { from, to };
}

/** Visits, the technician's day, working hours and availability (docs/domains/service-requests.md#visits). */
export function visitRoutes(app: App, ctx: RequestsContext, mailer: Mailer): void {
  const { guards } = ctx;
  const reminders = reminderLoop(ctx, mailer);
  const board = new BoardAnswers();
  app.addHook('onReady', async () => reminders.start());
  app.addHook('onClose', async () => reminders.stop());

  app.post(
    '/api/service-requests/:id/visits',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: {
        ...secured,
        summary: 'Book a visit of a technician to a request; an overlap with their other visits is a 409 (admin, manager)',
        params: IdParams(SERVICE_REQUEST_MESSAGES.notFound, 'serviceRequestNotFound'),
        body: VisitCreateBody,
        response: { 201: VisitResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(success({ visit: await visits.createVisit(ctx, request.params.id, request.body, request.user, request.id) })),
  );

  app.get(
    '/api/visits',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: {
        ...secured,
        summary: 'Every technician\'s visits in a period (default: 14 days from today) or the orphaned ones, as the board\'s cards (admin, manager)',
        querystring: VisitListQuery,
        response: { 200: VisitCardListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.orphaned) return sendSuccessJson(reply, 'visits', await repo.orphanedCards(ctx.db, new Date()));
      return sendJson(reply, await visits.boardDuring(ctx, board, { ...period(q, 14), technicianId: q.technicianId?.toLowerCase() }));
    },
  );

  app.get(
    '/api/service-requests/:id/visits',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: {
        ...secured,
        summary: 'Every visit of one request in full, whenever it is: the request\'s detail screen (admin, manager)',
        params: IdParams(SERVICE_REQUEST_MESSAGES.notFound, 'serviceRequestNotFound'),
        response: { 200: VisitListResponse, ...errors },
      },
    },
    async (request) => success({ visits: await visits.visitsOfRequest(ctx, request.params.id.toLowerCase()) }),
  );

  app.get(
    '/api/my-visits',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...secured, summary: "The caller's own visits in a period (default: 7 days from today) (admin, manager, staff)", querystring: MyVisitsQuery, response: { 200: VisitListResponse, ...errors } },
    },
    async (request) => success({ visits: await repo.listDuring(ctx.db, { ...period(request.query, 7), technicianId: request.user.id }) }),
  );

  app.get(
    '/api/visits/:id',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...secured, summary: 'One visit with its status history (admin, manager, its technician)', params: visitId, response: { 200: VisitDetailResponse, ...errors } },
    },
    async (request) => {
      const visit = await visits.getVisit(ctx, request.params.id);
      if (!MANAGER_ROLES.includes(request.user.role) && visit.technicianId !== request.user.id) throw forbidden(M.visitNotYours, 'visitNotYours');
      return success({ visit, history: await repo.listHistory(ctx.db, visit.id) });
    },
  );

  app.put(
    '/api/visits/:id',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: { ...secured, summary: 'Move a visit or give it to another technician (admin, manager)', params: visitId, body: VisitUpdateBody, response: { 200: VisitResponse, ...errors } },
    },
    async (request) => success({ visit: await visits.rescheduleVisit(ctx, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/api/visits/:id/status',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: {
        ...secured,
        summary: "The visit's next status, with the time it was made on the phone (its technician, admin, manager; cancelling: admin, manager)",
        params: visitId,
        body: VisitStatusBody,
        response: { 200: VisitResponse, ...errors },
      },
    },
    async (request) => success({ visit: await visits.changeStatus(ctx, mailer, request.params.id, request.body, request.user, request.id) }),
  );

  app.get(
    '/api/technicians/:id/working-hours',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: { ...secured, summary: "A technician's working hours, Houston time (admin, manager)", params: technicianId, response: { 200: WorkingHoursResponse, ...errors } },
    },
    async (request) => success({ workingHours: await getWorkingHours(ctx.db, request.params.id.toLowerCase()) }),
  );

  app.put(
    '/api/technicians/:id/working-hours',
    {
      onRequest: guards.requireRole(...ADMIN_ROLES),
      schema: { ...secured, summary: "Set a technician's working hours; days left out are days off (admin)", params: technicianId, body: WorkingHoursBody, response: { 200: WorkingHoursResponse, ...errors } },
    },
    async (request) => success({ workingHours: await setWorkingHours(ctx.db, request.params.id.toLowerCase(), request.body, request.user.id) }),
  );

  app.get(
    '/api/availability',
    {
      schema: { tags, summary: 'Which booking windows of a day a technician is free for (public)', querystring: AvailabilityQuery, response: { 200: AvailabilityResponse, 400: ErrorBody } },
    },
    async (request) => success({ date: request.query.date, slots: await availability(ctx.db, request.query.date, request.query.serviceType) }),
  );
}
