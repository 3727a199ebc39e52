import type { ServiceDefinition } from '@hvac/service-kit';
import { RequestsConfig } from './config';
import { migrations } from './db/migrations';
import { analyticsRoutes } from './analytics/routes';
import { blogRoutes } from './blog/routes';
import { contactRoutes } from './contact/routes';
import { quoteAcceptedConsumer } from './service-requests/quote-accepted';
import { serviceRequestRoutes } from './service-requests/routes';
import { visitRoutes } from './visits/routes';
import { visitAttachmentRoutes } from './visit-attachments/routes';
import { seedBlog } from './seed/blog';
import { demoSeeder, seedDemoRequestsIfReady } from './seed/demo';

export const requestsService: ServiceDefinition<(typeof RequestsConfig)['properties']> = {
  name: 'svc-requests',
  domain: 'requests',
  config: RequestsConfig,
  migrations,
  mail: true,
  // Names on requests, the assignee list and the token check come from the users directory; in demo mode
  // the demo requests are seeded once the demo client and technicians have arrived in it.
  usersDirectory: {
    afterUserEvent: async (ctx, trx) => {
      if (ctx.config.DEMO_MODE) await demoSeeder(ctx)(trx);
    },
  },
  consumers: (ctx) => [quoteAcceptedConsumer(ctx.outbox)],
  routes: async (app, ctx) => {
    blogRoutes(app, ctx);
    contactRoutes(app, ctx, ctx.mailer);
    serviceRequestRoutes(app, ctx, ctx.mailer);
    visitRoutes(app, ctx, ctx.mailer);
    await visitAttachmentRoutes(app, ctx);
    analyticsRoutes(app, ctx);
  },
  onStart: async (ctx) => {
    await seedBlog(ctx.db, ctx.log);
    // The directory may already hold the demo client from an earlier run; otherwise a user event seeds.
    if (ctx.config.DEMO_MODE) {
      await ctx.db
        .transaction((trx) => seedDemoRequestsIfReady(trx, ctx.outbox, ctx.log))
        .catch((err) => ctx.log.error({ err }, 'demo service requests could not be seeded'));
    }
  },
  openapi: { title: 'svc-requests', description: 'Service requests and their visits, contact messages and the blog' },
};
