import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { PUBLIC_ROUTES, SITEMAP_COMPLETE_HEADER } from '@hvac/contracts';
import { buildGateway } from '../src/app';
import { configFromEnv } from '../src/config/env';
import { closedPort, testConfig } from './helpers';

describe('robots.txt and sitemap.xml', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildGateway(
      testConfig({ PUBLIC_URL: 'https://www.example.com/', REQUESTS_URL: `http://127.0.0.1:${await closedPort()}`, TRUST_PROXY: '127.0.0.1' }),
    );
  });
  afterAll(() => app.close());

  // Both answers are public and cached by proxies: a Host reflected into them would be served to everyone.
  it('builds every absolute URL from PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const robots = await app.inject({ url: '/robots.txt', headers: hostile });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://www.example.com/sitemap.xml\n');
    expect(robots.body).not.toContain('evil');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: hostile });
    expect(sitemap.body).toContain('<loc>https://www.example.com/about</loc>');
    expect(sitemap.body).not.toContain('evil');
  });

  it('lists every public page in the three languages, each naming all of them as alternates', async () => {
    const xml = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/services/heating"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es/services/heating"/>' +
      '<xhtml:link rel="alternate" hreflang="fa" href="https://www.example.com/fa/services/heating"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/services/heating"/>';
    for (const loc of ['/services/heating', '/es/services/heating', '/fa/services/heating']) {
      expect(xml).toContain(`<url><loc>https://www.example.com${loc}</loc>${alternates}</url>`);
    }
    for (const loc of ['/', '/es/', '/fa/', '/request-quote', '/es/request-quote']) expect(xml).toContain(`<loc>https://www.example.com${loc}</loc>`);
  });

  it('lists the fixed pages alone while the blog API is down, and does not say it lists every post', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body.match(/<url>/g)).toHaveLength(3 * PUBLIC_ROUTES.length);
    expect(sitemap.headers[SITEMAP_COMPLETE_HEADER]).toBeUndefined();
  });

  it('refuses a PUBLIC_URL that is not an http(s) address, naming the variable', () => {
    expect(() => configFromEnv({ PUBLIC_URL: 'www.example.com' })).toThrow(/^PUBLIC_URL /);
    expect(() => configFromEnv({ PUBLIC_URL: 'ftp://www.example.com' })).toThrow(/^PUBLIC_URL /);
    expect(configFromEnv({}).publicUrl).toBe('http://localhost:8080');
  });
});

describe('the blog posts of sitemap.xml (docs/domains/public-site.md#prerendered-pages)', () => {
  let requests: FastifyInstance;
  let secondPage = 200;
  const post = (slug: string, updatedAt: string) => ({ slug, publishedAt: '2026-01-05T09:00:00.000Z', updatedAt });
  const gateway = async () =>
    buildGateway(testConfig({ PUBLIC_URL: 'https://www.example.com', REQUESTS_URL: `http://127.0.0.1:${(requests.server.address() as AddressInfo).port}`, DOCS_CACHE_MS: '0' }));

  beforeAll(async () => {
    // svc-requests' public list, two pages of it.
    requests = Fastify({ logger: false });
    requests.get('/api/blog/public', async (request, reply) => {
      const page = Number((request.query as { page: string }).page);
      if (page === 2 && secondPage !== 200) return reply.code(secondPage).send({ message: 'down' });
      const blogs = page === 1 ? [post('attic-insulation', '2026-02-10T14:30:05.123Z')] : [post('heat-pumps', '2026-01-05T09:00:00.000Z')];
      return { status: 'success', data: { blogs, pagination: { currentPage: page, totalPages: 2, totalItems: 2, limit: 50 } } };
    });
    await requests.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => requests.close());

  it("gives each post's pages its last change as a full datetime, and says it lists every post", async () => {
    secondPage = 200;
    const app = await gateway();
    try {
      const sitemap = await app.inject({ url: '/sitemap.xml' });
      for (const loc of ['/blog/attic-insulation', '/es/blog/attic-insulation', '/fa/blog/attic-insulation']) {
        expect(sitemap.body).toContain(`<url><loc>https://www.example.com${loc}</loc><lastmod>2026-02-10T14:30:05.123Z</lastmod>`);
      }
      expect(sitemap.body).toContain('<url><loc>https://www.example.com/blog/heat-pumps</loc><lastmod>2026-01-05T09:00:00.000Z</lastmod>');
      expect(sitemap.headers[SITEMAP_COMPLETE_HEADER]).toBe('1');
    } finally {
      await app.close();
    }
  });

  it('does not say it lists every post when a page of the list fails', async () => {
    secondPage = 503;
    const app = await gateway();
    try {
      const sitemap = await app.inject({ url: '/sitemap.xml' });
      expect(sitemap.body).toContain('<loc>https://www.example.com/blog/attic-insulation</loc>');
      expect(sitemap.body).not.toContain('heat-pumps');
      expect(sitemap.headers[SITEMAP_COMPLETE_HEADER]).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
