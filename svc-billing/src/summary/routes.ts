import { InvoiceOverviewResponse, QuoteOverviewResponse } from '@hvac/contracts/billing';
import { success, type App } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { errors, secured } from '../documents/routes';
import * as overview from './service';

/**
 * docs/domains/billing.md#overview-widget: who may open a list may have its figures, as the list answers
 * them (a client only their own), so every signed-in role is let in and the service narrows a client's.
 */
export function summaryRoutes(app: App, ctx: BillingContext): void {
  const { guards } = ctx;

  app.get(
    '/api/invoices/summary',
    {
      onRequest: guards.authenticate,
      schema: {
        ...secured('invoices'),
        summary: 'The overview widget’s figures: overdue and unpaid invoices with what they owe, and this and last month’s payments (a client: only their own invoices, no revenue)',
        response: { 200: InvoiceOverviewResponse, ...errors },
      },
    },
    async (request) => success(await overview.invoiceOverview(ctx, request.user)),
  );

  app.get(
    '/api/quotes/summary',
    {
      onRequest: guards.authenticate,
      schema: { ...secured('quotes'), summary: 'The overview widget’s figures: quotes awaiting the client’s answer and their total (a client: only their own)', response: { 200: QuoteOverviewResponse, ...errors } },
    },
    async (request) => success(await overview.quoteOverview(ctx, request.user)),
  );
}
