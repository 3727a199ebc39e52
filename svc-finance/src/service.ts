import type { ServiceDefinition } from '@hvac/service-kit';
import { FinanceConfig } from './config';
import { migrations } from './db/migrations';
import { expenseHistoryRoute } from './expenses/history-routes';
import { expenseRoutes } from './expenses/routes';
import { incomeLedgerConsumer } from './income/consumer';
import { receiptRoutes } from './receipts/routes';
import { seedDemoExpenses } from './seed/demo';
import { taxRoutes } from './tax/routes';

export const financeService: ServiceDefinition<(typeof FinanceConfig)['properties']> = {
  name: 'svc-finance',
  domain: 'finance',
  config: FinanceConfig,
  migrations,
  // Names on expenses (createdByUser, approvedByUser) and the token check come from the users directory,
  // so finance works while svc-identity is down. In demo mode the demo expenses are seeded once the demo
  // staff account has arrived in it.
  usersDirectory: {
    afterUserEvent: async (ctx, trx) => {
      if (ctx.config.DEMO_MODE) await seedDemoExpenses(trx, ctx);
    },
  },
  routes: async (app, ctx) => {
    expenseRoutes(app, ctx);
    expenseHistoryRoute(app, ctx);
    await receiptRoutes(app, ctx);
    taxRoutes(app, ctx);
  },
  // Income for tax reports: billing's payments, kept as finance's own ledger (never a call to svc-billing).
  consumers: () => [incomeLedgerConsumer()],
  onStart: async (ctx) => {
    // The directory may already hold the demo users from an earlier run; otherwise a user event seeds.
    if (ctx.config.DEMO_MODE) {
      await ctx.db.transaction((trx) => seedDemoExpenses(trx, ctx)).catch((err) => ctx.log.error({ err }, 'demo expenses could not be seeded'));
    }
  },
  openapi: { title: 'svc-finance', description: 'The company\'s expenses (with approval, receipts, tags and export) and US tax reporting and planning built on income and expenses.' },
};
