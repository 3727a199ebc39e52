import type { Knex } from 'knex';
import type { MovementReason } from '@hvac/contracts/inventory';
import { INVENTORY_EVENTS, type InventoryItemEventData } from '@hvac/contracts/events';
import type { Outbox } from '@hvac/service-kit';
import type { ItemRow } from './repo';

/*
 * hvac.inventory.* through the outbox, in the transaction of the change they describe
 * (docs/domains/inventory.md#events).
 */

const dataOf = (r: ItemRow, version = r.version): InventoryItemEventData => ({
  id: r.id,
  sku: r.sku,
  name: r.name,
  barcode: r.barcode,
  category: r.category,
  quantity: r.quantity,
  minimumQuantity: r.minimum_quantity,
  unitPrice: r.unit_price,
  costPrice: r.cost_price,
  version,
});

export const itemCreated = (outbox: Outbox, trx: Knex.Transaction, r: ItemRow, correlationId: string | null) =>
  outbox.add(trx, INVENTORY_EVENTS.itemCreated, dataOf(r), correlationId);

export const itemUpdated = (outbox: Outbox, trx: Knex.Transaction, r: ItemRow, correlationId: string | null) =>
  outbox.add(trx, INVENTORY_EVENTS.itemUpdated, dataOf(r), correlationId);

/** The item as it was, one version past its last, so the deletion outranks every earlier event. */
export const itemDeleted = (outbox: Outbox, trx: Knex.Transaction, r: ItemRow, correlationId: string | null) =>
  outbox.add(trx, INVENTORY_EVENTS.itemDeleted, dataOf(r, r.version + 1), correlationId);

export const quantityChanged = (
  outbox: Outbox,
  trx: Knex.Transaction,
  r: ItemRow,
  change: { from: number; reason: MovementReason; by: string },
  correlationId: string | null,
) =>
  outbox.add(trx, INVENTORY_EVENTS.quantityChanged, { id: r.id, sku: r.sku, fromQuantity: change.from, toQuantity: r.quantity, reason: change.reason, changedByUserId: change.by, version: r.version }, correlationId);

export const stockLow = (outbox: Outbox, trx: Knex.Transaction, r: ItemRow, correlationId: string | null) =>
  outbox.add(trx, INVENTORY_EVENTS.stockLow, { id: r.id, sku: r.sku, name: r.name, quantity: r.quantity, minimumQuantity: r.minimum_quantity, unit: r.unit, version: r.version }, correlationId);
