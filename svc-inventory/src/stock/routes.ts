import { IdParams } from '@hvac/contracts';
import { INVENTORY_MESSAGES as M, InventoryHistoryResponse, InventoryItemResponse, InventoryQuantityBody } from '@hvac/contracts/inventory';
import { success, type App } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import { errors, inventoryGuards, secured } from '../items/routes';
import * as stock from './service';

/** Update Quantity and the inventory history (docs/domains/inventory.md#calls). */
export function stockRoutes(app: App, ctx: InventoryContext): void {
  const { viewers, quantity } = inventoryGuards(ctx);

  app.put(
    '/api/inventory/:id/quantity',
    {
      onRequest: quantity,
      schema: {
        ...secured,
        summary: 'Set the quantity (admin, manager): a whole number from 0; writes a history row, and stock-low when it reaches the minimum',
        params: IdParams(M.inventoryItemNotFound, 'inventoryItemNotFound'),
        body: InventoryQuantityBody,
        response: { 200: InventoryItemResponse, ...errors },
      },
    },
    async (request) => success({ item: await stock.updateQuantity(ctx, request.user, request.params.id, request.body.quantity, request.id) }),
  );

  app.get(
    '/api/inventory/:id/history',
    { onRequest: viewers, schema: { ...secured, summary: 'The item’s changes of quantity, newest first: who, when, from, to, why', params: IdParams(M.inventoryItemNotFound, 'inventoryItemNotFound'), response: { 200: InventoryHistoryResponse, ...errors } } },
    async (request) => success({ movements: await stock.historyOf(ctx, request.params.id) }),
  );
}
