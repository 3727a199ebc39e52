import type { Migration } from '@hvac/service-kit';

/**
 * Unique visitors without counting visitors. 0006 counted `page_view_visitors` rows seen in the window,
 * a scan that grows with the audience (40 ms for 150 000 visitors). Here the rollup also keeps, per
 * Houston day, how many visitors were last seen that day; the visitors of the last N days are then the
 * sum over N rows. When a visitor comes back on a later day, one moves from the old day to the new.
 *
 * The visitors of a batch are locked first, so the "old day" read next is the current one even with
 * several service replicas writing at once.
 */
export const m0007VisitorDays: Migration = {
  name: '0007_visitor_days',
  async up(knex) {
    await knex.schema.createTable('page_view_visitor_days', (t) => {
      t.date('day').primary();
      t.bigInteger('visitors').notNullable();
    });
    await knex.raw(`
      INSERT INTO page_view_visitor_days (day, visitors)
      SELECT (last_seen AT TIME ZONE 'America/Chicago')::date, count(*) FROM page_view_visitors GROUP BY 1`);
    await knex.raw('DROP INDEX page_view_visitors_last_seen_idx');
    await knex.raw(`
      CREATE OR REPLACE FUNCTION page_views_rollup() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
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

        PERFORM 1 FROM page_view_visitors
        WHERE visitor_id IN (SELECT visitor_id FROM added) ORDER BY visitor_id FOR UPDATE;
        WITH batch AS (
          SELECT visitor_id, max(created_at) AS seen FROM added GROUP BY 1
        ), previous AS (
          SELECT v.visitor_id, v.last_seen FROM page_view_visitors v JOIN batch USING (visitor_id)
        ), moved AS (
          INSERT INTO page_view_visitors AS v (visitor_id, last_seen)
          SELECT visitor_id, seen FROM batch ORDER BY 1
          ON CONFLICT (visitor_id) DO UPDATE SET last_seen = EXCLUDED.last_seen WHERE v.last_seen < EXCLUDED.last_seen
          RETURNING visitor_id, last_seen
        ), deltas AS (
          SELECT (last_seen AT TIME ZONE 'America/Chicago')::date AS day, 1 AS delta FROM moved
          UNION ALL
          SELECT (p.last_seen AT TIME ZONE 'America/Chicago')::date, -1 FROM moved JOIN previous p USING (visitor_id)
        )
        INSERT INTO page_view_visitor_days AS d (day, visitors)
        SELECT day, sum(delta) FROM deltas GROUP BY day HAVING sum(delta) <> 0 ORDER BY day
        ON CONFLICT (day) DO UPDATE SET visitors = d.visitors + EXCLUDED.visitors;
        RETURN NULL;
      END $$`);
  },
};
