import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTES } from '@hvac/contracts';
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
    // The blog API is down here: the fixed pages alone, 3 × PUBLIC_ROUTES.
    expect(xml.match(/<url>/g)).toHaveLength(3 * PUBLIC_ROUTES.length);
  });

  it('refuses a PUBLIC_URL that is not an http(s) address, naming the variable', () => {
    expect(() => configFromEnv({ PUBLIC_URL: 'www.example.com' })).toThrow(/^PUBLIC_URL /);
    expect(() => configFromEnv({ PUBLIC_URL: 'ftp://www.example.com' })).toThrow(/^PUBLIC_URL /);
    expect(configFromEnv({}).publicUrl).toBe('http://localhost:8080');
  });
});
