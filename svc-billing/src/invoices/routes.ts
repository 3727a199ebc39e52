import { IdParams, MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { BILLING_MESSAGES as M, BillingListQuery, InvoiceCreateBody, InvoiceListResponse, InvoiceResponse, InvoiceUpdateBody } from '@hvac/contracts/billing';
import { success, type App } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { errors, secured } from '../documents/routes';
import * as invoices from './service';

/** docs/domains/billing.md#calls, invoices; roles as docs/domains/billing.md#roles says, enforced here. */
export function invoiceRoutes(app: App, ctx: BillingContext): void {
  const { guards } = ctx;
  const schema = secured('invoices');

  app.get(
    '/api/invoices',
    {
      onRequest: guards.authenticate,
      schema: {
        ...schema,
        summary: 'Invoices, newest first, searched and filtered (status as it reads today), 100 a page (a client: only their own)',
        querystring: BillingListQuery,
        response: { 200: InvoiceListResponse, ...errors },
      },
    },
    async (request) => invoices.listInvoices(ctx, request.user, request.query),
  );

  app.get(
    '/api/invoices/:id',
    { onRequest: guards.authenticate, schema: { ...schema, summary: 'One invoice (a client: only their own)', params: IdParams(M.invoiceNotFound, 'invoiceNotFound'), response: { 200: InvoiceResponse, ...errors } } },
    async (request) => success({ invoice: await invoices.getInvoice(ctx, request.user, request.params.id) }),
  );

  app.post(
    '/api/invoices',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: {
        ...schema,
        summary: 'Create an invoice (admin, manager, staff); with originatingEstimateId it converts that estimate, once',
        body: InvoiceCreateBody,
        response: { 201: InvoiceResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(success({ invoice: await invoices.createInvoice(ctx, request.user, request.body, request.id) })),
  );

  app.put(
    '/api/invoices/:id',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...schema, summary: 'Save the whole invoice (admin, manager, staff); not once paid or void', params: IdParams(M.invoiceNotFound, 'invoiceNotFound'), body: InvoiceUpdateBody, response: { 200: InvoiceResponse, ...errors } },
    },
    async (request) => success({ invoice: await invoices.updateInvoice(ctx, request.user, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/api/invoices/:id',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: { ...schema, summary: 'Delete an invoice without payments (admin, manager); answers it as it was', params: IdParams(M.invoiceNotFound, 'invoiceNotFound'), response: { 200: InvoiceResponse, ...errors } },
    },
    async (request) => success({ invoice: await invoices.deleteInvoice(ctx, request.user, request.params.id) }),
  );
}
