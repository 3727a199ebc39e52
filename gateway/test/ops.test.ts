import { request } from 'undici';
import { type RunningGateway, type Upstream, closedPort, startGateway, startUpstream } from './helpers';

const ERROR_BODY = { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } } };

const identityDoc = {
  openapi: '3.0.3',
  info: { title: 'svc-identity', version: '0.1.0' },
  tags: [{ name: 'auth' }, { name: 'users' }],
  security: [{ bearerAuth: [] }],
  paths: {
    '/api/auth/login': { post: { tags: ['auth'], security: [], responses: { '200': { description: 'ok' } } } },
    '/api/users/me': {
      get: { tags: ['users'], responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } } } },
    },
    '/health': { get: { responses: { '200': { description: 'up' } } } },
  },
  components: {
    schemas: { ErrorBody: ERROR_BODY, User: { type: 'object', properties: { id: { type: 'string' } } } },
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  },
};

const billingDoc = {
  openapi: '3.0.3',
  info: { title: 'svc-billing', version: '0.1.0' },
  tags: [{ name: 'quotes' }, { name: 'users' }],
  paths: {
    '/api/quotes/{id}': {
      get: { tags: ['quotes'], responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } } } },
    },
    // Not routed to billing by the gateway: left out of the merged document.
    '/api/users/shadow': { get: { responses: { '200': { description: 'x' } } } },
    '/ready': { get: { responses: { '200': { description: 'ready' } } } },
  },
  components: {
    // Same name, same content: shared. Same name, other content: renamed for billing.
    schemas: { ErrorBody: ERROR_BODY, User: { type: 'object', properties: { clientId: { type: 'string' } } } },
  },
};

describe('/health and /ready', () => {
  let identity: Upstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    identity = await startUpstream({ name: 'identity' });
    // billing has a URL that nothing answers, but it is not configured: only identity counts by default.
    gateway = await startGateway({ IDENTITY_URL: identity.url, GATEWAY_SERVICES: 'identity' });
  });

  afterAll(async () => {
    await gateway.close();
    await identity.close();
  });

  it('/health answers while the gateway runs', async () => {
    const res = await request(`${gateway.url}/health`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toEqual({ status: 'ok' });
  });

  it('/ready is 200 when every configured service is ready', async () => {
    identity.readyStatus = 200;
    const res = await request(`${gateway.url}/ready`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toEqual({ status: 'ready', services: { identity: 'ready' } });
  });

  it('/ready is 503 naming the service whose own /ready is not 200', async () => {
    identity.readyStatus = 503;
    const res = await request(`${gateway.url}/ready`);
    expect(res.statusCode).toBe(503);
    expect(await res.body.json()).toEqual({
      status: 'not ready',
      message: 'Not ready: identity.',
      code: 'notReady',
      services: { identity: 'not ready' },
    });
    identity.readyStatus = 200;
  });
});

describe('/ready with several services', () => {
  it('counts services named in GATEWAY_SERVICES or given a URL, and reports an unreachable one', async () => {
    const identity = await startUpstream({ name: 'identity' });
    const deadPort = await closedPort();
    const gateway = await startGateway({
      IDENTITY_URL: identity.url,
      BILLING_URL: `http://127.0.0.1:${deadPort}`,
      GATEWAY_SERVICES: 'identity',
    });
    try {
      const res = await request(`${gateway.url}/ready`);
      expect(res.statusCode).toBe(503);
      expect(await res.body.json()).toEqual({
        status: 'not ready',
        message: 'Not ready: billing.',
        code: 'notReady',
        services: { identity: 'ready', billing: 'unreachable' },
      });
    } finally {
      await gateway.close();
      await identity.close();
    }
  });
});

describe('/api/docs', () => {
  let identity: Upstream;
  let billing: Upstream;
  let gateway: RunningGateway;
  let financePort: number;

  beforeAll(async () => {
    identity = await startUpstream({ name: 'identity', openapi: identityDoc });
    billing = await startUpstream({ name: 'billing', openapi: billingDoc });
    financePort = await closedPort();
    gateway = await startGateway({
      IDENTITY_URL: identity.url,
      BILLING_URL: billing.url,
      FINANCE_URL: `http://127.0.0.1:${financePort}`,
      DOCS_CACHE_MS: '0',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await identity.close();
    await billing.close();
  });

  it('merges every available service’s OpenAPI into one document, for tools at /api/docs/openapi.json', async () => {
    const res = await request(`${gateway.url}/api/docs/openapi.json`);
    expect(res.statusCode).toBe(200);
    const doc = (await res.body.json()) as {
      openapi: string;
      info: { description: string };
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { content?: unknown }> }>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
      tags: Array<{ name: string }>;
    };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/auth/login', '/api/quotes/{id}', '/api/users/me']);
    expect(doc.components.schemas.ErrorBody).toEqual(ERROR_BODY);
    expect(doc.components.schemas.User).toEqual(identityDoc.components.schemas.User);
    expect(doc.components.schemas.billing_User).toEqual(billingDoc.components.schemas.User);
    expect(doc.paths['/api/quotes/{id}']?.get?.responses['200']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/billing_User' } },
    });
    expect(doc.paths['/api/users/me']?.get?.responses['200']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/User' } },
    });
    expect(doc.components.securitySchemes.bearerAuth).toBeDefined();
    // identity's document-wide bearer requirement survives on its operations; an explicit [] is kept.
    expect(doc.paths['/api/users/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/quotes/{id}']?.get?.security).toBeUndefined();
    expect(doc.tags.map((t) => t.name)).toEqual(['auth', 'users', 'quotes']);
    expect(doc.info.description).toContain('identity, billing');
    expect(doc.info.description).toContain('Not available right now: finance.');
  });

  it('answers /api/docs with the reference page, whose every file the gateway serves itself under its CSP', async () => {
    const page = await request(`${gateway.url}/api/docs`, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const html = await page.body.text();
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/reference.js']);
    const answers = [];
    for (const file of files) {
      const res = await request(`${gateway.url}${file}`);
      answers.push({ file, status: res.statusCode, type: res.headers['content-type'] });
      if (file.endsWith('reference.js')) expect(await res.body.text()).toContain("url: '/api/docs/openapi.json'");
      else await res.body.dump();
    }
    expect(answers).toEqual(
      files.map((file) => ({ file, status: 200, type: expect.stringMatching(file.endsWith('.css') ? /^text\/css/ : /^(?:text|application)\/javascript/) })),
    );
    // Only what the page loads: the rest of swagger-ui-dist (its demo page, source maps) is not served.
    for (const other of ['index.html', 'swagger-initializer.js', 'swagger-ui-bundle.js.map', 'package.json']) {
      const res = await request(`${gateway.url}/api/docs/assets/${other}`);
      expect({ other, status: res.statusCode }).toEqual({ other, status: 404 });
      await res.body.dump();
    }
  });

  it('serves one service’s own document at /api/docs/<service>', async () => {
    const res = await request(`${gateway.url}/api/docs/billing`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toEqual(billingDoc);
  });

  it('answers 404 JSON for an unknown service and 503 JSON for one that is down', async () => {
    const unknown = await request(`${gateway.url}/api/docs/payroll`);
    expect(unknown.statusCode).toBe(404);
    expect(await unknown.body.json()).toEqual({ message: 'Not found', code: 'notFound' });
    const down = await request(`${gateway.url}/api/docs/finance`);
    expect(down.statusCode).toBe(503);
    expect(await down.body.json()).toEqual({
      message: 'The finance service is unavailable. Please try again shortly.',
      code: 'serviceUnavailable',
    });
  });
});

describe('/api/docs cache', () => {
  it('serves the merged document from a short cache, then fetches again', async () => {
    const identity = await startUpstream({ name: 'identity', openapi: identityDoc });
    const fetches = () => identity.hits['/openapi.json'];
    const gateway = await startGateway({ IDENTITY_URL: identity.url, DOCS_CACHE_MS: '300' });
    try {
      await Promise.all([1, 2, 3].map(async () => (await request(`${gateway.url}/api/docs/openapi.json`)).body.dump()));
      expect(fetches()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 350));
      await (await request(`${gateway.url}/api/docs/openapi.json`)).body.dump();
      expect(fetches()).toBe(2);
    } finally {
      await gateway.close();
      await identity.close();
    }
  });
});
