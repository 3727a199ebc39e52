import type { Knex } from 'knex';
import type { HistoryAction, HistoryField } from '@hvac/contracts';
import { INVENTORY_MESSAGES, INVENTORY_VIEW_ROLES } from '@hvac/contracts/inventory';
import { diffFields, historyRoute, recordHistory, type App, type HistoryActor, type HistoryVocabulary } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import { ANSWERED_COLUMNS, type ItemRow } from './repo';

/*
 * An item's history (docs/domains/inventory.md#history) has two halves of one shape: its quantities are
 * the stock movements (GET …/{id}/history, who, when, from, to, why), and everything else about the
 * record — created, the fields an edit changed, deleted — is a row of the kit's history table, served at
 * GET …/{id}/changes. The quantity is left out here so it is never recorded twice.
 */

/** The answered fields but the id, the version and the quantity (the movements' half), with the expiration day. */
const TRACKED: readonly (keyof ItemRow & string)[] = [...ANSWERED_COLUMNS.filter((c) => c !== 'id' && c !== 'version' && c !== 'quantity'), 'expiration_date'];
type Tracked = Exclude<(typeof ANSWERED_COLUMNS)[number], 'id' | 'version' | 'quantity'> | 'expiration_date';

/** The record's half in the API's words. */
const ITEM_HISTORY: HistoryVocabulary<HistoryField<'inventory_item'>> = {
  fields: {
    name: 'name',
    sku: 'sku',
    barcode: 'barcode',
    description: 'description',
    category: 'category',
    minimum_quantity: 'minimumQuantity',
    maximum_quantity: 'maximumQuantity',
    unit: 'unit',
    unit_price: 'unitPrice',
    cost_price: 'costPrice',
    location: 'location',
    supplier: 'supplier',
    notes: 'notes',
    expiration_date: 'expirationDate',
  } satisfies Record<Tracked, HistoryField<'inventory_item'>>,
};

/** Records one change of an item's record: its row before (null when new) and after (null when deleted). */
export async function itemChanged(trx: Knex.Transaction, actor: HistoryActor, id: string, before: ItemRow | null, after: ItemRow | null): Promise<void> {
  const changes = diffFields(before, after, TRACKED);
  const action: HistoryAction = !before ? 'created' : !after ? 'deleted' : 'edited';
  // An edit that moved only the quantity is wholly in the movements.
  if (action === 'edited' && Object.keys(changes).length === 0) return;
  await recordHistory(trx, { entityType: 'inventory_item', entityId: id, action, actor, changes });
}

/** Everyone who reads the inventory (admin, manager, staff) reads its changes, a deleted item's too. */
export function itemHistoryRoute(app: App, ctx: InventoryContext): void {
  historyRoute(app, ctx, { path: '/api/inventory/:id/changes', entityType: 'inventory_item', vocabulary: ITEM_HISTORY, roles: INVENTORY_VIEW_ROLES, tag: 'inventory', notFound: { message: INVENTORY_MESSAGES.inventoryItemNotFound, code: 'inventoryItemNotFound' } });
}
