import os from 'node:os';
import pg from 'pg';
import type { Stack } from '../stack';
import { seedRequests } from './api-seed';
import { medianRun, summarize } from './api-stats';
import { RUNS, WARM_UP_SECONDS, cannon, check, measure, type ApiMeasure, type Load } from './load';

const BLOG_POSTS = 10_000;
const SERVICE_REQUESTS = 100_000;
const PAGE_VIEWS = 1_000_000;
/** Reads are measured as a handful of staff or visitors at once would load them. */
const READ_CONNECTIONS = 4;
const READ_SECONDS = 5;
const BEACON_CONNECTIONS = 32;
const BEACON_SECONDS = 8;
const BOOKING_SECONDS = 8;
// A real browser's agent: the beacon drops bots and agent-less posts before writing, which would skip the write path.
const BROWSER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function postJson(url: string, body: unknown, expected: number): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const parsed = (await res.json()) as Record<string, unknown>;
  if (res.status !== expected) throw new Error(`POST ${url} answered ${res.status} (expected ${expected}): ${JSON.stringify(parsed).slice(0, 300)}`);
  return parsed;
}

/** A guest's booking as the dialog submits it: the lead (a passwordless client by e-mail), then the request. */
export async function bookingPair(gateway: string, n: number, run: string): Promise<void> {
  const contact = { fullName: `Bench Guest ${n}`, phone: '7135550100', street: '1200 Westheimer Rd', city: 'Houston', zip: '77006' };
  const lead = await postJson(
    `${gateway}/api/auth/register-service-lead`,
    { email: `bench-guest-${run}-${n}@example.com`, fullName: contact.fullName, phone: contact.phone, contactStreet: contact.street, contactCity: contact.city, contactZip: contact.zip },
    200,
  );
  const userId = (lead.user as { id: string }).id;
  // A week ahead in UTC is never before Houston's today.
  const preferredDate1 = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await postJson(
    `${gateway}/api/service-requests`,
    {
      userId,
      contactFullName: contact.fullName,
      contactPhone: contact.phone,
      contactEmail: `bench-guest-${run}-${n}@example.com`,
      contactStreet: contact.street,
      contactCity: contact.city,
      contactZip: contact.zip,
      serviceType: 'AC Repair',
      schedulingPreferences: { preferredDate1, preferredTime1: 'Any Time' },
      additionalDetails: { commonIssues: ['Strange Noises'] },
      language: 'en',
    },
    201,
  );
}

async function bookingRoundTrips(gateway: string): Promise<ReturnType<typeof summarize>> {
  const run = Date.now().toString(36);
  const warmUpEnd = Date.now() + WARM_UP_SECONDS * 1000;
  let n = 0;
  while (Date.now() < warmUpEnd) await bookingPair(gateway, n++, run);
  const runs: ReturnType<typeof summarize>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const times: number[] = [];
    const started = performance.now();
    const end = started + BOOKING_SECONDS * 1000;
    while (performance.now() < end) {
      const t0 = performance.now();
      await bookingPair(gateway, n++, run);
      times.push(performance.now() - t0);
    }
    runs.push(summarize(times, performance.now() - started));
  }
  return medianRun(runs);
}

async function pageViewCount(client: pg.Client, schema: string): Promise<number> {
  return Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".page_views`)).rows[0]?.n ?? 0);
}

const pick = (r: { rps: number; p50: number; p99: number }) => ({ rps: r.rps, p50: r.p50, p99: r.p99 });

/**
 * The API rows of issues 4, 5 and 6 on a running bench stack (svc-requests and the gateway): has
 * svc-requests seed its data set in bulk, then measures through the gateway. `adminToken` is the demo
 * admin's (admin and stats need the admin role). Progress and warnings go to the console; the figures
 * come back as rows.
 */
export async function benchApi(stack: Stack, adminToken: string): Promise<ApiMeasure[]> {
  const schema = stack.schemas['svc-requests'];
  if (!schema) throw new Error('svc-requests is not part of the bench stack.');
  const gateway = stack.gatewayUrl;
  const auth = { authorization: `Bearer ${adminToken}` };
  const warnings: string[] = [];
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    console.log(
      `Seeding ${BLOG_POSTS.toLocaleString('en-US')} blog posts, ${SERVICE_REQUESTS.toLocaleString('en-US')} service requests and ${PAGE_VIEWS.toLocaleString('en-US')} page views through svc-requests' own seed…`,
    );
    const searches = await seedRequests(stack.databaseUrl, schema, { blogPosts: BLOG_POSTS, serviceRequests: SERVICE_REQUESTS, pageViews: PAGE_VIEWS });
    // The seeds leave a few hundred megabytes of dirty pages; written now, not by the checkpointer mid-measure.
    await client.query('CHECKPOINT');

    // Other work on a shared machine moves these figures more than anything in the code; the load says how much.
    console.log(
      `Measuring the API rows through the gateway (${READ_CONNECTIONS} connections, ${RUNS} runs of ${READ_SECONDS} s per read, the median p99 run shown; load average ${os.loadavg()[0]?.toFixed(2)})…`,
    );
    const blogSearch = await measure({ url: `${gateway}/api/blog/public?page=1&limit=6&search=${encodeURIComponent(searches.blog)}`, connections: READ_CONNECTIONS, seconds: READ_SECONDS }, 200, warnings, 'blog search');
    const blogPlain = await measure({ url: `${gateway}/api/blog/public?page=1&limit=6`, connections: READ_CONNECTIONS, seconds: READ_SECONDS }, 200, warnings, 'blog page');
    const adminLoad: Load = {
      url: `${gateway}/api/service-requests/admin?page=1&limit=25&status=${searches.requestStatus}&search=${encodeURIComponent(searches.request)}`,
      connections: READ_CONNECTIONS,
      seconds: READ_SECONDS,
      headers: auth,
    };
    const adminBody = JSON.parse(await check(adminLoad, 200)) as { data: { pagination: { totalItems: number }; counts: { total: number } } };
    const admin = await measure(adminLoad, 200, warnings, 'admin list');
    // The owner's overview of the open requests (docs/domains/service-requests.md#overview-widget).
    const summary = await measure({ url: `${gateway}/api/service-requests/summary`, connections: READ_CONNECTIONS, seconds: READ_SECONDS, headers: auth }, 200, warnings, 'request summary');
    const statsLoad: Load = { url: `${gateway}/api/analytics/stats?days=90`, connections: READ_CONNECTIONS, seconds: READ_SECONDS, headers: auth };
    const statsBody = JSON.parse(await check(statsLoad, 200)) as { data: { totalViews: number } };
    const stats = await measure(statsLoad, 200, warnings, 'analytics stats');

    console.log(`Measuring guest bookings (lead + request, one pair at a time, ${RUNS} runs of ${BOOKING_SECONDS} s, the median p99 run shown)…`);
    const booking = await bookingRoundTrips(gateway);

    console.log(`Measuring page-view beacons (${BEACON_CONNECTIONS} connections, ${BEACON_SECONDS} s)…`);
    const beaconLoad: Load = {
      url: `${gateway}/api/analytics/pageview`,
      connections: BEACON_CONNECTIONS,
      seconds: BEACON_SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_AGENT },
      body: JSON.stringify({ path: '/services/air-conditioning', referrer: 'https://www.google.com/', visitorId: 'bench-beacon-visitor', viewportWidth: 1440, renderMs: 420 }),
    };
    await check(beaconLoad, 204);
    await cannon({ ...beaconLoad, seconds: WARM_UP_SECONDS });
    // Reading the stats flushes the service's write queue, so the count before and after covers exactly this run.
    await check(statsLoad, 200);
    const viewsBefore = await pageViewCount(client, schema);
    const beacons = await cannon(beaconLoad);
    await check(statsLoad, 200);
    const written = (await pageViewCount(client, schema)) - viewsBefore;
    if (beacons.failed) warnings.push(`page-view beacons: ${beacons.failed} of ${beacons.ok + beacons.failed} requests failed or were not 2xx`);

    console.log(
      `API data: ${adminBody.data.counts.total.toLocaleString('en-US')} service requests (${adminBody.data.pagination.totalItems.toLocaleString('en-US')} ` +
        `${searches.requestStatus} matching "${searches.request}"), ${statsBody.data.totalViews.toLocaleString('en-US')} page views in the 90-day window; ` +
        `${booking.count} bookings timed in the median run; ${beacons.ok.toLocaleString('en-US')} beacons answered 204 and ${written.toLocaleString('en-US')} views written ` +
        `(requests still in flight when the load stops are written but not counted as answered, so written >= answered means none was lost).`,
    );
    if (warnings.length) console.log(`Warning — API figures include failed requests: ${warnings.join('; ')}.`);

    return [
      { measure: `GET /api/blog/public search, 6 of ${BLOG_POSTS / 1000}k posts`, ...pick(blogSearch), target: 'p99 < 20 ms', met: blogSearch.p99 < 20 },
      { measure: `GET /api/blog/public page 1, 6 of ${BLOG_POSTS / 1000}k posts`, ...pick(blogPlain), target: 'p99 < 20 ms', met: blogPlain.p99 < 20 },
      { measure: `GET /api/service-requests/admin status+search, 25 of ${SERVICE_REQUESTS / 1000}k`, ...pick(admin), target: 'p99 < 30 ms', met: admin.p99 < 30 },
      { measure: `GET /api/service-requests/summary, of ${SERVICE_REQUESTS / 1000}k`, ...pick(summary), target: 'p99 < 20 ms', met: summary.p99 < 20 },
      { measure: 'Guest booking: service lead + request (sequential)', ...pick(booking), target: 'p99 < 50 ms', met: booking.p99 < 50 },
      { measure: `GET /api/analytics/stats?days=90, ${PAGE_VIEWS / 1_000_000}M views`, ...pick(stats), target: 'p99 < 150 ms', met: stats.p99 < 150 },
      { measure: `POST /api/analytics/pageview (${BEACON_CONNECTIONS} connections)`, ...pick(beacons), target: '>= 2,000 req/s', met: beacons.rps >= 2000 },
    ];
  } finally {
    await client.end();
  }
}

