import type { Knex } from 'knex';

/** The stored statuses of a kind (contracts' sets), so nothing else can be written even outside the API. */
export async function statusCheck(knex: Knex, table: string, statuses: readonly string[]): Promise<void> {
  // DDL takes no bound parameters; the statuses are contracts' constants (lower-case words and underscores).
  await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_status_check CHECK (status IN (${statuses.map((s) => `'${s}'`).join(', ')}))`);
}

/**
 * Lists are newest first in pages after a cursor on (created_at, id), filtered by status and client
 * (docs/domains/billing.md#calls): each filter has its index in that order, so a page is one index range
 * however deep it lies. A client's own list is the client index.
 */
export async function documentIndexes(knex: Knex, table: string): Promise<void> {
  await knex.raw(`CREATE INDEX ${table}_created_idx ON ${table} (created_at, id)`);
  await knex.raw(`CREATE INDEX ${table}_client_created_idx ON ${table} (client_id, created_at, id)`);
  await knex.raw(`CREATE INDEX ${table}_status_created_idx ON ${table} (status, created_at, id)`);
}

/** A document's lines, in the order the form gave them, gone with the document. */
export async function lineItemsTable(knex: Knex, table: string, key: string, parent: string): Promise<void> {
  await knex.schema.createTable(table, (t) => {
    t.uuid('id').primary();
    t.uuid(key).notNullable().references('id').inTable(parent).onDelete('CASCADE');
    t.smallint('position').notNullable();
    t.string('description', 500).notNullable();
    t.decimal('quantity', 12, 2).notNullable();
    t.decimal('unit_price', 14, 2).notNullable();
    t.decimal('total', 14, 2).notNullable();
    t.unique([key, 'position']);
  });
}
