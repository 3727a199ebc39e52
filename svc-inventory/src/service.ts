import type { ServiceDefinition } from '@hvac/service-kit';
import { InventoryConfig } from './config';
import { migrations } from './db/migrations';
import { relatedExpensesConsumer } from './expenses/consumer';
import { expenseRoutes } from './expenses/routes';
import { itemHistoryRoute } from './items/history';
import { itemRoutes } from './items/routes';
import { seedDemoItems } from './seed/demo';
import { stockRoutes } from './stock/routes';

export const inventoryService: ServiceDefinition<(typeof InventoryConfig)['properties']> = {
  name: 'svc-inventory',
  domain: 'inventory',
  config: InventoryConfig,
  migrations,
  // Roles, revoked tokens and the names in the history come from the users directory, so inventory works
  // while svc-identity is down. In demo mode the demo items are seeded once the demo admin has arrived in it.
  usersDirectory: {
    afterUserEvent: async (ctx, trx) => {
      if (ctx.config.DEMO_MODE) await seedDemoItems(trx, ctx);
    },
  },
  // The office's low-stock alert.
  mail: true,
  routes: (app, ctx) => {
    itemRoutes(app, ctx);
    stockRoutes(app, ctx);
    itemHistoryRoute(app, ctx);
    expenseRoutes(app, ctx);
  },
  consumers: () => [relatedExpensesConsumer()],
  onStart: async (ctx) => {
    // The directory may already hold the demo users from an earlier run; otherwise a user event seeds.
    if (ctx.config.DEMO_MODE) {
      await ctx.db.transaction((trx) => seedDemoItems(trx, ctx)).catch((err) => ctx.log.error({ err }, 'demo items could not be seeded'));
    }
  },
  openapi: { title: 'svc-inventory', description: 'The stock of parts and supplies: a searchable list with alerts for low stock and expired items, barcode lookup and scanning, item forms, item detail with its history and related expenses, quantity updates, labels and a CSV report.' },
};
