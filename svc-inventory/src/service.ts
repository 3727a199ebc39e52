import type { ServiceDefinition } from '@hvac/service-kit';
import { InventoryConfig } from './config';
import { migrations } from './db/migrations';

export const inventoryService: ServiceDefinition<(typeof InventoryConfig)['properties']> = {
  name: 'svc-inventory',
  domain: 'inventory',
  config: InventoryConfig,
  migrations,
  // Nothing of docs/domains/inventory.md is built yet: what the gateway sends here gets service-kit's JSON 404.
  routes: () => undefined,
  consumers: () => [],
  openapi: { title: 'svc-inventory', description: 'The stock of parts and supplies: a searchable list with alerts for low stock and expired items, barcode lookup and scanning, item forms, item detail with its history and related expenses, quantity updates, labels and a CSV report.' },
};
