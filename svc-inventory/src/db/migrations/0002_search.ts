import type { Migration } from '@hvac/service-kit';

/**
 * The list's search finds an item by part of its name, SKU, barcode or description with
 * `LIKE '%term%'` on search_text: a trigram index makes that an index lookup at 100 000 items. pg_trgm
 * lives in `public`, shared by every schema (svc-finance creates it too); where the database user may not
 * create it, search falls back to a scan, which is correct, only slower.
 */
export const m0002Search: Migration = {
  name: '0002_search',
  async up(knex) {
    try {
      await knex.transaction(async (sp) => {
        await sp.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        await sp.raw('CREATE INDEX items_search_trgm ON items USING gin (search_text public.gin_trgm_ops)');
      });
    } catch {
      return;
    }
  },
};
