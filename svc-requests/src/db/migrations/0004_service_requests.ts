import type { Migration } from '@hvac/service-kit';
import { trigramIndex } from './trigram';

export const m0004ServiceRequests: Migration = {
  name: '0004_service_requests',
  async up(knex) {
    await knex.schema.createTable('service_requests', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.string('contact_full_name', 100).notNullable();
      t.string('contact_phone', 40).notNullable();
      t.string('contact_email', 320).notNullable();
      t.string('contact_street', 200).notNullable();
      t.string('contact_city', 100).notNullable();
      t.string('contact_zip', 10).notNullable();
      t.string('contact_apartment', 50);
      t.string('service_type', 100).notNullable();
      t.text('description').notNullable();
      t.string('status', 20).notNullable().defaultTo('pending');
      t.uuid('assigned_to');
      t.jsonb('scheduling_preferences').notNullable();
      t.jsonb('additional_details').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(
      "ALTER TABLE service_requests ADD CONSTRAINT service_requests_status_check CHECK (status IN ('pending','confirmed','in_progress','completed','cancelled'))",
    );
    // The list searches these four texts case-insensitively; chr(31) keeps a match from spanning two fields.
    await knex.raw(
      "ALTER TABLE service_requests ADD COLUMN search_text text GENERATED ALWAYS AS (lower(contact_full_name || chr(31) || contact_email || chr(31) || service_type || chr(31) || id::text)) STORED",
    );
    for (const col of ['created_at', 'updated_at', 'contact_full_name', 'service_type']) {
      await knex.raw(`CREATE INDEX service_requests_${col}_idx ON service_requests (${col}, id)`);
      await knex.raw(`CREATE INDEX service_requests_status_${col}_idx ON service_requests (status, ${col}, id)`);
    }
    await knex.raw('CREATE INDEX service_requests_user_idx ON service_requests (user_id, created_at DESC)');
    await knex.raw('CREATE INDEX service_requests_assigned_idx ON service_requests (assigned_to) WHERE assigned_to IS NOT NULL');
    await trigramIndex(knex, 'service_requests_search_trgm', 'service_requests', 'search_text');

    // Records one-time seeds (the demo requests) in the same transaction as the rows they create.
    await knex.schema.createTable('seeds', (t) => {
      t.string('name', 100).primary();
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
