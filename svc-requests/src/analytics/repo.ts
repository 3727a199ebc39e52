import type { Knex } from 'knex';
import { insertInBulk } from '@hvac/service-kit';

export interface PageViewRow {
  created_at: Date;
  path: string;
  referrer: string | null;
  visitor_id: string;
  browser: string;
  os: string;
  is_mobile: boolean;
  viewport_width: number | null;
  render_ms: number | null;
}

/** One statement per batch: the rollup trigger then aggregates the whole batch at once. */
export async function insertPageViews(db: Knex, rows: readonly PageViewRow[]): Promise<void> {
  if (rows.length) await db('page_views').insert(rows);
}

const PAGE_VIEW_TYPES = {
  created_at: 'timestamptz',
  path: 'text',
  referrer: 'text',
  visitor_id: 'text',
  browser: 'text',
  os: 'text',
  is_mobile: 'boolean',
  viewport_width: 'int',
  render_ms: 'int',
} as const satisfies Record<keyof PageViewRow, string>;

/** A bulk load (the bench's data set) in one statement however large, which the rollup trigger aggregates at once. */
export const insertPageViewsInBulk = (db: Knex, rows: readonly PageViewRow[]): Promise<void> => insertInBulk(db, 'page_views', PAGE_VIEW_TYPES, rows);

/**
 * Company's calendar: the window is the last `days` days up to `today`, included. `today` is contracts'
 * todayIn(), the business day the service reads, never PostgreSQL's clock (docs/architecture.md#tests).
 */
const WINDOW_START = `(?::date - (?::int - 1))`;

export interface AgentTotals {
  totalViews: number;
  mobileViews: number;
  desktopViews: number;
  renderMsSum: number;
  renderCount: number;
  browserStats: { browser: string; count: number }[];
  osStats: { os: string; count: number }[];
}

/** Totals, mobile/desktop, render time, browsers and systems in one pass over the daily rollup. */
export async function agentTotals(db: Knex, today: string, days: number): Promise<AgentTotals> {
  const { rows } = await db.raw<{
    rows: { is_mobile: boolean | null; browser: string | null; os: string | null; g: number; views: string; render_ms_sum: string; render_count: string }[];
  }>(
    `SELECT is_mobile, browser, os, GROUPING(is_mobile, browser, os) AS g,
            sum(views) AS views, sum(render_ms_sum) AS render_ms_sum, sum(render_count) AS render_count
     FROM page_view_daily_agents
     WHERE day >= ${WINDOW_START}
     GROUP BY GROUPING SETS ((), (is_mobile), (browser), (os))
     ORDER BY views DESC, browser, os`,
    [today, days],
  );
  const out: AgentTotals = { totalViews: 0, mobileViews: 0, desktopViews: 0, renderMsSum: 0, renderCount: 0, browserStats: [], osStats: [] };
  // GROUPING() is a bit mask of the columns left out: 7 = grand total, 3 = by is_mobile, 5 = by browser, 6 = by os.
  for (const r of rows) {
    const views = Number(r.views);
    if (r.g === 7) {
      out.totalViews = views;
      out.renderMsSum = Number(r.render_ms_sum);
      out.renderCount = Number(r.render_count);
    } else if (r.g === 3) {
      if (r.is_mobile) out.mobileViews = views;
      else out.desktopViews = views;
    } else if (r.g === 5) out.browserStats.push({ browser: r.browser!, count: views });
    else if (r.g === 6) out.osStats.push({ os: r.os!, count: views });
  }
  return out;
}

export async function topPages(db: Knex, today: string, days: number, limit: number): Promise<{ url: string; views: number }[]> {
  const { rows } = await db.raw<{ rows: { path: string; views: string }[] }>(
    `SELECT path, sum(views) AS views FROM page_view_daily_pages
     WHERE day >= ${WINDOW_START}
     GROUP BY path ORDER BY views DESC, path LIMIT ?`,
    [today, days, limit],
  );
  return rows.map((r) => ({ url: r.path, views: Number(r.views) }));
}

/** Visitors whose latest visit falls in the window: every window ends today, so that is everyone seen in it. */
export async function uniqueVisitors(db: Knex, today: string, days: number): Promise<number> {
  const { rows } = await db.raw<{ rows: { n: string | null }[] }>(
    `SELECT sum(visitors) AS n FROM page_view_visitor_days WHERE day >= ${WINDOW_START}`,
    [today, days],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Every one of the last `days` days, oldest first, with 0 for a day without views. */
export async function viewsByDay(db: Knex, today: string, days: number): Promise<{ date: string; views: number }[]> {
  const { rows } = await db.raw<{ rows: { date: string; views: string }[] }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(sum(a.views), 0) AS views
     FROM generate_series(${WINDOW_START}, ?::date, interval '1 day') AS d
     LEFT JOIN page_view_daily_agents a ON a.day = d::date
     GROUP BY d ORDER BY d`,
    [today, days, today],
  );
  return rows.map((r) => ({ date: r.date, views: Number(r.views) }));
}
