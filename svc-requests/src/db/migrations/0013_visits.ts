import type { Migration } from '@hvac/service-kit';

/**
 * Visits (docs/domains/service-requests.md#visits). The database itself refuses two open visits of one
 * technician that overlap: an exclusion constraint holds under any number of simultaneous bookings,
 * where a check-then-insert would let two through. The booking's language is kept on the request, so
 * the mails about its visits speak it too.
 */
export const m0013Visits: Migration = {
  name: '0013_visits',
  async up(knex) {
    await knex.raw("ALTER TABLE service_requests ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'");
    // Normally there already (infra's postgres.ts, the cluster's initdb); created in public, shared by every schema.
    await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
    await knex.schema.createTable('visits', (t) => {
      t.uuid('id').primary();
      t.uuid('service_request_id').notNullable().references('id').inTable('service_requests');
      t.uuid('technician_id').notNullable();
      t.timestamp('starts_at', { useTz: true }).notNullable();
      t.timestamp('ends_at', { useTz: true }).notNullable();
      t.string('status', 20).notNullable().defaultTo('scheduled');
      t.text('notes');
      t.timestamp('reminder_queued_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(
      "ALTER TABLE visits ADD CONSTRAINT visits_status_check CHECK (status IN ('scheduled','on_the_way','started','completed','cancelled'))",
    );
    await knex.raw('ALTER TABLE visits ADD CONSTRAINT visits_ends_after_start CHECK (ends_at > starts_at)');
    // Also the index of one technician's visits in a period (my-visits, the overlap's clash).
    await knex.raw(
      "ALTER TABLE visits ADD CONSTRAINT visits_no_overlap EXCLUDE USING gist (technician_id WITH =, tstzrange(starts_at, ends_at) WITH &&) WHERE (status <> 'cancelled')",
    );
    // Every technician's visits in a period: the back office's list and the public availability.
    await knex.raw("CREATE INDEX visits_during_idx ON visits USING gist (tstzrange(starts_at, ends_at)) WHERE status <> 'cancelled'");
    await knex.raw('CREATE INDEX visits_request_idx ON visits (service_request_id, starts_at)');
    // The reminder loop's due visits (docs/domains/service-requests.md#visit-mail).
    await knex.raw("CREATE INDEX visits_reminder_due_idx ON visits (starts_at) WHERE status = 'scheduled' AND reminder_queued_at IS NULL");

    await knex.schema.createTable('visit_status_history', (t) => {
      t.bigIncrements('id');
      t.uuid('visit_id').notNullable().references('id').inTable('visits');
      t.string('status', 20).notNullable();
      t.uuid('changed_by');
      /** When the change was made: on the phone for a technician's change, which may reach us later. */
      t.timestamp('at', { useTz: true }).notNullable();
      t.text('notes');
      t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('CREATE INDEX visit_status_history_visit_idx ON visit_status_history (visit_id, id)');

    // One row per technician whose hours an admin set; the others work the default hours.
    await knex.schema.createTable('technician_working_hours', (t) => {
      t.uuid('technician_id').primary();
      t.jsonb('days').notNullable();
      t.uuid('updated_by');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
