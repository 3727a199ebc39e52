import { type ServiceDefinition, createMailer } from '@hvac/service-kit';
import { RequestsConfig } from './config';
import { migrations } from './db/migrations';
import { analyticsRoutes } from './analytics/routes';
import { blogRoutes } from './blog/routes';
import { contactRoutes } from './contact/routes';
import { serviceRequestRoutes } from './service-requests/routes';
import { usersDirectoryConsumer } from './users/consumer';
import { rememberProjectedCaller } from './users/current';
import { findUser } from './users/repo';
import { seedBlog } from './seed/blog';
import { seedDemoRequestsIfReady } from './seed/demo';

export const requestsService: ServiceDefinition<(typeof RequestsConfig)['properties']> = {
  name: 'svc-requests',
  domain: 'requests',
  config: RequestsConfig,
  migrations,
  consumers: (ctx) => [usersDirectoryConsumer(ctx)],
  // Tokens last days; the projection knows sooner when an account was deleted or its role changed. A user
  // the projection has not heard of yet (a brand-new account) keeps what the token says.
  resolveUser: (ctx) => async (payload, request) => {
    const known = await findUser(ctx.db, payload.sub);
    if (known?.deleted_at) return null;
    rememberProjectedCaller(request, known ?? null);
    return { id: payload.sub, role: known?.role ?? payload.role, email: known?.email ?? payload.email, username: known?.username ?? payload.username };
  },
  routes: (app, ctx) => {
    const mailer = createMailer(ctx.config.SMTP_URL, ctx.config.MAIL_FROM, ctx.log);
    app.addHook('onClose', async () => mailer.close());
    blogRoutes(app, ctx);
    contactRoutes(app, ctx, mailer);
    serviceRequestRoutes(app, ctx, mailer);
    analyticsRoutes(app, ctx);
  },
  onStart: async (ctx) => {
    await seedBlog(ctx.db, ctx.log);
    // The projection may already hold the demo client from an earlier run; otherwise the consumer seeds.
    if (ctx.config.DEMO_MODE) {
      await ctx.db
        .transaction((trx) => seedDemoRequestsIfReady(trx, ctx.outbox, ctx.log))
        .catch((err) => ctx.log.error({ err }, 'demo service requests could not be seeded'));
    }
  },
  openapi: { title: 'svc-requests', description: 'Service requests, contact messages and the blog' },
};
