import type { Migration } from '@hvac/service-kit';

/**
 * Site analytics (docs/domains/service-requests.md#analytics). Raw page views are kept for audits, but the dashboard reads daily
 * rollups: counting a million raw rows per request cannot answer in 150 ms, summing a few thousand
 * rollup rows can. A statement-level trigger with a transition table keeps the rollups current for
 * every insert, one aggregate per statement, so a batch of beacons or a bulk seed costs one upsert per
 * group instead of one per row. Days are Houston's (the company's) calendar days.
 *
 * Unique visitors over "the last N days" are the visitors whose last visit falls in the window, since
 * every window ends now: one indexed count over `page_view_visitors.last_seen`.
 */
export const m0006PageViews: Migration = {
  name: '0006_page_views',
  async up(knex) {
    await knex.schema.createTable('page_views', (t) => {
      t.bigIncrements('id').primary();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.string('path', 500).notNullable();
      t.string('referrer', 1000);
      t.string('visitor_id', 64).notNullable();
      t.string('browser', 60).notNullable();
      t.string('os', 60).notNullable();
      t.boolean('is_mobile').notNullable();
      t.integer('viewport_width');
      t.integer('render_ms');
    });
    await knex.raw('CREATE INDEX page_views_created_at_idx ON page_views (created_at)');

    await knex.schema.createTable('page_view_daily_agents', (t) => {
      t.date('day').notNullable();
      t.boolean('is_mobile').notNullable();
      t.string('browser', 60).notNullable();
      t.string('os', 60).notNullable();
      t.bigInteger('views').notNullable();
      t.bigInteger('render_ms_sum').notNullable();
      t.bigInteger('render_count').notNullable();
      t.primary(['day', 'is_mobile', 'browser', 'os']);
    });
    await knex.schema.createTable('page_view_daily_pages', (t) => {
      t.date('day').notNullable();
      t.string('path', 500).notNullable();
      t.bigInteger('views').notNullable();
      t.primary(['day', 'path']);
    });
    await knex.schema.createTable('page_view_visitors', (t) => {
      t.string('visitor_id', 64).primary();
      t.timestamp('last_seen', { useTz: true }).notNullable();
    });
    await knex.raw('CREATE INDEX page_view_visitors_last_seen_idx ON page_view_visitors (last_seen)');

    // ORDER BY gives every writer the same lock order on the rollup rows, so concurrent batches cannot deadlock.
    await knex.raw(`
      CREATE FUNCTION page_views_rollup() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO page_view_daily_agents AS a (day, is_mobile, browser, os, views, render_ms_sum, render_count)
        SELECT (created_at AT TIME ZONE 'America/Chicago')::date, is_mobile, browser, os,
               count(*), coalesce(sum(render_ms), 0), count(render_ms)
        FROM added GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, is_mobile, browser, os) DO UPDATE
          SET views = a.views + EXCLUDED.views,
              render_ms_sum = a.render_ms_sum + EXCLUDED.render_ms_sum,
              render_count = a.render_count + EXCLUDED.render_count;
        INSERT INTO page_view_daily_pages AS p (day, path, views)
        SELECT (created_at AT TIME ZONE 'America/Chicago')::date, path, count(*)
        FROM added GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (day, path) DO UPDATE SET views = p.views + EXCLUDED.views;
        INSERT INTO page_view_visitors AS v (visitor_id, last_seen)
        SELECT visitor_id, max(created_at) FROM added GROUP BY 1 ORDER BY 1
        ON CONFLICT (visitor_id) DO UPDATE SET last_seen = GREATEST(v.last_seen, EXCLUDED.last_seen);
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE TRIGGER page_views_rollup AFTER INSERT ON page_views
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION page_views_rollup()`);
  },
};
