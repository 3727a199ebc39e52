import type { Migration } from '@hvac/service-kit';

/**
 * The service-request list shows counts per status on every load. Counting 100 000 rows each time is a
 * table scan, so a trigger keeps one row per status current instead; it covers every write, including rows
 * inserted outside the API (bench seeds, imports). `SET search_path FROM CURRENT` pins the function to
 * this service's schema.
 */
export const m0005StatusCounts: Migration = {
  name: '0005_status_counts',
  async up(knex) {
    await knex.schema.createTable('service_request_counts', (t) => {
      t.string('status', 20).primary();
      t.bigInteger('n').notNullable().defaultTo(0);
    });
    await knex.raw(`
      INSERT INTO service_request_counts (status, n)
      SELECT s, (SELECT count(*) FROM service_requests r WHERE r.status = s)
      FROM unnest(ARRAY['pending','confirmed','in_progress','completed','cancelled']) AS s`);
    await knex.raw(`
      CREATE FUNCTION service_request_counts_sync() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE service_request_counts SET n = n - 1 WHERE status = OLD.status;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE service_request_counts SET n = n + 1 WHERE status = NEW.status;
        END IF;
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE TRIGGER service_request_counts_sync AFTER INSERT OR DELETE OR UPDATE OF status ON service_requests
      FOR EACH ROW EXECUTE FUNCTION service_request_counts_sync()`);
  },
};
