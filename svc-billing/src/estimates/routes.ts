import { IdParams, MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { BILLING_MESSAGES as M, BillingListQuery, EstimateCreateBody, EstimateListResponse, EstimateResponse, EstimateUpdateBody } from '@hvac/contracts/billing';
import { success, type App } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { errors, secured } from '../documents/routes';
import * as estimates from './service';

/** docs/domains/billing.md#calls, estimates; roles as docs/domains/billing.md#roles says, enforced here. */
export function estimateRoutes(app: App, ctx: BillingContext): void {
  const { guards } = ctx;
  const schema = secured('estimates');

  app.get(
    '/api/estimates',
    {
      onRequest: guards.authenticate,
      schema: { ...schema, summary: 'Estimates, newest first, searched and filtered, 100 a page (a client: only their own)', querystring: BillingListQuery, response: { 200: EstimateListResponse, ...errors } },
    },
    async (request) => estimates.listEstimates(ctx, request.user, request.query),
  );

  app.get(
    '/api/estimates/:id',
    { onRequest: guards.authenticate, schema: { ...schema, summary: 'One estimate (a client: only their own)', params: IdParams(M.estimateNotFound, 'estimateNotFound'), response: { 200: EstimateResponse, ...errors } } },
    async (request) => success({ estimate: await estimates.getEstimate(ctx, request.user, request.params.id) }),
  );

  app.post(
    '/api/estimates',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: {
        ...schema,
        summary: 'Create an estimate (admin, manager, staff); with originatingQuoteId it converts that quote',
        body: EstimateCreateBody,
        response: { 201: EstimateResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(success({ estimate: await estimates.createEstimate(ctx, request.user, request.body, request.id) })),
  );

  app.put(
    '/api/estimates/:id',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...schema, summary: 'Save the whole estimate (admin, manager, staff)', params: IdParams(M.estimateNotFound, 'estimateNotFound'), body: EstimateUpdateBody, response: { 200: EstimateResponse, ...errors } },
    },
    async (request) => success({ estimate: await estimates.updateEstimate(ctx, request.user, request.params.id, request.body) }),
  );

  app.delete(
    '/api/estimates/:id',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: { ...schema, summary: 'Delete an estimate (admin, manager); answers it as it was', params: IdParams(M.estimateNotFound, 'estimateNotFound'), response: { 200: EstimateResponse, ...errors } },
    },
    async (request) => success({ estimate: await estimates.deleteEstimate(ctx, request.user, request.params.id) }),
  );
}
