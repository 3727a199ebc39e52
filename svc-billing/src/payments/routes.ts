import { IdParams, STAFF_ROLES } from '@hvac/contracts';
import { BILLING_MESSAGES as M, PaymentBody, PaymentHeaders, PaymentListResponse, PaymentResponse } from '@hvac/contracts/billing';
import { success, type App } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { errors, secured } from '../documents/routes';
import * as payments from './service';

/** Record Payment (docs/domains/billing.md#dialogs) and the invoice's payment history. */
export function paymentRoutes(app: App, ctx: BillingContext): void {
  const { guards } = ctx;
  const schema = secured('payments');

  app.post(
    '/api/invoices/:id/payments',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: {
        ...schema,
        summary: 'Record a payment (admin, manager, staff): at most the balance due; answers the server’s invoice. An Idempotency-Key makes a retry answer the first result.',
        params: IdParams(M.invoiceNotFound, 'invoiceNotFound'),
        headers: PaymentHeaders,
        body: PaymentBody,
        response: { 201: PaymentResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.recordPayment(ctx, request.user, request.params.id, request.body, request.headers['idempotency-key'], request.id)),
  );

  app.get(
    '/api/invoices/:id/payments',
    { onRequest: guards.authenticate, schema: { ...schema, summary: 'The invoice’s payments, oldest first (a client: only their own invoice’s)', params: IdParams(M.invoiceNotFound, 'invoiceNotFound'), response: { 200: PaymentListResponse, ...errors } } },
    async (request) => success({ payments: await payments.listPayments(ctx, request.user, request.params.id) }),
  );
}
