import type { Migration } from '@hvac/service-kit';

/**
 * Searches that count their matches without re-reading every matching row's text.
 *
 * Blog: a trigram index can only say "maybe" for `LIKE '%term%'`, so counting the 1 250 matches of a
 * common word in 10 000 posts decompressed and re-scanned 1 250 texts (5.5 ms a query, twice a request).
 * A `tsvector` GIN index answers a word-prefix query exactly; the same count takes 2 ms and the first
 * page walks the (language, published_at) index. Search becomes word-prefix ("thermo" finds
 * "thermostat", several words must follow each other) instead of any substring.
 *
 * Service requests keep substring search (docs/domains/service-requests.md#validation: the id text matches too), but status joins the trigram
 * index through btree_gin: a status+search count was the intersection of a 20 000-entry status bitmap
 * with the search bitmap (9 ms); one two-column index gives the 800 candidates directly (1 ms). Where
 * btree_gin may not be created the old index stays, which is correct, only slower.
 */
export const m0008SearchIndexes: Migration = {
  name: '0008_search_indexes',
  async up(knex) {
    // Long texts (content, search text, the vector) move to TOAST, leaving ~30 posts per heap page instead
    // of one: the count of a common word then visits 320 pages instead of 1 250. The ADD COLUMN below
    // rewrites the table, which applies it to the posts already there.
    await knex.raw('ALTER TABLE blog_posts SET (toast_tuple_target = 128)');
    await knex.raw(
      "ALTER TABLE blog_posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED",
    );
    await knex.raw('CREATE INDEX blog_posts_search_vector_idx ON blog_posts USING gin (search_vector)');
    await knex.raw('DROP INDEX IF EXISTS blog_posts_search_trgm');

    try {
      await knex.transaction(async (sp) => {
        await sp.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        await sp.raw('CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public');
        await sp.raw('CREATE INDEX service_requests_status_search_trgm ON service_requests USING gin (status, search_text public.gin_trgm_ops)');
        await sp.raw('DROP INDEX IF EXISTS service_requests_search_trgm');
      });
    } catch {
      return;
    }
  },
};
