import { ErrorBody, IdParams, MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import type { Knex } from 'knex';
import { AssigneesResponse, MyServiceRequestsResponse, SERVICE_REQUEST_PAGE_SIZE, ServiceRequest, ServiceRequestCreateBody, ServiceRequestListQuery, ServiceRequestListResponse, ServiceRequestOverviewResponse, ServiceRequestResponse, ServiceRequestUpdateBody, SERVICE_REQUEST_MESSAGES, type ListedServiceRequest } from '@hvac/contracts/requests';
import { directoryCaller, listActiveUsers, mailLanguageOf, pagination, success, type App, type Mailer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import { MatchCounts } from '../db/match-counts';
import * as repo from './repo';
import { nextVisits } from '../visits/repo';
import * as requests from './service';
import { BookingLimits } from './limits';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['service-requests'];
const secured = { security: [{ bearerAuth: [] }], tags };

/** Each request with its next open visit (docs/domains/service-requests.md#visits), or null. */
async function withNextVisits(db: Knex, requests: ServiceRequest[]): Promise<ListedServiceRequest[]> {
  const next = await nextVisits(db, requests.map((r) => r.id));
  return requests.map((r) => ({ ...r, nextVisit: next.get(r.id) ?? null }));
}

export function serviceRequestRoutes(app: App, ctx: RequestsContext, mailer: Mailer): void {
  const { guards } = ctx;
  const limits = new BookingLimits(ctx.db, ctx.config);

  app.post(
    '/api/service-requests',
    {
      onRequest: guards.optionalAuth,
      schema: {
        tags,
        summary: 'File a service request (a guest with the lead id, or a signed-in user for themselves)',
        body: ServiceRequestCreateBody,
        response: { 201: ServiceRequestResponse, ...errors },
      },
    },
    async (request, reply) => {
      const lang = mailLanguageOf(request.body.language, request.headers['accept-language']);
      const caller = request.user ? { user: request.user, projected: directoryCaller(request) ?? null } : undefined;
      const serviceRequest = await requests.createRequest(
        ctx,
        { mailer, limits },
        { caller, body: request.body, lang, address: request.ip, correlationId: request.id },
      );
      return reply.status(201).send(success({ serviceRequest }));
    },
  );

  app.get(
    '/api/service-requests/my-requests',
    { onRequest: guards.authenticate, schema: { ...secured, summary: "The caller's own requests, newest first", response: { 200: MyServiceRequestsResponse, ...errors } } },
    async (request) => withNextVisits(ctx.db, (await repo.listForUser(ctx.db, request.user.id)).map(repo.toServiceRequest)),
  );

  app.get(
    '/api/service-requests/assigned',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...secured, summary: "The caller's open requests assigned to them, soonest preferred day first (admin, manager, staff)", response: { 200: MyServiceRequestsResponse, ...errors } },
    },
    async (request) => withNextVisits(ctx.db, (await repo.listOpenAssignedTo(ctx.db, request.user.id)).map(repo.toServiceRequest)),
  );

  const searchTotals = new MatchCounts();
  const list = {
    onRequest: guards.requireRole(...MANAGER_ROLES),
    schema: {
      ...secured,
      summary: 'All requests with status filter, search, sort and paging (admin, manager)',
      querystring: ServiceRequestListQuery,
      response: { 200: ServiceRequestListResponse, ...errors },
    },
  };
  const listHandler = async (request: { query: ServiceRequestListQuery }) => {
    const q = request.query;
    const page = q.page ?? 1;
    const limit = q.limit ?? SERVICE_REQUEST_PAGE_SIZE;
    const search = q.search?.trim() || undefined;
    const summary = repo.countByStatus(ctx.db);
    const { rows, total } = await repo.listRequests(
      ctx.db,
      { status: q.status === 'all' ? undefined : q.status, unassigned: q.unassigned === 'true', search, sort: q.sort ?? 'createdAt', order: q.order ?? 'desc', page, limit },
      summary,
      searchTotals,
    );
    const { counts } = await summary;
    return success({ serviceRequests: rows.map(repo.toServiceRequest), pagination: pagination({ page, limit, total }), counts });
  };
  app.get('/api/service-requests/admin', list, listHandler);
  app.get('/api/service-requests', list, listHandler);

  app.get(
    '/api/service-requests/summary',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: {
        ...secured,
        summary: "Open requests counted by status, the unassigned first: the owner's overview (admin, manager)",
        response: { 200: ServiceRequestOverviewResponse, ...errors },
      },
    },
    async () => success(await repo.countOpen(ctx.db)),
  );

  app.get(
    '/api/service-requests/assignees',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: { ...secured, summary: 'Who a request can be assigned to (admin, manager, staff)', response: { 200: AssigneesResponse, ...errors } },
    },
    async () => success({ assignees: (await listActiveUsers(ctx.db, STAFF_ROLES)).map((u) => ({ id: u.id, username: u.username, email: u.email, role: u.role })) }),
  );

  app.get(
    '/api/service-requests/:id',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: { ...secured, summary: 'One request (admin, manager)', params: IdParams(SERVICE_REQUEST_MESSAGES.notFound, 'serviceRequestNotFound'), response: { 200: ServiceRequest, ...errors } },
    },
    async (request) => requests.getRequest(ctx, request.params.id),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/api/service-requests/:id',
    onRequest: guards.requireRole(...MANAGER_ROLES),
    schema: {
      ...secured,
      summary: 'Set status and/or assignee (admin, manager)',
      params: IdParams(SERVICE_REQUEST_MESSAGES.notFound, 'serviceRequestNotFound'),
      body: ServiceRequestUpdateBody,
      response: { 200: ServiceRequestResponse, ...errors },
    },
    handler: async (request) => success({ serviceRequest: await requests.updateRequest(ctx, request.params.id, request.body, request.id) }),
  });
}
