import { deploymentEnv, ownEnvNames } from '@hvac/infra';
import { buildGateway } from '../src/app';
import { configFromEnv } from '../src/config/env';
import { SERVICES, upstreamsFromEnv } from '../src/config/upstreams';
import { sanitizeRequestId } from '@hvac/service-kit/net';
import { buildSecurityHeaders } from '../src/http/security';
import { cacheControlFor } from '../src/web/cache-control';
import { testConfig } from './helpers';

describe('upstreams', () => {
  it('maps every /api prefix of the architecture to its service with the default ports', () => {
    const upstreams = upstreamsFromEnv({});
    expect(Object.fromEntries(upstreams.map((u) => [u.name, [u.origins[0], ...u.prefixes]]))).toEqual({
      identity: ['http://127.0.0.1:3001', '/api/auth', '/api/users'],
      requests: ['http://127.0.0.1:3002', '/api/service-requests', '/api/visits', '/api/my-visits', '/api/technicians', '/api/availability', '/api/contact-messages', '/api/blog', '/api/analytics'],
      billing: ['http://127.0.0.1:3003', '/api/quotes', '/api/estimates', '/api/invoices', '/api/payments', '/api/documents'],
      finance: ['http://127.0.0.1:3004', '/api/expenses', '/api/receipts', '/api/tax-reports'],
      inventory: ['http://127.0.0.1:3005', '/api/inventory'],
    });
  });

  it('counts identity by default, plus any service given a URL or named in GATEWAY_SERVICES', () => {
    const configured = (env: Record<string, string>) =>
      upstreamsFromEnv(env)
        .filter((u) => u.configured)
        .map((u) => u.name);
    expect(configured({})).toEqual(['identity']);
    expect(configured({ BILLING_URL: 'http://10.0.0.5:9000' })).toEqual(['identity', 'billing']);
    expect(configured({ GATEWAY_SERVICES: 'requests, inventory' })).toEqual(['requests', 'inventory']);
    expect(upstreamsFromEnv({ BILLING_URL: 'http://10.0.0.5:9000/' }).find((u) => u.name === 'billing')?.origins).toEqual([
      'http://10.0.0.5:9000',
    ]);
  });

  it('reads several replicas of a service from one variable, comma separated', () => {
    const billing = upstreamsFromEnv({ BILLING_URL: 'http://127.0.0.1:3003, http://127.0.0.1:3103/,http://127.0.0.1:3003' }).find((u) => u.name === 'billing');
    expect(billing?.origins).toEqual(['http://127.0.0.1:3003', 'http://127.0.0.1:3103']);
    expect(() => upstreamsFromEnv({ BILLING_URL: 'http://127.0.0.1:3003,http://127.0.0.1:3103/api' })).toThrow(/^BILLING_URL .*without a path/);
  });

  it('refuses bad settings with a message naming the variable', () => {
    expect(() => upstreamsFromEnv({ GATEWAY_SERVICES: 'identity,payroll' })).toThrow(/GATEWAY_SERVICES .*"payroll"/);
    expect(() => upstreamsFromEnv({ IDENTITY_URL: 'not a url' })).toThrow(/^IDENTITY_URL /);
    expect(() => upstreamsFromEnv({ BILLING_URL: 'http://127.0.0.1:3003/api' })).toThrow(/^BILLING_URL .*without a path/);
    expect(() => upstreamsFromEnv({ FINANCE_URL: 'ftp://127.0.0.1' })).toThrow(/^FINANCE_URL /);
    expect(() => configFromEnv({ BODY_LIMIT: '1mb' })).toThrow(/^BODY_LIMIT /);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/^PORT /);
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL /);
    expect(() => configFromEnv({ LOG_REQUESTS: 'maybe' })).toThrow(/^LOG_REQUESTS /);
  });

  it('has one URL variable per service', () => {
    expect(Object.values(SERVICES).map((s) => s.urlEnv)).toEqual([
      'IDENTITY_URL',
      'REQUESTS_URL',
      'BILLING_URL',
      'FINANCE_URL',
      'INVENTORY_URL',
    ]);
  });

  it('defaults to 1 MiB bodies, warn-level logs and paths under the repository', () => {
    const config = configFromEnv({});
    expect(config.bodyLimit).toBe(1024 * 1024);
    expect(config.logLevel).toBe('warn');
    expect(config.port).toBe(8080);
    expect(config.shellDir).toMatch(/\/shell\/dist$/);
    expect(config.remotesDir).toMatch(/\/\.data\/remotes$/);
    expect(config.remotesConfig).toMatch(/\/\.data\/remotes\.json$/);
  });
});

describe('cache policy by file name', () => {
  it.each([
    ['main.3f2a9c1b.js', 'public, max-age=31536000, immutable'],
    ['vendors-node_modules_react-dom_client_js.0a1b2c3d4e5f6a7b8c9d.js', 'public, max-age=31536000, immutable'],
    ['e3b0c44298fc1c149afb.woff2', 'public, max-age=31536000, immutable'],
    ['main.3f2a9c1b.css', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache, no-store, must-revalidate'],
    ['remoteEntry.js', 'no-cache, no-store, must-revalidate'],
    ['mf-manifest.json', 'no-cache, no-store, must-revalidate'],
    ['favicon.ico', 'public, max-age=86400'],
    ['site.webmanifest', 'public, max-age=86400'],
    ['logo.png', 'no-cache'],
    ['123.js', 'no-cache'],
    ['robots.txt', 'no-cache'],
    ['main.3f2a9c1b.js.br', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js.gz', 'no-cache, no-store, must-revalidate'],
    ['index.html.br', 'no-cache, no-store, must-revalidate'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/srv/shell/${file}`)).toBe(expected);
  });
});

describe('request id sanitizing', () => {
  it('keeps safe ids, strips what could split a header or a log line, caps at 128', () => {
    expect(sanitizeRequestId('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    expect(sanitizeRequestId('a\r\nb c"d')).toBe('abcd');
    expect(sanitizeRequestId('x'.repeat(200))).toBe('x'.repeat(128));
    expect(sanitizeRequestId('<<>>')).toBeUndefined();
    expect(sanitizeRequestId('')).toBeUndefined();
    expect(sanitizeRequestId(undefined)).toBeUndefined();
  });
});

describe('security headers', () => {
  it('builds the CSP of the architecture, with a configurable frame-src', () => {
    const { object } = buildSecurityHeaders(['https://www.google.com', 'https://maps.example.com']);
    expect(object['content-security-policy']).toContain('frame-src https://www.google.com https://maps.example.com;');
    expect(object['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(object['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(object['x-content-type-options']).toBe('nosniff');
    expect(object['x-powered-by']).toBeUndefined();
    expect(configFromEnv({ CSP_FRAME_SRC: 'https://maps.example.com' }).frameSrc).toEqual(['https://maps.example.com']);
    expect(buildSecurityHeaders([]).object['content-security-policy']).toContain("frame-src 'none'");
  });
});

describe('rate limit at the edge', () => {
  it('answers 429 JSON once a client passes the per-IP limit on /api', async () => {
    const app = await buildGateway(testConfig({ RATE_LIMIT_MAX: '3' }));
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await app.inject({ url: '/api/nothing' })).statusCode);
      expect(codes).toEqual([404, 404, 404]);
      const limited = await app.inject({ url: '/api/nothing' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in a minute.', code: 'rateLimited' });
      expect(limited.headers['retry-after']).toBeDefined();
      // Static files and health checks are not counted.
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is off with RATE_LIMIT_MAX=0', async () => {
    const app = await buildGateway(testConfig({ RATE_LIMIT_MAX: '0' }));
    try {
      for (let i = 0; i < 6; i += 1) expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the Kubernetes Deployment (infra/deploy/k8s/gateway.yaml)', () => {
  it('gives the gateway a configuration it starts with, and no variable it does not read', () => {
    const env = deploymentEnv('gateway', {});
    const read = new Set<string>();
    const config = configFromEnv(
      new Proxy(env, {
        get: (target, name) => {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
      }),
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      workers: 1,
      trustProxy: ['10.0.0.0/8'],
      remotesDir: '/srv/remotes/files',
      remotesConfig: '/srv/remotes/remotes.json',
      publicUrl: 'https://www.bayoucitycomfort.com',
    });
    expect(config.upstreams.filter((u) => u.configured).map((u) => [u.name, u.origins[0]])).toEqual([
      ['identity', 'http://svc-identity.hvac.svc'],
      ['requests', 'http://svc-requests.hvac.svc'],
      ['billing', 'http://svc-billing.hvac.svc'],
      ['finance', 'http://svc-finance.hvac.svc'],
      ['inventory', 'http://svc-inventory.hvac.svc'],
    ]);
    expect(ownEnvNames('gateway').filter((name) => !read.has(name))).toEqual([]);
  });
});
