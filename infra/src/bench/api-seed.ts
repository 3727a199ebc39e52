import type pg from 'pg';

/**
 * Bulk seeds for the API rows, written straight into a bench stack's svc-requests schema with
 * INSERT … SELECT generate_series: one statement per table (or per slice), so the service's own
 * statement and row triggers (status counts, page-view rollups) keep their derived tables right.
 * Only the bench calls these; `npm start` never seeds bench data.
 */

const sqlList = (values: readonly string[]): string => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const quoted = (schema: string): string => `"${schema.replace(/"/g, '""')}"`;

/** The blog search term: it occurs in one topic of eight, so about 1 250 of 10 000 posts match. */
export const BLOG_SEARCH_TERM = 'thermostat';

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

/** Fills blog_posts up to `total` rows with English posts published before the launch posts, so /blog's first page is unchanged. */
export async function seedBlogPosts(client: pg.Client, schema: string, total: number): Promise<number> {
  const s = quoted(schema);
  const existing = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${s}.blog_posts`)).rows[0]?.n ?? 0);
  const missing = Math.max(0, total - existing);
  const topics = BLOG_TOPICS.length;
  const pick = (field: 'title' | 'excerpt' | 'paragraph') => `(${sqlList(BLOG_TOPICS.map((t) => t[field]))})[1 + i % ${topics}]`;
  const tags = `(${sqlList(BLOG_TOPICS.map((t) => t.tags.join(',')))})[1 + i % ${topics}]`;
  await client.query(
    `INSERT INTO ${s}.blog_posts
       (id, slug, language, title, excerpt, content, author, published_at, tags, featured_image, meta_title, meta_description, search_text)
     SELECT gen_random_uuid(), 'bench-post-' || i, 'en', title || ' — part ' || i, excerpt, content, 'Bench Writer',
            timestamptz '2025-12-31 15:00:00Z' - i * interval '1 hour', tags, NULL, title, excerpt,
            lower(title || ' — part ' || i || E'\\n' || excerpt || E'\\n' || content || E'\\n' || array_to_string(tags, ' '))
     FROM (SELECT i, ${pick('title')} AS title, ${pick('excerpt')} AS excerpt,
                  repeat(${pick('paragraph')} || E'\\n\\n', 5) AS content, string_to_array(${tags}, ',') AS tags
           FROM generate_series(1, $1::int) AS i) AS g`,
    [missing],
  );
  await client.query(`VACUUM ANALYZE ${s}.blog_posts`);
  return existing + missing;
}

const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Ana', 'David', 'Sarah', 'Jose', 'Emily', 'Daniel', 'Nguyen', 'Thomas', 'Fatima', 'Kevin', 'Laura', 'Carlos', 'Grace', 'Brian', 'Reza'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Tran'];
/** One surname of 25 (about 4 000 of 100 000 requests, some 800 of them pending). */
export const REQUEST_SEARCH_TERM = 'garcia';
export const REQUEST_STATUS_FILTER = 'pending';
// Weighted like a working office: most requests are done, a fifth are waiting.
const STATUS_MIX = ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'pending', 'pending', 'pending', 'pending', 'confirmed', 'confirmed', 'confirmed', 'in_progress', 'in_progress', 'cancelled', 'cancelled', 'cancelled'];
const SERVICE_TYPES = ['AC Repair', 'Heating Installation', 'Maintenance Plan Inquiry', 'Indoor Air Quality Consultation', 'Other'];
const STREETS = ['Westheimer Rd', 'Main St', 'Richmond Ave', 'Kirby Dr', 'Bellaire Blvd', 'Washington Ave', 'Montrose Blvd', 'Shepherd Dr'];
const CITIES = ['Houston', 'Pasadena', 'Sugar Land', 'Katy', 'Pearland', 'The Woodlands', 'Bellaire', 'Missouri City'];

/**
 * Adds `count` service requests over the last two years, in slices: the status-count trigger updates one
 * row per inserted request, and one huge transaction would stack every version of those rows.
 */
export async function seedServiceRequests(client: pg.Client, schema: string, count: number, slice = 10_000): Promise<void> {
  const s = quoted(schema);
  const at = (values: readonly string[], expr: string) => `(${sqlList(values)})[1 + (${expr}) % ${values.length}]`;
  for (let from = 1; from <= count; from += slice) {
    const to = Math.min(count, from + slice - 1);
    await client.query(
      `INSERT INTO ${s}.service_requests
         (id, user_id, contact_full_name, contact_phone, contact_email, contact_street, contact_city, contact_zip, contact_apartment,
          service_type, description, status, scheduling_preferences, additional_details, created_at, updated_at)
       SELECT gen_random_uuid(), gen_random_uuid(), first || ' ' || last, lpad((7130000000 + i)::text, 10, '0'),
              lower(first || '.' || last || i || '@example.com'), (100 + i % 9800) || ' ' || ${at(STREETS, 'i * 3')},
              ${at(CITIES, 'i * 5')}, lpad((77002 + i % 97)::text, 5, '0'), CASE WHEN i % 7 = 0 THEN 'Apt ' || (i % 40 + 1) END,
              service_type, service_type, ${at(STATUS_MIX, 'i * 7')},
              jsonb_build_object('preferredDate1', to_char(created::date + 3, 'YYYY-MM-DD'), 'preferredTime1', 'Any Time',
                                 'preferredDate2', NULL, 'preferredTime2', NULL, 'notes', NULL),
              '{}'::jsonb, created, created + interval '2 days'
       FROM (SELECT i, ${at(FIRST_NAMES, 'i')} AS first, ${at(LAST_NAMES, 'i / 20')} AS last, ${at(SERVICE_TYPES, 'i * 11')} AS service_type,
                    now() - (i * interval '10 minutes') AS created
             FROM generate_series($1::int, $2::int) AS i) AS g`,
      [from, to],
    );
  }
  // A table in service is vacuumed and analysed by autovacuum; the bench does it now instead of waiting for it.
  for (const table of ['service_requests', 'service_request_counts']) await client.query(`VACUUM ANALYZE ${s}.${table}`);
}

const PATHS = ['/', '/services', '/services/air-conditioning', '/services/heating', '/services/maintenance', '/services/indoor-air-quality', '/about', '/testimonials', '/contact', '/blog', '/blog/spring-ac-tune-up-checklist', '/blog/lower-summer-energy-bills', '/blog/smart-thermostat-guide', '/login', '/register', '/privacy-policy'];
// Browser, OS, mobile — the combinations bowser reports for common agents.
const AGENTS: [string, string, boolean][] = [
  ['Chrome', 'Windows', false], ['Chrome', 'Windows', false], ['Edge', 'Windows', false], ['Firefox', 'Windows', false],
  ['Safari', 'macOS', false], ['Chrome', 'macOS', false], ['Chrome', 'Linux', false],
  ['Safari', 'iOS', true], ['Safari', 'iOS', true], ['Chrome', 'Android', true], ['Chrome', 'Android', true], ['Samsung Internet for Android', 'Android', true],
];

/**
 * Adds `count` page views over the last 120 days through plain INSERTs into page_views, so the statement
 * trigger builds the daily rollups exactly as it does for the service's batches; slices bound the trigger's
 * transition table.
 */
export async function seedPageViews(client: pg.Client, schema: string, count: number, visitors = 60_000, slice = 250_000): Promise<void> {
  const s = quoted(schema);
  const agent = (k: 0 | 1) => `(${sqlList(AGENTS.map((a) => a[k]))})[1 + a]`;
  const mobile = `(ARRAY[${AGENTS.map((a) => String(a[2])).join(', ')}])[1 + a]`;
  for (let from = 1; from <= count; from += slice) {
    const to = Math.min(count, from + slice - 1);
    await client.query(
      `INSERT INTO ${s}.page_views (created_at, path, referrer, visitor_id, browser, os, is_mobile, viewport_width, render_ms)
       SELECT now() - random() * interval '120 days', (${sqlList(PATHS)})[1 + (i * 13) % ${PATHS.length}],
              CASE WHEN i % 4 = 0 THEN 'https://www.google.com/' END, 'bench-visitor-' || (i % $3::int),
              ${agent(0)}, ${agent(1)}, ${mobile}, CASE WHEN ${mobile} THEN 390 ELSE 1440 END, 150 + (i * 37) % 1200
       FROM (SELECT i, (i * 7) % ${AGENTS.length} AS a FROM generate_series($1::int, $2::int) AS i) AS g`,
      [from, to, visitors],
    );
  }
  for (const table of ['page_views', 'page_view_daily_agents', 'page_view_daily_pages', 'page_view_visitors']) await client.query(`VACUUM ANALYZE ${s}.${table}`);
}
