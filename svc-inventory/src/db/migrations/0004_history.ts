import { appendOnly, type Migration } from '@hvac/service-kit';

/**
 * The stock movements are the history of quantities (docs/domains/inventory.md#history) and now keep the
 * history table's guarantees: append-only, and outliving their item (no cascade, so deleting an item no
 * longer erases who moved its stock).
 */
export const m0004History: Migration = {
  name: '0004_history',
  async up(knex) {
    await knex.raw('ALTER TABLE movements DROP CONSTRAINT movements_item_id_foreign');
    await appendOnly(knex, 'movements');
  },
};
