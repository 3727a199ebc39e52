import type { Knex } from 'knex';
import type { InventoryMovement, MovementReason } from '@hvac/contracts/inventory';

/** The inventory history (docs/domains/inventory.md#decisions): one row per change of an item's quantity. */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;


export interface MovementView {
  id: string;
  item_id: string;
  from_quantity: number;
  to_quantity: number;
  reason: MovementReason;
  changed_by: string;
  changed_by_name: string | null;
  created_at: string;
}

export const insertMovement = async (
  trx: Knex.Transaction,
  m: { id: string; item_id: string; from_quantity: number; to_quantity: number; reason: MovementReason; changed_by: string },
): Promise<void> => {
  await trx('movements').insert(m);
};

/** An item's history, newest first, with each author's name from the users directory (a tombstone's empty name reads as none). */
export const movementsOf = (db: Knex, itemId: string): Promise<MovementView[]> =>
  db({ m: 'movements' })
    .leftJoin({ u: 'users_directory' }, 'u.id', 'm.changed_by')
    .select([
      'm.id',
      'm.item_id',
      'm.from_quantity',
      'm.to_quantity',
      'm.reason',
      'm.changed_by',
      db.raw("nullif(u.username, '') as changed_by_name"),
      db.raw(`to_char(m.created_at AT TIME ZONE 'UTC', ${ISO}) as created_at`),
    ])
    .where('m.item_id', itemId)
    .orderBy('m.seq', 'desc') as Promise<MovementView[]>;

export const toMovement = (m: MovementView): InventoryMovement => ({
  id: m.id,
  itemId: m.item_id,
  fromQuantity: m.from_quantity,
  toQuantity: m.to_quantity,
  change: m.to_quantity - m.from_quantity,
  reason: m.reason,
  changedByUserId: m.changed_by,
  changedByName: m.changed_by_name,
  createdAt: m.created_at,
});
