import type { Migration } from './db';

/** Tables the kit itself needs in every service schema: outbox, inbox, dead letters and handler failure counts (docs/architecture.md#events). */
export const messagingMigrations: Migration[] = [
  {
    name: '0000_kit_messaging',
    async up(knex) {
      await knex.schema.createTable('outbox', (t) => {
        t.bigIncrements('seq').primary();
        t.uuid('id').notNullable().unique();
        t.string('subject', 200).notNullable();
        t.jsonb('envelope').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('published_at', { useTz: true });
        t.integer('attempts').notNullable().defaultTo(0);
      });
      await knex.raw('CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL');
      await knex.schema.createTable('inbox', (t) => {
        t.uuid('event_id').notNullable();
        t.string('consumer', 100).notNullable();
        t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['event_id', 'consumer']);
      });
      await knex.schema.createTable('dead_letters', (t) => {
        t.bigIncrements('id').primary();
        t.string('consumer', 100).notNullable();
        t.string('subject', 200).notNullable();
        t.uuid('event_id');
        t.text('payload').notNullable();
        t.text('error').notNullable();
        t.integer('deliveries').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  {
    // Dead letters are replayed by `npm run events -- replay` (replayed_at), and the bound before one is
    // written counts a handler's failures, not deliveries; dead_letters.deliveries holds that count since.
    name: '0000_kit_replay_and_handler_failures',
    async up(knex) {
      await knex.schema.alterTable('dead_letters', (t) => {
        t.timestamp('replayed_at', { useTz: true });
      });
      await knex.schema.createTable('handler_failures', (t) => {
        t.string('consumer', 100).notNullable();
        t.uuid('event_id').notNullable();
        t.integer('failures').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['consumer', 'event_id']);
      });
    },
  },
];
