import { Type, type Static } from 'typebox';
import { defineEvent } from '../core/event-contracts';
import { MOVEMENT_REASONS } from './inventory';

/* What svc-inventory publishes on hvac.inventory.<event> through its outbox (docs/domains/inventory.md#events). */

const Uuid = Type.String({ format: 'uuid' });
const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'US dollars, two decimals, e.g. "148.50"' });

/** item-created, item-updated and item-deleted (as it was, version one past its last). */
export const InventoryItemEventData = Type.Object({
  id: Uuid,
  sku: Type.String(),
  name: Type.String(),
  barcode: Type.Union([Type.String(), Type.Null()]),
  category: Type.String(),
  quantity: Type.Integer(),
  minimumQuantity: Type.Integer(),
  unitPrice: Money,
  costPrice: Money,
  version: Type.Integer({ minimum: 1 }),
});
export type InventoryItemEventData = Static<typeof InventoryItemEventData>;

/** quantity-changed: one per history row. */
export const InventoryQuantityChangedData = Type.Object({
  id: Uuid,
  sku: Type.String(),
  fromQuantity: Type.Integer(),
  toQuantity: Type.Integer(),
  reason: Type.Enum(MOVEMENT_REASONS),
  changedByUserId: Uuid,
  version: Type.Integer({ minimum: 1 }),
});
export type InventoryQuantityChangedData = Static<typeof InventoryQuantityChangedData>;

/** stock-low: the quantity reached the minimum or below, once per crossing (not again until it has been above). */
export const InventoryStockLowData = Type.Object({
  id: Uuid,
  sku: Type.String(),
  name: Type.String(),
  quantity: Type.Integer(),
  minimumQuantity: Type.Integer(),
  unit: Type.String(),
  version: Type.Integer({ minimum: 1 }),
});
export type InventoryStockLowData = Static<typeof InventoryStockLowData>;

export const INVENTORY_EVENTS = {
  itemCreated: defineEvent('inventory', 'item-created', 1, InventoryItemEventData),
  itemUpdated: defineEvent('inventory', 'item-updated', 1, InventoryItemEventData),
  itemDeleted: defineEvent('inventory', 'item-deleted', 1, InventoryItemEventData),
  stockLow: defineEvent('inventory', 'stock-low', 1, InventoryStockLowData),
  quantityChanged: defineEvent('inventory', 'quantity-changed', 1, InventoryQuantityChangedData),
};
