import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { todayIn } from '@hvac/contracts';
import { INVENTORY_MESSAGES as M, isLowStock, readQuantity, type InventoryItem, type InventoryMovement, type MovementReason } from '@hvac/contracts/inventory';
import { badRequest, notFound, type AuthUser } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import { quantityChanged, stockLow, itemUpdated } from '../items/events';
import * as items from '../items/repo';
import { stockLowMail } from './mail';
import * as repo from './repo';

/*
 * Stock (docs/domains/inventory.md#decisions): every change of an item's quantity writes a history row
 * in the change's transaction, under the item's row lock, so concurrent changes queue and each row's
 * `from` is the previous row's `to`. Reaching the minimum publishes stock-low once per crossing: a flag on
 * the row remembers the alert until the quantity is above the minimum again.
 */

export const notFoundItem = () => notFound(M.inventoryItemNotFound, 'inventoryItemNotFound');

/** The alert flag a change leaves on the row, and whether the change is a crossing to alert about. */
export function crossing(alerted: boolean, quantity: number, minimum: number): { low_stock_alerted: boolean; alert: boolean } {
  const low = isLowStock(quantity, minimum);
  return { low_stock_alerted: low, alert: low && !alerted };
}

/**
 * What follows a write of the item, in its transaction: the history row (when the quantity moved, or
 * always for Update Quantity: a count confirmed is worth recording), quantity-changed, and stock-low on a
 * crossing.
 */
export async function recordChange(
  ctx: InventoryContext,
  trx: Knex.Transaction,
  row: items.ItemRow,
  change: { from: number; reason: MovementReason; by: string; alert: boolean },
  correlationId: string | null,
): Promise<void> {
  if (change.reason !== 'edited' || change.from !== row.quantity) {
    await repo.insertMovement(trx, { id: randomUUID(), item_id: row.id, from_quantity: change.from, to_quantity: row.quantity, reason: change.reason, changed_by: change.by });
    await quantityChanged(ctx.outbox, trx, row, change, correlationId);
  }
  if (change.alert) {
    await stockLow(ctx.outbox, trx, row, correlationId);
    // The office's e-mail for the crossing: queued with the change, sent after the commit.
    await ctx.mailer.queue(trx, 'stock-low', stockLowMail(row, ctx.config.OFFICE_EMAIL, ctx.config.PUBLIC_URL));
  }
}

/** PUT /api/inventory/{id}/quantity (admin and manager, the route's guard): a whole number from 0. */
export async function updateQuantity(ctx: InventoryContext, caller: AuthUser, id: string, sent: unknown, correlationId: string | null): Promise<InventoryItem> {
  const quantity = readQuantity(sent);
  if (quantity === null) throw badRequest(M.quantityInvalid, 'quantityInvalid', { errors: [{ field: 'quantity', code: 'quantityInvalid', message: M.quantityInvalid }] });
  await ctx.db.transaction(async (trx) => {
    const current = await items.lockItem(trx, id);
    if (!current) throw notFoundItem();
    const flag = crossing(current.low_stock_alerted, quantity, current.minimum_quantity);
    const row = await items.updateItem(trx, id, { quantity, low_stock_alerted: flag.low_stock_alerted });
    await itemUpdated(ctx.outbox, trx, row, correlationId);
    await recordChange(ctx, trx, row, { from: current.quantity, reason: 'quantity-update', by: caller.id, alert: flag.alert }, correlationId);
  });
  return items.toItem((await items.findView(ctx.db, id, todayIn()))!);
}

/** The item's history, newest first; 404 when the item is unknown. */
export async function historyOf(ctx: InventoryContext, id: string): Promise<InventoryMovement[]> {
  if (!(await ctx.db('items').select('id').where({ id }).first())) throw notFoundItem();
  return (await repo.movementsOf(ctx.db, id)).map(repo.toMovement);
}
