import type { FastifyInstance } from 'fastify';
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

  it('refuses a PUBLIC_URL that is not an http(s) address, naming the variable', () => {
    expect(() => configFromEnv({ PUBLIC_URL: 'www.example.com' })).toThrow(/^PUBLIC_URL /);
    expect(() => configFromEnv({ PUBLIC_URL: 'ftp://www.example.com' })).toThrow(/^PUBLIC_URL /);
    expect(configFromEnv({}).publicUrl).toBe('http://localhost:8080');
  });
});
