import type { Migration } from '@hvac/service-kit';
import { INVENTORY_CATEGORIES, INVENTORY_UNITS, MAX_INVENTORY_QUANTITY, MOVEMENT_REASONS } from '@hvac/contracts/inventory';

/** DDL takes no bound parameters; the values are contracts' constants (words, spaces and dashes). */
const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Items and their stock history (docs/domains/inventory.md#data). Money numeric(14,2), quantities whole
 * numbers. The list is ordered by name, then id; each filter has an index in that order, and the banners'
 * whole-table counts read partial indexes, so neither grows with the page's depth or the table's size.
 */
export const m0001Items: Migration = {
  name: '0001_items',
  async up(knex) {
    await knex.schema.createTable('items', (t) => {
      t.uuid('id').primary();
      t.string('name', 200).notNullable();
      t.string('sku', 64).notNullable();
      t.string('barcode', 64);
      t.text('description');
      t.string('category', 40).notNullable();
      t.integer('quantity').notNullable();
      t.integer('minimum_quantity').notNullable();
      t.integer('maximum_quantity').notNullable();
      t.string('unit', 20).notNullable();
      t.decimal('unit_price', 14, 2).notNullable();
      t.decimal('cost_price', 14, 2).notNullable();
      t.string('location', 200);
      t.string('supplier', 200);
      t.text('notes');
      t.date('expiration_date');
      // Lower-cased name, SKU, barcode and description: what the list's search looks in, written with the row.
      t.text('search_text').notNullable();
      // Set when stock-low was published for the current stay at or below the minimum; cleared once above (one alert per crossing).
      t.boolean('low_stock_alerted').notNullable().defaultTo(false);
      // Raised by every change; events carry it so a consumer's copy applies only newer ones.
      t.integer('version').notNullable().defaultTo(1);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(`ALTER TABLE items ADD CONSTRAINT items_category_check CHECK (category IN (${inList(INVENTORY_CATEGORIES)}))`);
    await knex.raw(`ALTER TABLE items ADD CONSTRAINT items_unit_check CHECK (unit IN (${inList(INVENTORY_UNITS)}))`);
    await knex.raw(
      `ALTER TABLE items ADD CONSTRAINT items_quantities_check CHECK (quantity BETWEEN 0 AND ${MAX_INVENTORY_QUANTITY} AND minimum_quantity BETWEEN 0 AND ${MAX_INVENTORY_QUANTITY} AND maximum_quantity BETWEEN minimum_quantity AND ${MAX_INVENTORY_QUANTITY})`,
    );
    await knex.raw('ALTER TABLE items ADD CONSTRAINT items_prices_check CHECK (unit_price >= 0 AND cost_price >= 0)');
    // SKUs are unique whatever their case (INV-1 and inv-1 are one label); barcodes unique when set.
    await knex.raw('CREATE UNIQUE INDEX items_sku_key ON items (lower(sku))');
    await knex.raw('CREATE UNIQUE INDEX items_barcode_key ON items (barcode) WHERE barcode IS NOT NULL');
    await knex.raw('CREATE INDEX items_name_idx ON items (name, id)');
    await knex.raw('CREATE INDEX items_category_name_idx ON items (category, name, id)');
    await knex.raw('CREATE INDEX items_low_stock_idx ON items (name, id) WHERE quantity <= minimum_quantity');
    await knex.raw('CREATE INDEX items_expiration_idx ON items (expiration_date) WHERE expiration_date IS NOT NULL');

    // The inventory history: one row per change of quantity, in the change's transaction under the item's lock.
    await knex.schema.createTable('movements', (t) => {
      // Orders the history: rows of one item are written one at a time (the row lock), so seq follows them.
      t.bigIncrements('seq').primary();
      t.uuid('id').notNullable().unique();
      t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
      t.integer('from_quantity').notNullable();
      t.integer('to_quantity').notNullable();
      t.string('reason', 20).notNullable();
      t.uuid('changed_by').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    });
    await knex.raw(`ALTER TABLE movements ADD CONSTRAINT movements_reason_check CHECK (reason IN (${inList(MOVEMENT_REASONS)}))`);
    await knex.raw('CREATE INDEX movements_item_idx ON movements (item_id, seq)');

    // Finance's expenses that name an item, as its events describe them (docs/domains/inventory.md#decisions).
    await knex.schema.createTable('related_expenses', (t) => {
      t.uuid('id').primary();
      t.uuid('inventory_item_id');
      t.string('expense_number', 40).notNullable();
      t.string('title', 200).notNullable();
      t.decimal('amount', 14, 2).notNullable();
      t.date('expense_date').notNullable();
      t.string('status', 20).notNullable();
      // The expense's version in finance: an event older than what is held is ignored.
      t.integer('version').notNullable();
      // A deleted expense stays as a tombstone, so an older event delivered late cannot bring it back.
      t.boolean('deleted').notNullable().defaultTo(false);
    });
    await knex.raw('CREATE INDEX related_expenses_item_idx ON related_expenses (inventory_item_id, expense_date) WHERE NOT deleted');

    // Records one-time seeds (the demo items) in the same transaction as the rows they create.
    await knex.schema.createTable('seeds', (t) => {
      t.string('name', 100).primary();
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
