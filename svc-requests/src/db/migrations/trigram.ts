import type { Knex } from 'knex';

/**
 * pg_trgm makes `LIKE '%term%'` an index lookup. It lives in `public` so every schema of the database
 * (one per service, one per test run) shares one copy. Where the database user may not create it, the
 * search falls back to a scan, which is correct, only slower; the savepoint keeps the migration alive.
 */
export async function trigramIndex(knex: Knex, index: string, table: string, column: string): Promise<void> {
  try {
    await knex.transaction(async (sp) => {
      await sp.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
      await sp.raw(`CREATE INDEX ${index} ON ${table} USING gin (${column} public.gin_trgm_ops)`);
    });
  } catch {
    return;
  }
}
