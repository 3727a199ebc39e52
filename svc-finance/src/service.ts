import type { ServiceDefinition } from '@hvac/service-kit';
import { FinanceConfig } from './config';
import { migrations } from './db/migrations';

export const financeService: ServiceDefinition<(typeof FinanceConfig)['properties']> = {
  name: 'svc-finance',
  domain: 'finance',
  config: FinanceConfig,
  migrations,
  // Nothing of docs/domains/finance.md is built yet: what the gateway sends here gets service-kit's JSON 404.
  routes: () => undefined,
  consumers: () => [],
  openapi: { title: 'svc-finance', description: 'The company\'s expenses (with approval, receipts, tags and export) and US tax reporting and planning built on income and expenses.' },
};
