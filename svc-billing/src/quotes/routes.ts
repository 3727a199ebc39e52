import { IdParams, MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { BILLING_MESSAGES as M, BillingListQuery, InvoiceResponse, QuoteCreateBody, QuoteListResponse, QuoteResponse, QuoteUpdateBody } from '@hvac/contracts/billing';
import { requireRoleSaying, success, type App } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { errors, secured } from '../documents/routes';
import * as quotes from './service';

/** docs/domains/billing.md#calls, quotes; roles as docs/domains/billing.md#roles says, enforced here. */
export function quoteRoutes(app: App, ctx: BillingContext): void {
  const { guards } = ctx;
  const schema = secured('quotes');

  app.get(
    '/api/quotes',
    {
      onRequest: guards.authenticate,
      schema: { ...schema, summary: 'Quotes, newest first, searched and filtered, 100 a page (a client: only their own)', querystring: BillingListQuery, response: { 200: QuoteListResponse, ...errors } },
    },
    async (request) => quotes.listQuotes(ctx, request.user, request.query),
  );

  app.get(
    '/api/quotes/:id',
    { onRequest: guards.authenticate, schema: { ...schema, summary: 'One quote (a client: only their own)', params: IdParams(M.quoteNotFound, 'quoteNotFound'), response: { 200: QuoteResponse, ...errors } } },
    async (request) => success({ quote: await quotes.getQuote(ctx, request.user, request.params.id) }),
  );

  app.post(
    '/api/quotes',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...schema, summary: 'Create a quote (admin, manager, staff); the totals are the server’s', body: QuoteCreateBody, response: { 201: QuoteResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(success({ quote: await quotes.createQuote(ctx, request.user, request.body, request.id) })),
  );

  app.put(
    '/api/quotes/:id',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...schema, summary: 'Save the whole quote (admin, manager, staff)', params: IdParams(M.quoteNotFound, 'quoteNotFound'), body: QuoteUpdateBody, response: { 200: QuoteResponse, ...errors } },
    },
    async (request) => success({ quote: await quotes.updateQuote(ctx, request.user, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/api/quotes/:id',
    {
      onRequest: guards.requireRole(...MANAGER_ROLES),
      schema: { ...schema, summary: 'Delete a quote (admin, manager); answers it as it was', params: IdParams(M.quoteNotFound, 'quoteNotFound'), response: { 200: QuoteResponse, ...errors } },
    },
    async (request) => success({ quote: await quotes.deleteQuote(ctx, request.user, request.params.id) }),
  );

  for (const answer of ['accept', 'reject'] as const) {
    app.post(
      `/api/quotes/:id/${answer}`,
      {
        onRequest: requireRoleSaying(guards, ['client'], answer === 'accept' ? M.acceptClientOnly : M.rejectClientOnly, answer === 'accept' ? 'acceptClientOnly' : 'rejectClientOnly'),
        schema: { ...schema, summary: `The client ${answer}s their quote while it is sent_to_client; answers the updated quote`, params: IdParams(M.quoteNotFound, 'quoteNotFound'), response: { 200: QuoteResponse, ...errors } },
      },
      async (request) => success({ quote: await quotes.answerQuote(ctx, request.user, request.params.id, answer, request.id) }),
    );
  }

  app.post(
    '/api/quotes/:id/convert-to-invoice',
    {
      onRequest: requireRoleSaying(guards, STAFF_ROLES, M.convertForbidden, 'convertForbidden'),
      schema: { ...schema, summary: 'Turn an accepted quote into a draft invoice, once (admin, manager, staff)', params: IdParams(M.quoteNotFound, 'quoteNotFound'), response: { 201: InvoiceResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(success({ invoice: await quotes.convertQuoteToInvoice(ctx, request.user, request.params.id, request.id) })),
  );
}
