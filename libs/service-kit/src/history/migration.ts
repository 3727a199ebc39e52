import type { Knex } from 'knex';
import type { Migration } from '../db';

/**
 * Makes a table of records of what happened append-only: UPDATE, DELETE and TRUNCATE raise an error in
 * the statement's transaction. For the history table, and for a service's own record of the same kind
 * (inventory's stock movements).
 */
export async function appendOnly(knex: Knex, table: string): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION refuse_rewriting_history() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
    END
    $$`);
  await knex.raw('CREATE TRIGGER ?? BEFORE UPDATE OR DELETE ON ?? FOR EACH ROW EXECUTE FUNCTION refuse_rewriting_history()', [`${table}_append_only`, table]);
  await knex.raw('CREATE TRIGGER ?? BEFORE TRUNCATE ON ?? FOR EACH STATEMENT EXECUTE FUNCTION refuse_rewriting_history()', [`${table}_no_truncate`, table]);
}

/**
 * The schema's `history` table (docs/architecture.md#history). A service lists this migration with its
 * own. Rows are only ever inserted (appendOnly), so not even a defect in a service can rewrite who did
 * what. No foreign key: the history of a deleted record outlives it.
 */
export const historyMigration: Migration = {
  name: 'kit_history_0001',
  async up(knex) {
    await knex.schema.createTable('history', (t) => {
      t.bigIncrements('seq').primary();
      t.string('entity_type', 40).notNullable();
      t.uuid('entity_id').notNullable();
      t.string('action', 40).notNullable();
      t.uuid('actor_id');
      t.string('actor_role', 20);
      t.jsonb('changes').notNullable().defaultTo('{}');
      t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    });
    await knex.raw('CREATE INDEX history_entity_idx ON history (entity_type, entity_id, seq DESC)');
    await appendOnly(knex, 'history');
  },
};
