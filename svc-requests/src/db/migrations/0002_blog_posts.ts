import type { Migration } from '@hvac/service-kit';
import { trigramIndex } from './trigram';

export const m0002BlogPosts: Migration = {
  name: '0002_blog_posts',
  async up(knex) {
    await knex.schema.createTable('blog_posts', (t) => {
      t.uuid('id').primary();
      t.string('slug', 200).notNullable();
      t.string('language', 2).notNullable();
      t.string('title', 300).notNullable();
      t.text('excerpt').notNullable();
      t.text('content').notNullable();
      t.string('author', 100).notNullable();
      t.timestamp('published_at', { useTz: true }).notNullable();
      t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
      t.string('featured_image', 100);
      t.string('meta_title', 300).notNullable();
      t.string('meta_description', 500).notNullable();
      // Lower-cased title, excerpt, content and tags, written with the row: one column to search.
      t.text('search_text').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw("ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_language_check CHECK (language IN ('en','fa','es'))");
    await knex.raw('CREATE UNIQUE INDEX blog_posts_slug_language_key ON blog_posts (slug, language)');
    await knex.raw('CREATE INDEX blog_posts_language_published_idx ON blog_posts (language, published_at DESC, id)');
    await trigramIndex(knex, 'blog_posts_search_trgm', 'blog_posts', 'search_text');
  },
};
