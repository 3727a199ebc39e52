/**
 * A blog post's prerendered pages follow the post (docs/domains/public-site.md#prerendered-pages): an admin
 * publishes, edits and deletes it through the API, and after each change a run for changed pages (what
 * npm start does every minute and the CronJob every five) has the raw HTML of its page in en, es and fa,
 * no browser and no script, say what the post says now, or nothing of it once it is gone.
 */
import { DEMO_PASSWORD, withLanguage } from '@hvac/contracts';
import type { BlogPost } from '@hvac/contracts/requests';
import { startStack, type Stack } from '@hvac/infra';
import { fetchHtml, prerenderedRoot, textOf, titleOf } from './support/raw-html';

const SLUG = 'attic-insulation-prerendered';
const POST = `/blog/${SLUG}`;
const PAGES = ['en', 'es', 'fa'].map((lng) => withLanguage(POST, lng));
const FIRST = 'Attic Insulation Before Summer';
const EDITED = 'Attic Insulation Before the Heat Wave';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'gateway'] });
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
}, 120_000);
afterAll(() => stack?.stop(), 60_000);

async function asAdmin(method: string, path: string, body?: object): Promise<BlogPost | undefined> {
  const res = await fetch(`${stack.gatewayUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect([method, res.status]).toEqual([method, method === 'POST' ? 201 : 200]);
  return method === 'DELETE' ? undefined : ((await res.json()) as { data: { blog: BlogPost } }).data.blog;
}

/** The gateway keeps the sitemap's blog list a few seconds (DOCS_CACHE_MS): waits until it tells of the change. */
async function sitemapSays(check: (xml: string) => boolean): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (check(await (await fetch(`${stack.gatewayUrl}/sitemap.xml`)).text())) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the sitemap never showed the change');
}

/** A run for changed pages, then each language's raw HTML of the post. */
async function prerenderedPost(): Promise<{ removed: string[]; pages: { title: string; root: string | undefined; html: string }[] }> {
  const report = await stack.prerender();
  expect(report.failed).toEqual([]);
  const pages = await Promise.all(
    PAGES.map(async (page) => {
      const { status, html } = await fetchHtml(`${stack.gatewayUrl}${page}`);
      expect([page, status]).toEqual([page, 200]);
      const root = prerenderedRoot(html);
      return { title: titleOf(html), root: root === undefined ? undefined : textOf(root), html };
    }),
  );
  return { removed: report.removed, pages };
}

it('publishes, edits and deletes a post, its raw HTML in every language following each time', async () => {
  const content = 'Insulation in the attic keeps the heat of a Houston summer out of the ducts.\n\nA second paragraph.';
  const post = (await asAdmin('POST', '/api/blog', { slug: SLUG, title: FIRST, content, language: 'en' }))!;
  await sitemapSays((xml) => xml.includes(`${POST}</loc>`));
  // The English text in all three languages: the post has no translation yet.
  for (const page of (await prerenderedPost()).pages) {
    expect(page.root).toContain(FIRST);
    expect(page.title).toContain(FIRST);
  }

  const edited = (await asAdmin('PUT', `/api/blog/${post.id}`, { title: EDITED }))!;
  expect(edited.publishedAt).toBe(post.publishedAt);
  await sitemapSays((xml) => xml.includes(`${POST}</loc><lastmod>${edited.updatedAt}</lastmod>`));
  for (const page of (await prerenderedPost()).pages) {
    expect(page.root).toContain(EDITED);
    expect(page.root).not.toContain(FIRST);
    // The meta title was made from the title, so it follows it.
    expect(page.title).toContain(EDITED);
  }

  await asAdmin('DELETE', `/api/blog/${post.id}`);
  await sitemapSays((xml) => !xml.includes(`${POST}</loc>`));
  const gone = await prerenderedPost();
  expect(gone.removed.map((page) => page.split(' ')[1]).sort()).toEqual([...PAGES].sort());
  for (const page of gone.pages) {
    // The shell alone: the client draws the post's "not found" once it runs.
    expect(page.root).toBeUndefined();
    expect(page.html).not.toContain('Attic Insulation');
  }
}, 900_000);
