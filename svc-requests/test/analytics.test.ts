import type { Knex } from 'knex';
import { eventually } from '@hvac/service-kit/testing';
import { inDays, startRequests, type TestRequests, type TestUser } from './helpers';

const CHROME_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

let t: TestRequests;
let db: Knex;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;
let ipCounter = 0;

beforeAll(async () => {
  t = await startRequests();
  db = t.h.service.ctx.db;
  [admin, manager, staff, client] = await Promise.all([t.user('admin'), t.user('manager'), t.user('staff'), t.user('client')]);
});
afterAll(() => t.close());

const clearViews = () => db.raw('TRUNCATE page_views, page_view_daily_agents, page_view_daily_pages, page_view_visitors, page_view_visitor_days');

/** A client address as the gateway names it (X-Forwarded-For from a trusted proxy), one per test so buckets do not mix. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const beacon = (body: unknown, { ua = CHROME_DESKTOP, ip = freshIp(), type = 'application/json' } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/analytics/pageview',
    headers: { 'content-type': type, 'x-forwarded-for': ip, ...(ua ? { 'user-agent': ua } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stats = (days: string | null, token = admin.token) =>
  t.call({ method: 'GET', url: `/api/analytics/stats${days === null ? '' : `?days=${days}`}`, token });

const view = (visitorId: string, path = '/services') => ({ path, referrer: 'https://www.google.com/', visitorId, viewportWidth: 1280, renderMs: 120 });

describe('POST /api/analytics/pageview', () => {
  beforeEach(clearViews);

  it('takes JSON and the text/plain body sendBeacon sends, answers 204 and stores browser, OS and device, not the address', async () => {
    const ip = freshIp();
    expect((await beacon(view('visitor-json-1', '/about'), { ip })).statusCode).toBe(204);
    const text = await beacon(JSON.stringify({ ...view('visitor-text-1', '/blog'), viewportWidth: 390, renderMs: 80.6 }), {
      ua: SAFARI_IPHONE,
      ip,
      type: 'text/plain;charset=UTF-8',
    });
    expect(text.statusCode).toBe(204);
    expect(text.body).toBe('');
    expect((await stats('7')).statusCode).toBe(200);
    const rows = await db('page_views').orderBy('path');
    expect(rows.map((r) => [r.path, r.visitor_id, r.browser, r.os, r.is_mobile, r.viewport_width, r.render_ms, r.referrer])).toEqual([
      ['/about', 'visitor-json-1', 'Chrome', 'Windows', false, 1280, 120, 'https://www.google.com/'],
      ['/blog', 'visitor-text-1', 'Safari', 'iOS', true, 390, 81, 'https://www.google.com/'],
    ]);
    const columns = Object.keys(await db('page_views').columnInfo());
    expect(columns.some((c) => /ip|addr|agent/i.test(c))).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(ip);
  });

  it('answers bots with 204 but records nothing: crawlers, headless browsers and requests without a user agent', async () => {
    for (const ua of [GOOGLEBOT, HEADLESS, 'curl/8.5.0', '']) expect((await beacon(view('bot-visitor-1'), { ua })).statusCode).toBe(204);
    expect((await beacon(view('human-visitor-1'), { ua: FIREFOX_LINUX })).statusCode).toBe(204);
    const data = (await stats('7')).json().data;
    expect(data.totalViews).toBe(1);
    expect(data.browserStats).toEqual([{ browser: 'Firefox', count: 1 }]);
    expect(data.osStats).toEqual([{ os: 'Linux', count: 1 }]);
  });

  it('refuses malformed views with 400 and a readable message', async () => {
    const bad: [unknown, string][] = [
      [{ ...view('visitor-bad-1'), path: 'no-slash' }, 'body/path must match pattern "^/"'],
      [{ path: '/x' }, "body must have required property 'visitorId'"],
      [{ ...view('short'), visitorId: 'a b' }, 'body/visitorId must NOT have fewer than 8 characters'],
      [{ ...view('visitor-bad-2'), viewportWidth: -1 }, 'body/viewportWidth must be >= 0'],
      [{ ...view('visitor-bad-3'), renderMs: 'fast' }, 'body/renderMs must be number'],
    ];
    for (const [body, message] of bad) {
      const res = await beacon(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'validationError' });
    }
    const notJson = await beacon('path=/x', { type: 'text/plain' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'Request body is not valid JSON.', code: 'invalidJson' });
    expect((await stats('7')).json().data.totalViews).toBe(0);
  });

  it('rate-limits each client address: a burst of 60, then 429 until tokens refill; other addresses are unaffected', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 65; i += 1) codes.push((await beacon(view(`burst-visitor-${i}`), { ip })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 204)).toBe(true);
    expect(codes.slice(60)).toEqual([429, 429, 429, 429, 429]);
    const limited = await beacon(view('burst-visitor-x'), { ip });
    expect(limited.json()).toEqual({ message: 'Too many page views. Please slow down.', code: 'rateLimited' });
    expect(limited.headers['retry-after']).toBe('1');
    expect((await beacon(view('other-visitor-1'))).statusCode).toBe(204);
    // Tokens refill (two a second): the same address may send again once one is back. A refused view is
    // neither stored nor counted, so asking until then changes nothing below.
    const again = await eventually(async () => {
      const res = await beacon(view('burst-visitor-y'), { ip });
      return res.statusCode === 429 ? undefined : res;
    }, 10_000, 'a refilled token');
    expect(again.statusCode).toBe(204);
    expect((await stats('7')).json().data.totalViews).toBe(62);
  });

  it('limits a loopback client too: only the local stack exempts it (RATE_LIMIT_EXEMPT_LOOPBACK)', async () => {
    const codes: number[] = [];
    // As a crawler, so nothing is stored for the stats below.
    for (let i = 0; i < 61; i += 1) {
      const res = await t.call({ method: 'POST', url: '/api/analytics/pageview', headers: { 'user-agent': GOOGLEBOT }, payload: view(`loop-visitor-${i}`) });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('GET /api/analytics/stats', () => {
  /** A view at noon (Houston) `daysAgo` calendar days before the held today, so day boundaries never depend on the clock. */
  async function seed(rows: { daysAgo: number; path: string; visitor: string; mobile?: boolean; browser?: string; os?: string; renderMs?: number | null }[]) {
    await db.raw(
      `INSERT INTO page_views (created_at, path, visitor_id, browser, os, is_mobile, render_ms)
       SELECT ((?::date - r.days_ago) + time '12:00') AT TIME ZONE 'America/Chicago',
              r.path, r.visitor, r.browser, r.os, r.mobile, r.render_ms
       FROM jsonb_to_recordset(?::jsonb) AS r(days_ago int, path text, visitor text, browser text, os text, mobile boolean, render_ms int)`,
      [
        inDays(0),
        JSON.stringify(
          rows.map((r) => ({
            days_ago: r.daysAgo,
            path: r.path,
            visitor: r.visitor,
            browser: r.browser ?? 'Chrome',
            os: r.os ?? 'Windows',
            mobile: r.mobile ?? false,
            render_ms: r.renderMs === undefined ? 100 : r.renderMs,
          })),
        ),
      ],
    );
  }

  beforeAll(async () => {
    await clearViews();
    await seed([
      // Within 7 days: 4 views, 3 visitors, 1 mobile.
      { daysAgo: 0, path: '/', visitor: 'v-a', renderMs: 50 },
      { daysAgo: 0, path: '/services', visitor: 'v-a', renderMs: 150 },
      { daysAgo: 3, path: '/', visitor: 'v-b', mobile: true, browser: 'Safari', os: 'iOS', renderMs: null },
      { daysAgo: 6, path: '/blog', visitor: 'v-c', browser: 'Firefox', os: 'Linux', renderMs: 100 },
      // 7 to 29 days back: 3 more views.
      { daysAgo: 7, path: '/about', visitor: 'v-d', mobile: true, browser: 'Safari', os: 'iOS' },
      { daysAgo: 13, path: '/about', visitor: 'v-d', mobile: true, browser: 'Safari', os: 'iOS' },
      { daysAgo: 29, path: '/contact', visitor: 'v-e' },
      // 30 to 89 days back: 2 more; 90 and older never counted.
      { daysAgo: 30, path: '/contact', visitor: 'v-f' },
      { daysAgo: 89, path: '/testimonials', visitor: 'v-a' },
      { daysAgo: 90, path: '/old', visitor: 'v-old' },
      { daysAgo: 400, path: '/older', visitor: 'v-older' },
    ]);
  });

  it('computes every field for the last 7 days', async () => {
    const res = await stats('7');
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe('success');
    expect(data).toMatchObject({
      days: 7,
      totalViews: 4,
      uniqueVisitors: 3,
      mobileViews: 1,
      desktopViews: 3,
      mobilePercentage: 25,
      avgResponseTime: 100,
      topPages: [
        { url: '/', views: 2 },
        { url: '/blog', views: 1 },
        { url: '/services', views: 1 },
      ],
      browserStats: [
        { browser: 'Chrome', count: 2 },
        { browser: 'Firefox', count: 1 },
        { browser: 'Safari', count: 1 },
      ],
    });
    // Ties keep the database's collation order, so only the leader's place is fixed.
    expect(data.osStats[0]).toEqual({ os: 'Windows', count: 2 });
    expect(data.osStats).toHaveLength(3);
    expect(data.osStats).toEqual(expect.arrayContaining([{ os: 'iOS', count: 1 }, { os: 'Linux', count: 1 }]));
  });

  it('widens to 30 and 90 days, 30 by default; views 90 or more days old never count', async () => {
    const d30 = (await stats('30')).json().data;
    expect(d30).toMatchObject({ days: 30, totalViews: 7, uniqueVisitors: 5, mobileViews: 3, desktopViews: 4 });
    expect(d30.mobilePercentage).toBe(42.9);
    expect(d30.topPages.slice(0, 3)).toEqual([
      { url: '/', views: 2 },
      { url: '/about', views: 2 },
      { url: '/blog', views: 1 },
    ]);
    expect((await stats(null)).json().data).toEqual(d30);
    const d90 = (await stats('90')).json().data;
    expect(d90).toMatchObject({ days: 90, totalViews: 9, uniqueVisitors: 6 });
    expect(d90.topPages.map((p: { url: string }) => p.url)).not.toContain('/old');
    expect(d90.topPages).toContainEqual({ url: '/contact', views: 2 });
  });

  it('shows the last 14 days as the daily trend, oldest first, whatever the window', async () => {
    for (const days of ['7', '90']) {
      const trend: { date: string; views: number }[] = (await stats(days)).json().data.viewsByDay;
      expect(trend).toHaveLength(14);
      const dates = trend.map((d) => d.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(14);
      expect(trend.map((d) => d.views)).toEqual([1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 2]);
    }
  });

  it('caps the top pages at 10, most viewed first', async () => {
    await seed(Array.from({ length: 12 }, (_, i) => ({ daysAgo: 1, path: `/blog/post-${String(i).padStart(2, '0')}`, visitor: 'v-reader' })));
    const top = (await stats('7')).json().data.topPages;
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ url: '/', views: 2 });
    expect(top.slice(1).every((p: { views: number }) => p.views === 1)).toBe(true);
  });

  it('counts a returning visitor once per window, on the day of their latest visit, in any order of arrival', async () => {
    const unique = async (days: string) => (await stats(days)).json().data.uniqueVisitors as number;
    const [u7, u30] = [await unique('7'), await unique('30')];
    await seed([{ daysAgo: 20, path: '/', visitor: 'v-returning' }]);
    expect([await unique('7'), await unique('30')]).toEqual([u7, u30 + 1]);
    await seed([{ daysAgo: 2, path: '/', visitor: 'v-returning' }]);
    expect([await unique('7'), await unique('30')]).toEqual([u7 + 1, u30 + 1]);
    // A late, older view (a delayed batch) must not move the visitor back out of the last 7 days.
    await seed([{ daysAgo: 25, path: '/', visitor: 'v-returning' }]);
    expect([await unique('7'), await unique('30')]).toEqual([u7 + 1, u30 + 1]);
  });

  it('answers an empty site with zeros, not a division error', async () => {
    await clearViews();
    const data = (await stats('30')).json().data;
    expect(data).toMatchObject({ totalViews: 0, uniqueVisitors: 0, mobilePercentage: 0, avgResponseTime: 0, topPages: [], browserStats: [], osStats: [] });
    expect(data.viewsByDay).toHaveLength(14);
  });

  it('refuses any other window with 400', async () => {
    for (const days of ['14', '0', '-7', '7.0', 'abc', '']) {
      const res = await stats(days);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The analytics window must be 7, 30 or 90 days.', code: 'invalidWindow' });
    }
    const twice = await stats('7&days=30');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: 'querystring/days must be string', code: 'validationError' });
  });

  it('is for admins only: 401 without a token, 403 for manager, staff and client', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/api/analytics/stats?days=30' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required. Please log in.', code: 'unauthorized' });
    for (const user of [manager, staff, client]) {
      const res = await stats('30', user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});
