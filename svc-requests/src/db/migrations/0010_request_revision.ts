import type { Migration } from '@hvac/service-kit';

/**
 * A revision for the request list's search totals (db/match-counts.ts): `changes` rises on the status
 * row of every request inserted, deleted, moved to another status or edited in a searched field, so
 * the sum over statuses changes whenever a search's total can. It rides on the rows 0005's trigger
 * already updates, so writers take no new lock.
 */
export const m0010RequestRevision: Migration = {
  name: '0010_request_revision',
  async up(knex) {
    await knex.raw('ALTER TABLE service_request_counts ADD COLUMN changes bigint NOT NULL DEFAULT 0');
    await knex.raw(`
      CREATE OR REPLACE FUNCTION service_request_counts_sync() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
          UPDATE service_request_counts SET changes = changes + 1 WHERE status = NEW.status;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE service_request_counts SET n = n - 1, changes = changes + 1 WHERE status = OLD.status;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE service_request_counts SET n = n + 1, changes = changes + 1 WHERE status = NEW.status;
        END IF;
        RETURN NULL;
      END $$`);
    await knex.raw('DROP TRIGGER service_request_counts_sync ON service_requests');
    await knex.raw(`
      CREATE TRIGGER service_request_counts_sync
      AFTER INSERT OR DELETE OR UPDATE OF status, contact_full_name, contact_email, service_type ON service_requests
      FOR EACH ROW EXECUTE FUNCTION service_request_counts_sync()`);
  },
};
