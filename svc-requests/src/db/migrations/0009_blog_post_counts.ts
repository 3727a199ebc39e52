import type { Migration } from '@hvac/service-kit';

/**
 * The blog list needs its language's post count on every page (for the page count) and, for Persian and
 * Spanish, whether the language has posts at all (else English is served). Counting 10 000 index entries
 * cost 2 ms a request; a trigger keeps one row per language instead, as 0005 does for request statuses.
 * `changes` rises with every write to a language's posts: its sum is the blog's revision, under which
 * search totals are remembered (db/match-counts.ts).
 */
export const m0009BlogPostCounts: Migration = {
  name: '0009_blog_post_counts',
  async up(knex) {
    await knex.schema.createTable('blog_post_counts', (t) => {
      t.string('language', 2).primary();
      t.bigInteger('n').notNullable().defaultTo(0);
      t.bigInteger('changes').notNullable().defaultTo(0);
    });
    await knex.raw(`
      INSERT INTO blog_post_counts (language, n)
      SELECT l, (SELECT count(*) FROM blog_posts p WHERE p.language = l) FROM unnest(ARRAY['en','fa','es']) AS l`);
    await knex.raw(`
      CREATE FUNCTION blog_post_counts_sync() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE blog_post_counts SET n = n - 1, changes = changes + 1 WHERE language = OLD.language;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO blog_post_counts AS c (language, n, changes) VALUES (NEW.language, 1, 1)
          ON CONFLICT (language) DO UPDATE SET n = c.n + 1, changes = c.changes + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE TRIGGER blog_post_counts_sync AFTER INSERT OR DELETE OR UPDATE ON blog_posts
      FOR EACH ROW EXECUTE FUNCTION blog_post_counts_sync()`);
  },
};
