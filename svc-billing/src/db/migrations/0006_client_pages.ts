import type { Migration } from '@hvac/service-kit';

/**
 * A search naming a few clients reads each one's newest documents (documents/repo.ts listViews) along
 * its (client, created) index. With the status (and an invoice's due date, which decides overdue) in the
 * index, the status filter is answered from the index alone; the plain index it replaces answered it
 * from the table, one row at a time.
 */
export const m0006ClientPages: Migration = {
  name: '0006_client_pages',
  async up(knex) {
    for (const [table, extra] of [
      ['quotes', ''],
      ['estimates', ''],
      ['invoices', ', due_date'],
    ] as const) {
      await knex.raw(`CREATE INDEX ${table}_client_created_status_idx ON ${table} (client_id, created_at, id) INCLUDE (status${extra})`);
      await knex.raw(`DROP INDEX ${table}_client_created_idx`);
    }
  },
};
