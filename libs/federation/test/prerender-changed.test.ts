/**
 * The runs for changed pages between deploys (docs/domains/public-site.md#prerendered-pages): which stored
 * pages are drawn again, and which blog posts lose their pages, on real files in a temporary folder and a
 * gateway answering a sitemap. Every page here is fresh or gone, so no browser is opened.
 */
import { promises as fs } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SITEMAP_COMPLETE_HEADER } from '@hvac/contracts';
import { prerenderPages } from '../src/prerender';
import { CLOCK_SKEW_MS, isStale, removeGonePosts } from '../src/prerender/freshness';

const HOUR = 3_600_000;
let work: string;
let pagesDir: string;
beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'prerender-changed-'));
  pagesDir = path.join(work, 'remotes', 'mf-public', 'p1', 'pages');
});
afterEach(() => fs.rm(work, { recursive: true, force: true }));

/** A page file as the prerenderer stores it, captured at `renderedAt`. */
async function stored(file: string, renderedAt: number | string): Promise<string> {
  const target = path.join(pagesDir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const at = typeof renderedAt === 'number' ? new Date(renderedAt).toISOString() : renderedAt;
  await fs.writeFile(target, JSON.stringify({ path: '/', lang: 'en', dir: 'ltr', title: 't', head: [], stylesheets: [], html: '<h1>t</h1>', renderedAt: at }));
  return target;
}

const exists = (file: string) => fs.access(path.join(pagesDir, file)).then(() => true, () => false);

describe('whether a stored page is drawn again', () => {
  const now = Date.parse('2026-02-10T12:00:00.000Z');

  it('draws a page with no file, or one that does not read as a capture', async () => {
    expect(await isStale(path.join(pagesDir, 'blog/new-post.json'), undefined)).toBe(true);
    const broken = path.join(pagesDir, 'blog/broken.json');
    await fs.mkdir(path.dirname(broken), { recursive: true });
    await fs.writeFile(broken, '{"renderedAt": ');
    expect(await isStale(broken, undefined)).toBe(true);
    expect(await isStale(await stored('blog/no-time.json', 'yesterday'), undefined)).toBe(true);
  });

  it('draws a post changed after its capture, leaves one captured after its change', async () => {
    const file = await stored('blog/attic.json', now);
    expect(await isStale(file, now + HOUR)).toBe(true);
    expect(await isStale(file, now - HOUR)).toBe(false);
    // No lastmod (a fixed page): only a deploy changes it.
    expect(await isStale(file, undefined)).toBe(false);
  });

  it('reads the capture time the page names, not the file’s: a copied volume does not make old pages look fresh', async () => {
    const file = await stored('blog/attic.json', now - 2 * HOUR);
    await fs.utimes(file, new Date(now + HOUR), new Date(now + HOUR));
    expect(await isStale(file, now)).toBe(true);
  });

  it('draws once more a post changed just before its capture, as another machine’s clock may run ahead', async () => {
    const file = await stored('blog/attic.json', now);
    expect(await isStale(file, now - CLOCK_SKEW_MS / 2)).toBe(true);
    expect(await isStale(file, now - CLOCK_SKEW_MS - 1)).toBe(false);
  });
});

describe('which pages a deleted post leaves behind', () => {
  it('removes the pages, in every language, of a post the sitemap no longer lists, and nothing else', async () => {
    for (const file of ['index.json', 'blog.json', 'es/blog.json', 'services/heating.json', 'blog/kept.json', 'es/blog/kept.json', 'fa/blog/kept.json']) await stored(file, 0);
    for (const file of ['blog/gone.json', 'es/blog/gone.json', 'fa/blog/gone.json']) await stored(file, 0);
    await stored('blog/kept.json.123.abcd.tmp', 0);
    const listed = new Set(['/', '/blog', '/es/blog', '/blog/kept', '/es/blog/kept', '/fa/blog/kept']);
    expect((await removeGonePosts(pagesDir, listed)).sort()).toEqual(['/blog/gone', '/es/blog/gone', '/fa/blog/gone']);
    for (const file of ['blog/gone.json', 'es/blog/gone.json', 'fa/blog/gone.json']) expect(await exists(file)).toBe(false);
    // Fixed pages go with their build, never with a sitemap; a file that is no page is left alone.
    for (const file of ['index.json', 'blog.json', 'es/blog.json', 'services/heating.json', 'blog/kept.json', 'fa/blog/kept.json', 'blog/kept.json.123.abcd.tmp']) {
      expect(await exists(file)).toBe(true);
    }
  });

  it('finds nothing to remove in a build with no blog pages', async () => {
    expect(await removeGonePosts(pagesDir, new Set())).toEqual([]);
  });
});

describe('a run for changed pages through a gateway', () => {
  let server: Server;
  let gatewayUrl: string;
  let sitemap: { posts: { slug: string; lastmod: string }[]; complete: boolean };

  beforeEach(async () => {
    server = createServer((req, res) => {
      if (req.url !== '/sitemap.xml') {
        res.statusCode = 404;
        return res.end();
      }
      const loc = (p: string, lastmod?: string) => `<url><loc>${gatewayUrl}${p}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
      const posts = sitemap.posts.flatMap(({ slug, lastmod }) => ['', '/es', '/fa'].map((lng) => loc(`${lng}/blog/${slug}`, lastmod)));
      if (sitemap.complete) res.setHeader(SITEMAP_COMPLETE_HEADER, '1');
      res.end(`<urlset>${loc('/')}${loc('/blog')}${posts.join('')}</urlset>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const configFile = path.join(work, 'remotes.json');
    const routes = { '/': 'site', '/blog/*': 'site' };
    await fs.writeFile(configFile, JSON.stringify({ mf_public: { entry: '/remotes/mf-public/p1/mf-manifest.json', version: 'p1', routes } }));
    const now = Date.now();
    for (const file of ['index.json', 'blog.json', 'blog/kept.json', 'es/blog/kept.json', 'fa/blog/kept.json', 'blog/gone.json', 'es/blog/gone.json']) await stored(file, now);
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const run = () => prerenderPages({ gatewayUrl, remotesDir: path.join(work, 'remotes'), configFile: path.join(work, 'remotes.json'), mode: 'changed' });
  const kept = { slug: 'kept', lastmod: '2026-01-05T09:00:00.000Z' };

  it('removes a deleted post’s pages when the sitemap lists every post, and draws nothing fresh', async () => {
    sitemap = { posts: [kept], complete: true };
    expect(await run()).toEqual({ gatewayAnswered: true, rendered: [], removed: ['mf_public@p1 /blog/gone', 'mf_public@p1 /es/blog/gone'], failed: [] });
    expect([await exists('blog/gone.json'), await exists('es/blog/gone.json'), await exists('blog/kept.json')]).toEqual([false, false, true]);
  });

  it('removes nothing when the sitemap does not say it lists every post (svc-requests down: no post at all)', async () => {
    sitemap = { posts: [], complete: false };
    expect(await run()).toEqual({ gatewayAnswered: true, rendered: [], removed: [], failed: [] });
    for (const file of ['blog/kept.json', 'es/blog/kept.json', 'blog/gone.json']) expect(await exists(file)).toBe(true);
  });
});
