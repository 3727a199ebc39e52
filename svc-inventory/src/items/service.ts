import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatCents, todayIn } from '@hvac/contracts';
import { INVENTORY_CATEGORIES, INVENTORY_MESSAGES as M, INVENTORY_PAGE_SIZE, validateInventoryForm, type InventoryFormBody, type InventoryFormMode, type InventoryFormValues, type InventoryItem, type InventoryListQuery, type InventoryListResponse, type InventoryOverview } from '@hvac/contracts/inventory';
import { badRequest, conflict, notFound, type AuthUser } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import { crossing, notFoundItem, recordChange } from '../stock/service';
import { itemCreated, itemDeleted, itemUpdated } from './events';
import { itemChanged } from './history';
import * as repo from './repo';

/** The form's rules, or a 400 listing every failure, the first as its message (docs/domains/inventory.md#validation). */
function checked(body: InventoryFormBody, mode: InventoryFormMode): InventoryFormValues {
  const { errors, values } = validateInventoryForm(body, mode);
  if (errors.length || !values) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });
  return values;
}

const skuTaken = () => conflict(M.skuTaken, 'skuTaken');
const barcodeTaken = () => conflict(M.barcodeTaken, 'barcodeTaken');

/**
 * SKU and barcode unique (docs/domains/inventory.md#validation). Checked first for the answer's words; the
 * unique indexes still decide between two saves racing, and their violation is answered the same way.
 */
async function checkUnique(trx: Knex.Transaction, sku: string, barcode: string | null, except?: string): Promise<void> {
  if (await repo.skuHolder(trx, sku, except)) throw skuTaken();
  if (barcode && (await repo.barcodeHolder(trx, barcode, except))) throw barcodeTaken();
}

/** A unique index's refusal as the 409 the check above would have given. */
function uniqueViolation(err: unknown): never {
  const e = err as { code?: string; constraint?: string };
  if (e.code === '23505' && e.constraint === 'items_sku_key') throw skuTaken();
  if (e.code === '23505' && e.constraint === 'items_barcode_key') throw barcodeTaken();
  throw err;
}

const read = async (ctx: InventoryContext, id: string): Promise<InventoryItem> => repo.toItem((await repo.findView(ctx.db, id, todayIn()))!);

export async function getItem(ctx: InventoryContext, id: string): Promise<InventoryItem> {
  const found = await repo.findView(ctx.db, id, todayIn());
  if (!found) throw notFoundItem();
  return repo.toItem(found);
}

/** A scanned or typed code: the item with that barcode, else with that SKU; 404 "Item not found". */
export async function findByCode(ctx: InventoryContext, code: string): Promise<InventoryItem> {
  const trimmed = code.trim();
  if (trimmed === '') throw badRequest(M.barcodeSearchEmpty, 'barcodeSearchEmpty');
  const found = await repo.findByCode(ctx.db, trimmed, todayIn());
  if (!found) throw notFound(M.barcodeNotFound, 'barcodeNotFound');
  return repo.toItem(found);
}

/**
 * POST /api/inventory (admin and manager, the route's guard). The creation is the first history row
 * (0 → the quantity). An item created at or below its minimum is marked as alerted without an alert: it
 * did not cross anything, and the list's banner already counts it.
 */
export async function createItem(ctx: InventoryContext, caller: AuthUser, body: InventoryFormBody, correlationId: string | null): Promise<InventoryItem> {
  const v = checked(body, 'create');
  const id = randomUUID();
  await ctx.db
    .transaction(async (trx) => {
      await checkUnique(trx, v.sku, v.barcode ?? null);
      const quantity = v.currentQuantity!;
      const minimum = v.minimumQuantity!;
      const fields = { name: v.name, sku: v.sku, barcode: v.barcode ?? null, description: v.description ?? null };
      await repo.insertItem(trx, {
        id,
        ...fields,
        category: v.category,
        quantity,
        minimum_quantity: minimum,
        maximum_quantity: v.maximumQuantity!,
        unit: v.unit!,
        unit_price: formatCents(v.unitPrice!),
        cost_price: formatCents(v.unitCost!),
        location: v.location ?? null,
        supplier: v.supplier ?? null,
        notes: v.notes ?? null,
        expiration_date: v.expirationDate ?? null,
        search_text: repo.searchTextOf(fields),
        low_stock_alerted: crossing(false, quantity, minimum).low_stock_alerted,
      });
      const row = (await repo.lockItem(trx, id))!;
      await itemChanged(trx, caller, id, null, row);
      await itemCreated(ctx.outbox, trx, row, correlationId);
      await recordChange(ctx, trx, row, { from: 0, reason: 'created', by: caller.id, alert: false }, correlationId);
    })
    .catch(uniqueViolation);
  return read(ctx, id);
}

/** An optional field an edit left out keeps what is stored. */
const kept = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);

/** PUT /api/inventory/{id} (admin and manager): the whole form under the row's lock; a new quantity is a history row. */
export async function updateItem(ctx: InventoryContext, caller: AuthUser, id: string, body: InventoryFormBody, correlationId: string | null): Promise<InventoryItem> {
  const v = checked(body, 'edit');
  await ctx.db
    .transaction(async (trx) => {
      const current = await repo.lockItem(trx, id);
      if (!current) throw notFoundItem();
      const barcode = kept(v.barcode, current.barcode);
      await checkUnique(trx, v.sku, barcode, id);
      const quantity = kept(v.currentQuantity, current.quantity);
      const minimum = kept(v.minimumQuantity, current.minimum_quantity);
      const maximum = kept(v.maximumQuantity, current.maximum_quantity);
      // The form's check sees only what was sent; against the stored values the same rule holds.
      if (maximum < minimum) throw badRequest(M.maximumBelowMinimum, 'maximumBelowMinimum', { errors: [{ field: 'maximumQuantity', code: 'maximumBelowMinimum', message: M.maximumBelowMinimum }] });
      const flag = crossing(current.low_stock_alerted, quantity, minimum);
      const fields = { name: v.name, sku: v.sku, barcode, description: kept(v.description, current.description) };
      const row = await repo.updateItem(trx, id, {
        ...fields,
        category: v.category,
        quantity,
        minimum_quantity: minimum,
        maximum_quantity: maximum,
        unit: kept(v.unit, current.unit),
        unit_price: v.unitPrice === undefined ? current.unit_price : formatCents(v.unitPrice),
        cost_price: v.unitCost === undefined ? current.cost_price : formatCents(v.unitCost),
        location: kept(v.location, current.location),
        supplier: kept(v.supplier, current.supplier),
        notes: kept(v.notes, current.notes),
        expiration_date: kept(v.expirationDate, current.expiration_date),
        search_text: repo.searchTextOf(fields),
        low_stock_alerted: flag.low_stock_alerted,
      });
      await itemChanged(trx, caller, id, current, row);
      await itemUpdated(ctx.outbox, trx, row, correlationId);
      await recordChange(ctx, trx, row, { from: current.quantity, reason: 'edited', by: caller.id, alert: flag.alert }, correlationId);
    })
    .catch(uniqueViolation);
  return read(ctx, id);
}

/** DELETE /api/inventory/{id} (admin only): answers the item as it was; its movements and changes stay on record. */
export async function deleteItem(ctx: InventoryContext, caller: AuthUser, id: string, correlationId: string | null): Promise<InventoryItem> {
  return ctx.db.transaction(async (trx) => {
    const current = await repo.lockItem(trx, id);
    if (!current) throw notFoundItem();
    const item = repo.toItem((await repo.findView(trx, id, todayIn()))!);
    await repo.deleteItem(trx, id);
    await itemChanged(trx, caller, id, current, null);
    await itemDeleted(ctx.outbox, trx, current, correlationId);
    return item;
  });
}

/** The list's category filter: one of the nine; empty or `all` is none. */
function categoryFilter(category: string | undefined): string | undefined {
  const c = category?.trim();
  if (!c || c.toLowerCase() === 'all') return undefined;
  if (!(INVENTORY_CATEGORIES as readonly string[]).includes(c)) throw badRequest(M.inventoryCategoryFilterInvalid, 'inventoryCategoryFilterInvalid');
  return c;
}

/** GET /api/inventory: a page of 20 by name with the filters' total, and the banners' whole-table counts. */
export async function listItems(ctx: InventoryContext, query: InventoryListQuery): Promise<InventoryListResponse> {
  const today = todayIn();
  const filter: repo.ItemFilter = { search: query.search?.trim() || undefined, category: categoryFilter(query.category), lowStock: query.lowStock, expired: query.expired };
  const page = query.page ?? 1;
  const [{ rows, total }, counts] = await Promise.all([repo.listPage(ctx.db, filter, today, page, INVENTORY_PAGE_SIZE), repo.alertCounts(ctx.db, today)]);
  return {
    status: 'success',
    data: {
      items: rows.map(repo.toItem),
      pagination: { currentPage: page, totalPages: Math.ceil(total / INVENTORY_PAGE_SIZE), totalItems: total, limit: INVENTORY_PAGE_SIZE },
      lowStockCount: counts.lowStock,
      expiredCount: counts.expired,
    },
  };
}

/**
 * GET /api/inventory/summary (docs/domains/inventory.md#overview-widget): the list's own banner counts,
 * which its triggers keep equal to what the `lowStock` and `expired` filters find, so the widget's figure
 * is the filtered list's total; each with that filter's query.
 */
export async function overview(ctx: InventoryContext): Promise<InventoryOverview> {
  const counts = await repo.alertCounts(ctx.db, todayIn());
  return { lowStock: { count: counts.lowStock, filter: { lowStock: 'true' } }, expired: { count: counts.expired, filter: { expired: 'true' } } };
}

/** GET /api/inventory/low-stock and /expired: every such item, by name. */
export async function listFlagged(ctx: InventoryContext, which: 'lowStock' | 'expired'): Promise<InventoryItem[]> {
  return (await repo.listAll(ctx.db, { [which]: true }, todayIn())).map(repo.toItem);
}
