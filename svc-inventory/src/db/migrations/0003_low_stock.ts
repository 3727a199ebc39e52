import type { Migration } from '@hvac/service-kit';

/**
 * Low stock as a stored column. PostgreSQL has no statistics for a comparison of two columns
 * (`quantity <= minimum_quantity` is guessed at a third of the table), so with a search and a category
 * it walked the low-stock index by name and filtered thousands of rows for a page; a boolean column has
 * real statistics, and the planner takes the search's trigram matches and sorts the few that remain.
 */
export const m0003LowStock: Migration = {
  name: '0003_low_stock',
  async up(knex) {
    await knex.raw('ALTER TABLE items ADD COLUMN low_stock boolean GENERATED ALWAYS AS (quantity <= minimum_quantity) STORED');
    await knex.raw('DROP INDEX items_low_stock_idx');
    await knex.raw('CREATE INDEX items_low_stock_idx ON items (name, id) WHERE low_stock');
  },
};
