import type { Migration } from '@hvac/service-kit';

/**
 * The list's searchTerm finds an expense by part of its number, title, vendor, description or a tag
 * with `LIKE '%term%'` on search_text: a trigram index makes that an index lookup at 100 000 expenses.
 * pg_trgm lives in `public`, shared by every schema; where the database user may not create it, search
 * falls back to a scan, which is correct, only slower.
 */
export const m0003Search: Migration = {
  name: '0003_search',
  async up(knex) {
    try {
      await knex.transaction(async (sp) => {
        await sp.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        await sp.raw('CREATE INDEX expenses_search_trgm ON expenses USING gin (search_text public.gin_trgm_ops)');
      });
    } catch {
      return;
    }
  },
};
