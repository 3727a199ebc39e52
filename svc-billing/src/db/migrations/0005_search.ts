import type { Migration } from '@hvac/service-kit';

/**
 * A list's search finds a document by its number or its client's name or e-mail (docs/domains/billing.md#calls)
 * with `LIKE '%term%'`: trigram indexes make both an index lookup, so a searched page stays quick at
 * 100 000 documents. pg_trgm lives in `public`, shared by every schema of the database; where the
 * database user may not create it, search falls back to a scan, which is correct, only slower.
 */
export const m0005Search: Migration = {
  name: '0005_search',
  async up(knex) {
    try {
      await knex.transaction(async (sp) => {
        await sp.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        for (const [table, column] of [
          ['quotes', 'quote_number'],
          ['estimates', 'estimate_number'],
          ['invoices', 'invoice_number'],
        ] as const) {
          await sp.raw(`CREATE INDEX ${table}_number_trgm ON ${table} USING gin (lower(${column}) public.gin_trgm_ops)`);
        }
        // The users directory is service-kit's table, but in this schema: the clients a search names.
        await sp.raw("CREATE INDEX users_directory_search_trgm ON users_directory USING gin ((lower(username) || chr(31) || email) public.gin_trgm_ops)");
      });
    } catch {
      return;
    }
  },
};
