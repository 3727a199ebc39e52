import type { Migration } from '@hvac/service-kit';

/**
 * The owner's overview counts the open requests nobody is assigned to, and the list's `unassigned=true`
 * totals them (docs/domains/service-requests.md#overview-widget). Counted at each call that was 25 ms at
 * 100 000 requests even on a partial index (each match is a heap visit), over the 20 ms the overview
 * allows; so 0005's trigger keeps them per status beside `n`, on the row it already updates (writers take
 * no new lock). An assignment now fires it too, which also moves 0010's revision: a search's remembered
 * total can depend on assignment once the list filters by it.
 */
export const m0016UnassignedCounts: Migration = {
  name: '0016_unassigned_counts',
  async up(knex) {
    await knex.raw('ALTER TABLE service_request_counts ADD COLUMN unassigned bigint NOT NULL DEFAULT 0');
    await knex.raw(`
      UPDATE service_request_counts c
      SET unassigned = (SELECT count(*) FROM service_requests r WHERE r.status = c.status AND r.assigned_to IS NULL)`);
    await knex.raw(`
      CREATE OR REPLACE FUNCTION service_request_counts_sync() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
          UPDATE service_request_counts
          SET unassigned = unassigned - (OLD.assigned_to IS NULL)::int + (NEW.assigned_to IS NULL)::int, changes = changes + 1
          WHERE status = NEW.status;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE service_request_counts SET n = n - 1, unassigned = unassigned - (OLD.assigned_to IS NULL)::int, changes = changes + 1 WHERE status = OLD.status;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE service_request_counts SET n = n + 1, unassigned = unassigned + (NEW.assigned_to IS NULL)::int, changes = changes + 1 WHERE status = NEW.status;
        END IF;
        RETURN NULL;
      END $$`);
    await knex.raw('DROP TRIGGER service_request_counts_sync ON service_requests');
    await knex.raw(`
      CREATE TRIGGER service_request_counts_sync
      AFTER INSERT OR DELETE OR UPDATE OF status, assigned_to, contact_full_name, contact_email, service_type ON service_requests
      FOR EACH ROW EXECUTE FUNCTION service_request_counts_sync()`);
  },
};
