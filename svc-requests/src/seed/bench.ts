import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ServiceRequestStatus } from '@hvac/contracts/requests';
import { benchSeedMain, timedPart, vacuumAnalyze } from '@hvac/service-kit';
import * as analytics from '../analytics/repo';
import * as blog from '../blog/repo';
import * as requests from '../service-requests/repo';

/*
 * The data set of `npm run bench` (infra/src/bench/api-rows.ts): blog posts, service requests and page
 * views in bulk, written through this service's repositories into tables its migrations made, so its
 * triggers keep the status counts, the blog's counts and revision, and the page-view rollups right.
 * Nothing else seeds it; `npm start` never does.
 */

export interface BenchCounts {
  /** The blog is filled up to this many posts, the launch posts included. */
  blogPosts: number;
  serviceRequests: number;
  pageViews: number;
}

/** What the bench searches for, with the share of the data set each term finds. */
export const BENCH_SEARCHES = {
  /** In one topic of eight: about 1 250 of 10 000 posts. */
  blog: 'thermostat',
  /** One surname of 25 (about 4 000 of 100 000 requests), looked for among the pending ones (some 800). */
  request: 'garcia',
  requestStatus: 'pending' satisfies ServiceRequestStatus,
} as const;

const BLOG_TOPICS: { title: string; excerpt: string; paragraph: string; tags: string[] }[] = [
  { title: 'Keeping cool through a Houston August', excerpt: 'Shade, airflow and a clean filter do more than a lower setpoint.', paragraph: 'Close the blinds on the west side before noon, keep interior doors open so return air can flow, and replace a clogged filter: a restricted filter makes the blower work harder and the coil colder, which is how a summer afternoon turns into a frozen line set and a warm house.', tags: ['cooling', 'summer'] },
  { title: 'What that rattle in the outdoor unit means', excerpt: 'Loose panels, a failing fan motor or debris: how to tell them apart.', paragraph: 'A rattle that starts with the compressor and fades is often a loose access panel; a rhythmic ticking that follows the fan blade is usually a twig or a bent blade; a grinding that grows louder over days points to worn motor bearings, which are cheaper to replace before the motor seizes.', tags: ['repair', 'noise'] },
  { title: 'Duct leaks you can find in an afternoon', excerpt: 'Attic ducts lose more conditioned air than most homeowners expect.', paragraph: 'Walk the attic with a flashlight while the system runs, feel for air at every joint and boot, and look for dark streaks in the insulation where dusty air has been escaping for years; foil tape and mastic close most of what you find, and a sealed duct system evens out room temperatures.', tags: ['ducts', 'efficiency'] },
  { title: 'Programming a thermostat that saves money', excerpt: 'Schedules, setbacks and the settings that actually matter.', paragraph: 'A programmable thermostat saves the most when the schedule matches the household: a four degree setback while everyone is at work, a gentle recovery that starts an hour before arrival, and a fan setting on auto rather than on, so humidity drains from the coil instead of being blown back into the rooms.', tags: ['thermostat', 'savings'] },
  { title: 'Humidity, mold and your air handler', excerpt: 'In a humid climate the AC is also the dehumidifier.', paragraph: 'An oversized system cools the air quickly and shuts off before it has pulled moisture out, leaving rooms cold and clammy; a right-sized unit with longer cycles, a clear condensate drain and a clean evaporator coil keeps indoor humidity between forty and fifty percent, where mold cannot take hold.', tags: ['humidity', 'air quality'] },
  { title: 'Heat pump or furnace for a mild winter', excerpt: 'Comparing running costs for a climate with a dozen cold nights a year.', paragraph: 'Where freezing nights are rare a heat pump covers almost every heating hour at a fraction of the cost of resistance heat, and a small auxiliary strip or a gas furnace handles the few hard freezes; the right pairing depends on gas rates, the age of the ductwork and how long the family plans to stay.', tags: ['heating', 'heat pump'] },
  { title: 'Before the technician arrives', excerpt: 'A short list that makes a service visit faster and cheaper.', paragraph: 'Clear a path to the indoor unit and the outdoor condenser, note when the problem started and what the system was doing, check that the breaker has not tripped, and have the model and serial numbers ready if you can find them; ten minutes of preparation often saves half an hour of billable time.', tags: ['maintenance', 'tips'] },
  { title: 'Choosing a filter rating', excerpt: 'Higher MERV is not always better for a residential blower.', paragraph: 'A MERV eight to eleven pleated filter catches pollen, dust and pet dander without choking a typical residential blower; higher ratings belong in systems designed for them, and every filter, whatever its rating, should be changed before it turns grey, which in a busy household can be every six weeks.', tags: ['filters', 'air quality'] },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Older than the launch posts, so /blog's first page is the same with or without the data set. */
const LAST_BENCH_POST = Date.parse('2025-12-31T15:00:00Z');

/** Fills the blog up to `total` posts with English ones, in one statement so a failed seed leaves no half-filled blog. */
async function seedBlogPosts(db: Knex, total: number): Promise<void> {
  const [{ existing }] = (await db('blog_posts').count({ existing: '*' })) as [{ existing: string }];
  const posts = Array.from({ length: Math.max(0, total - Number(existing)) }, (_, k) => {
    const i = k + 1;
    const topic = BLOG_TOPICS[i % BLOG_TOPICS.length]!;
    return {
      id: randomUUID(),
      slug: `bench-post-${i}`,
      language: 'en' as const,
      title: `${topic.title} — part ${i}`,
      excerpt: topic.excerpt,
      content: `${topic.paragraph}\n\n`.repeat(5),
      author: 'Bench Writer',
      published_at: new Date(LAST_BENCH_POST - i * HOUR),
      tags: topic.tags,
      featured_image: null,
      meta_title: topic.title,
      meta_description: topic.excerpt,
    };
  });
  await blog.insertPosts(db, posts);
  await vacuumAnalyze(db, ['blog_posts']);
}

const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Ana', 'David', 'Sarah', 'Jose', 'Emily', 'Daniel', 'Nguyen', 'Thomas', 'Fatima', 'Kevin', 'Laura', 'Carlos', 'Grace', 'Brian', 'Reza'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Tran'];
// Weighted like a working office: most requests are done, a fifth are waiting.
const STATUS_MIX: ServiceRequestStatus[] = ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'pending', 'pending', 'pending', 'pending', 'confirmed', 'confirmed', 'confirmed', 'in_progress', 'in_progress', 'cancelled', 'cancelled', 'cancelled'];
const SERVICE_TYPES = ['AC Repair', 'Heating Installation', 'Maintenance Plan Inquiry', 'Indoor Air Quality Consultation', 'Other'];
const STREETS = ['Westheimer Rd', 'Main St', 'Richmond Ave', 'Kirby Dr', 'Bellaire Blvd', 'Washington Ave', 'Montrose Blvd', 'Shepherd Dr'];
const CITIES = ['Houston', 'Pasadena', 'Sugar Land', 'Katy', 'Pearland', 'The Woodlands', 'Bellaire', 'Missouri City'];
const at = <T>(values: readonly T[], n: number): T => values[n % values.length]!;

/**
 * Adds `count` service requests, one every ten minutes back from now, a statement per `slice`: the
 * status-count trigger updates one row per request, and one huge transaction would stack every version of
 * those rows.
 */
async function seedServiceRequests(db: Knex, count: number, slice = 10_000): Promise<void> {
  const now = Date.now();
  for (let from = 1; from <= count; from += slice) {
    const rows: requests.BulkRequestRow[] = [];
    for (let i = from; i <= Math.min(count, from + slice - 1); i++) {
      const first = at(FIRST_NAMES, i);
      const last = at(LAST_NAMES, Math.floor(i / 20));
      const serviceType = at(SERVICE_TYPES, i * 11);
      const created = new Date(now - i * 10 * 60_000);
      rows.push({
        id: randomUUID(),
        user_id: randomUUID(),
        contact_full_name: `${first} ${last}`,
        contact_phone: String(7130000000 + i),
        contact_email: `${first}.${last}${i}@example.com`.toLowerCase(),
        contact_street: `${100 + (i % 9800)} ${at(STREETS, i * 3)}`,
        contact_city: at(CITIES, i * 5),
        contact_zip: String(77002 + (i % 97)),
        contact_apartment: i % 7 === 0 ? `Apt ${(i % 40) + 1}` : null,
        service_type: serviceType,
        description: serviceType,
        status: at(STATUS_MIX, i * 7),
        scheduling_preferences: {
          preferredDate1: new Date(created.getTime() + 3 * DAY).toISOString().slice(0, 10),
          preferredTime1: 'Any Time',
          preferredDate2: null,
          preferredTime2: null,
          notes: null,
        },
        additional_details: {},
        created_at: created,
        updated_at: new Date(created.getTime() + 2 * DAY),
      });
    }
    await requests.insertRequests(db, rows);
  }
  await vacuumAnalyze(db, ['service_requests', 'service_request_counts']);
}

const PATHS = ['/', '/services', '/services/air-conditioning', '/services/heating', '/services/maintenance', '/services/indoor-air-quality', '/about', '/testimonials', '/contact', '/blog', '/blog/spring-ac-tune-up-checklist', '/blog/lower-summer-energy-bills', '/blog/smart-thermostat-guide', '/login', '/register', '/privacy-policy'];
// Browser, OS, mobile — the combinations bowser reports for common agents.
const AGENTS: [string, string, boolean][] = [
  ['Chrome', 'Windows', false], ['Chrome', 'Windows', false], ['Edge', 'Windows', false], ['Firefox', 'Windows', false],
  ['Safari', 'macOS', false], ['Chrome', 'macOS', false], ['Chrome', 'Linux', false],
  ['Safari', 'iOS', true], ['Safari', 'iOS', true], ['Chrome', 'Android', true], ['Chrome', 'Android', true], ['Samsung Internet for Android', 'Android', true],
];

/**
 * Adds `count` page views at random times over the last 120 days, one statement per `slice` so the
 * rollup trigger aggregates each slice at once, as it does a batch of beacons; slices bound its transition
 * table.
 */
async function seedPageViews(db: Knex, count: number, visitors = 60_000, slice = 250_000): Promise<void> {
  for (let from = 1; from <= count; from += slice) {
    const now = Date.now();
    const rows: analytics.PageViewRow[] = [];
    for (let i = from; i <= Math.min(count, from + slice - 1); i++) {
      const [browser, os, mobile] = at(AGENTS, i * 7);
      rows.push({
        created_at: new Date(now - Math.random() * 120 * DAY),
        path: at(PATHS, i * 13),
        referrer: i % 4 === 0 ? 'https://www.google.com/' : null,
        visitor_id: `bench-visitor-${i % visitors}`,
        browser,
        os,
        is_mobile: mobile,
        viewport_width: mobile ? 390 : 1440,
        render_ms: 150 + ((i * 37) % 1200),
      });
    }
    await analytics.insertPageViewsInBulk(db, rows);
  }
  await vacuumAnalyze(db, ['page_views', 'page_view_daily_agents', 'page_view_daily_pages', 'page_view_visitors']);
}

/** Seeds the whole data set, telling `progress` how long each part took. */
export async function seedBench(db: Knex, counts: BenchCounts, progress: (line: string) => void = () => undefined): Promise<void> {
  await timedPart(progress, 'blog posts', () => seedBlogPosts(db, counts.blogPosts));
  await timedPart(progress, 'service requests', () => seedServiceRequests(db, counts.serviceRequests));
  await timedPart(progress, "page views (rollups by the service's trigger)", () => seedPageViews(db, counts.pageViews));
}

/**
 * The bench's entry (service-kit's runBenchSeed): seeds the schema of a running svc-requests (its
 * migrations have made the tables) and prints `BENCH_SEARCHES` for the bench to search with.
 */
if (require.main === module) {
  benchSeedMain({
    entry: 'svc-requests/dist/seed/bench.js',
    counts: ['blog-posts', 'service-requests', 'page-views'],
    seed: async (db, counts, progress) => {
      await seedBench(db, { blogPosts: counts['blog-posts'], serviceRequests: counts['service-requests'], pageViews: counts['page-views'] }, progress);
      return BENCH_SEARCHES;
    },
  });
}
