import type { BlogListResponse, ServiceRequestListResponse } from '@hvac/contracts/requests';
import { searchTextOf, type BlogRow } from '../src/blog/repo';
import { BENCH_SEARCHES, seedBench } from '../src/seed/bench';
import { inDays, startRequests, type TestRequests, type TestUser } from './helpers';

// The bench measures on this data set; its counts, revisions and rollups must be what the service itself keeps.
let t: TestRequests;
let admin: TestUser;
const COUNTS = { blogPosts: 60, serviceRequests: 500, pageViews: 4000 };

beforeAll(async () => {
  t = await startRequests();
  admin = await t.user('admin');
  const blogBefore = (await t.call({ method: 'GET', url: '/api/blog/public?page=1&limit=6' })).json() as BlogListResponse;
  const progress: string[] = [];
  await seedBench(t.h.service.ctx.db, COUNTS, (line) => progress.push(line));
  expect(progress.map((line) => line.replace(/[\d.]+ s$/, 'N s'))).toEqual([
    '  blog posts: N s',
    '  service requests: N s',
    "  page views (rollups by the service's trigger): N s",
  ]);
  // The launch posts stay on the first page.
  expect(((await t.call({ method: 'GET', url: '/api/blog/public?page=1&limit=6' })).json() as BlogListResponse).data.blogs).toEqual(blogBefore.data.blogs);
});
afterAll(() => t.close());

const db = () => t.h.service.ctx.db;
const sql = async <T>(query: string, bindings: readonly string[] = []): Promise<T[]> => ((await db().raw(query, bindings)) as { rows: T[] }).rows;
const one = async <T>(query: string, bindings: readonly string[] = []): Promise<T> => (await sql<T>(query, bindings))[0]!;

it('fills the blog up to the count, searchable as the service searches', async () => {
  const { n } = await one<{ n: string }>('SELECT count(*) AS n FROM blog_posts');
  expect(Number(n)).toBe(COUNTS.blogPosts);
  expect(await sql('SELECT language, n::int FROM blog_post_counts WHERE n > 0 ORDER BY language')).toEqual(
    await sql('SELECT language, count(*)::int AS n FROM blog_posts GROUP BY language ORDER BY language'),
  );
  const rows = (await db()('blog_posts').where('slug', 'like', 'bench-post-%').select('title', 'excerpt', 'content', 'tags', 'search_text')) as (BlogRow & {
    search_text: string;
  })[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.search_text).toBe(searchTextOf(row));

  // One topic of eight carries the term, and the service's search finds every post of it.
  const topic = rows.filter((r) => r.search_text.includes(BENCH_SEARCHES.blog));
  expect(topic.length).toBeGreaterThan(0);
  const found = (await t.call({ method: 'GET', url: `/api/blog/public?search=${BENCH_SEARCHES.blog}&limit=50` })).json() as BlogListResponse;
  expect(found.data.blogs.map((b) => b.title)).toEqual(expect.arrayContaining(topic.map((r) => r.title)));
});

it('adds the service requests with their status counts kept by the service', async () => {
  expect(await sql('SELECT status, n::int FROM service_request_counts WHERE n > 0 ORDER BY status')).toEqual(
    await sql('SELECT status, count(*)::int AS n FROM service_requests GROUP BY status ORDER BY status'),
  );
  const url = `/api/service-requests/admin?status=${BENCH_SEARCHES.requestStatus}&search=${BENCH_SEARCHES.request}`;
  const listed = (await t.call({ method: 'GET', url, token: admin.token })).json() as ServiceRequestListResponse;
  const { matching } = await one<{ matching: number }>(
    `SELECT count(*)::int AS matching FROM service_requests WHERE status = '${BENCH_SEARCHES.requestStatus}' AND search_text LIKE '%${BENCH_SEARCHES.request}%'`,
  );
  expect(listed.data.counts.total).toBe(COUNTS.serviceRequests);
  expect(listed.data.pagination.totalItems).toBe(matching);
  expect(matching).toBeGreaterThan(0);
  expect(listed.data.serviceRequests[0]).toMatchObject({ status: 'pending', customer: null, schedulingPreferences: { preferredTime1: 'Any Time' } });
});

it('adds the page views with their rollups built by the service’s trigger', async () => {
  const totals = await one<{ views: number; agents: number; pages: number; visitors: number; visitor_days: number; seen: number }>(`
    SELECT (SELECT count(*)::int FROM page_views) AS views,
           (SELECT sum(views)::int FROM page_view_daily_agents) AS agents,
           (SELECT sum(views)::int FROM page_view_daily_pages) AS pages,
           (SELECT count(*)::int FROM page_view_visitors) AS visitors,
           (SELECT sum(visitors)::int FROM page_view_visitor_days) AS visitor_days,
           (SELECT count(DISTINCT visitor_id)::int FROM page_views) AS seen`);
  expect(totals).toEqual({ views: COUNTS.pageViews, agents: COUNTS.pageViews, pages: COUNTS.pageViews, visitors: totals.seen, visitor_days: totals.seen, seen: totals.seen });

  // The window ends on the service's today (the held day), not PostgreSQL's.
  const { inWindow } = await one<{ inWindow: number }>(
    `SELECT count(*)::int AS "inWindow" FROM page_views WHERE (created_at AT TIME ZONE 'America/Chicago')::date > ?::date - 90`,
    [inDays(0)],
  );
  const stats = (await t.call({ method: 'GET', url: '/api/analytics/stats?days=90', token: admin.token })).json() as { data: { totalViews: number } };
  expect(stats.data.totalViews).toBe(inWindow);
});
