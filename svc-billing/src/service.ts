import type { ServiceDefinition } from '@hvac/service-kit';
import { BillingConfig } from './config';
import { migrations } from './db/migrations';
import { rememberClientLanguages } from './documents/print/languages';
import { documentRoutes } from './documents/print/routes';
import { documentHistoryRoutes } from './documents/history-routes';
import { estimateRoutes } from './estimates/routes';
import { invoiceRoutes } from './invoices/routes';
import { paymentRoutes } from './payments/routes';
import { quoteRoutes } from './quotes/routes';
import { serviceRequestOwnersConsumer } from './service-requests/consumer';
import { summaryRoutes } from './summary/routes';
import { demoSeeder, seedDemoDocumentsIfReady } from './seed/demo';

export const billingService: ServiceDefinition<(typeof BillingConfig)['properties']> = {
  name: 'svc-billing',
  domain: 'billing',
  config: BillingConfig,
  migrations,
  mail: true,
  // Clients' names on every document, the check that a document's client is one, and the token check
  // come from the users directory, so billing works while svc-identity is down. In demo mode the demo
  // documents are seeded once the demo client has arrived in it.
  usersDirectory: {
    afterUserEvent: async (ctx, trx) => {
      if (ctx.config.DEMO_MODE) await demoSeeder(ctx)(trx);
    },
  },
  routes: (app, ctx) => {
    // Every call a client makes tells which language they read the site in; their documents are written in it.
    rememberClientLanguages(app, ctx);
    summaryRoutes(app, ctx);
    quoteRoutes(app, ctx);
    estimateRoutes(app, ctx);
    invoiceRoutes(app, ctx);
    paymentRoutes(app, ctx);
    documentRoutes(app, ctx);
    documentHistoryRoutes(app, ctx);
  },
  // Who made each service request, so a quote or estimate links only its own client's (never a call to svc-requests).
  consumers: () => [serviceRequestOwnersConsumer()],
  onStart: async (ctx) => {
    // The directory may already hold the demo client from an earlier run; otherwise a user event seeds.
    if (ctx.config.DEMO_MODE) {
      await ctx.db
        .transaction((trx) => seedDemoDocumentsIfReady(trx, ctx))
        .catch((err) => ctx.log.error({ err }, 'demo billing documents could not be seeded'));
    }
  },
  openapi: { title: 'svc-billing', description: 'Quotes, estimates and invoices for a client, the payments recorded against invoices, the conversions between them, and each document as a PDF, an HTML preview or an e-mail.' },
};
