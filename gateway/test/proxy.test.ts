import http from 'node:http';
import { request } from 'undici';
import { DEMO_PASSWORD } from '@hvac/contracts';
import { RECEIPT_UPLOAD_BODY_LIMIT } from '@hvac/contracts/finance';
import { type RunningGateway, type Upstream, SECURITY_HEADERS, expectSecurityHeaders, closedPort, startGateway, startUpstream } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('proxying /api to the services (real sockets)', () => {
  let identity: Upstream;
  let billing: Upstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    identity = await startUpstream({ name: 'identity' });
    billing = await startUpstream({ name: 'billing' });
    gateway = await startGateway({
      IDENTITY_URL: identity.url,
      BILLING_URL: billing.url,
      BODY_LIMIT: String(64 * 1024),
      UPSTREAM_TIMEOUT_MS: '500',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await identity.close();
    await billing.close();
  });

  it('forwards path and query unchanged to the service owning the prefix and streams its answer back', async () => {
    const res = await request(`${gateway.url}/api/users/me?lang=fa&x=%2F`, { headers: { authorization: 'Bearer t0k' } });
    expect(res.statusCode).toBe(200);
    const body = (await res.body.json()) as { user: { id: string }; url: string };
    expect(body.user.id).toBe('u1');
    expect(body.url).toBe('/api/users/me?lang=fa&x=%2F');
    expect(identity.seen.headers?.authorization).toBe('Bearer t0k');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('routes each prefix to its own service and passes a service error through as it is', async () => {
    const put = await request(`${gateway.url}/api/quotes/42`, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(put.statusCode).toBe(200);
    expect(await put.body.json()).toEqual({ service: 'billing', id: '42' });
    expect(billing.seen.url).toBe('/api/quotes/42');

    const paused = await request(`${gateway.url}/api/quotes`);
    expect(paused.statusCode).toBe(503);
    expect(await paused.body.json()).toEqual({ message: 'Quotes are paused.', code: 'PAUSED' });
  });

  it('keeps an incoming request id, forwards it upstream and returns it', async () => {
    const res = await request(`${gateway.url}/api/users/me`, { headers: { 'x-request-id': 'trace-abc.123' } });
    const body = (await res.body.json()) as { requestId: string };
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    expect(body.requestId).toBe('trace-abc.123');
  });

  it('creates a request id when none comes in, the same one upstream and in the response', async () => {
    const res = await request(`${gateway.url}/api/users/me`);
    const body = (await res.body.json()) as { requestId: string };
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('sanitizes a hostile request id: unsafe characters dropped, at most 128 characters', async () => {
    const res = await request(`${gateway.url}/api/users/me`, { headers: { 'x-request-id': `a b<script>"${'x'.repeat(300)}` } });
    const id = res.headers['x-request-id'] as string;
    await res.body.dump();
    expect(id).toBe(`abscript${'x'.repeat(120)}`);
    expect(identity.seen.headers?.['x-request-id']).toBe(id);
  });

  it('sends the client IP as x-forwarded-for, replacing whatever the client claimed', async () => {
    const res = await request(`${gateway.url}/api/users/me`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    await res.body.dump();
    expect(identity.seen.headers?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('drops hop-by-hop headers and the headers a Connection header names', async () => {
    // undici (the test client) will not send a custom Connection header; node:http will.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${gateway.url}/api/users/me`, { headers: { connection: 'x-secret', 'x-secret': 'leak', 'x-kept': 'yes' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    expect(identity.seen.headers?.['x-secret']).toBeUndefined();
    expect(identity.seen.headers?.['x-kept']).toBe('yes');
  });

  it('streams a request body unchanged, with its content type', async () => {
    const payload = JSON.stringify({ email: 'client@example.com', password: DEMO_PASSWORD });
    const res = await request(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(201);
    expect(await res.body.json()).toEqual({ received: Buffer.byteLength(payload), contentType: 'application/json', echo: payload });
  });

  it('streams a chunked request body (no Content-Length) under the limit', async () => {
    const res = await postChunked(`${gateway.url}/api/auth/login`, [Buffer.from('hello '), Buffer.from('world')]);
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ received: 11, echo: 'hello world' });
  });

  it('streams a large response body through with backpressure intact', async () => {
    const res = await request(`${gateway.url}/api/users/big`);
    const bytes = Buffer.from(await res.body.arrayBuffer());
    expect(res.statusCode).toBe(200);
    expect(bytes.length).toBe(3 * 1024 * 1024);
    expect(bytes.every((b) => b === 7)).toBe(true);
  });

  it('answers 413 JSON for a body over the limit, announced by Content-Length, without bothering the service', async () => {
    identity.seen = {};
    const res = await request(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      body: Buffer.alloc(64 * 1024 + 1, 97),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(await res.body.json()).toEqual({ message: 'Request body is too large.', code: 'payloadTooLarge' });
    expect(identity.seen.url).toBeUndefined();
  });

  it('lets a multipart receipt upload through up to its own limit, above the body limit, and nothing else (docs/domains/finance.md#receipts)', async () => {
    // svc-finance stood in for by a server that reads the whole body and says how much it got.
    const finance = http.createServer((req, res) => {
      let received = 0;
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ received, url: req.url })));
    });
    await new Promise<void>((resolve) => finance.listen(0, '127.0.0.1', () => resolve()));
    const withFinance = await startGateway({ FINANCE_URL: `http://127.0.0.1:${(finance.address() as { port: number }).port}`, IDENTITY_URL: identity.url, BODY_LIMIT: String(64 * 1024) });
    try {
      const passed = await postSized(`${withFinance.url}/api/expenses/e1/receipt`, 2 * 1024 * 1024);
      expect(passed).toEqual({ status: 201, body: JSON.stringify({ received: 2 * 1024 * 1024, url: '/api/expenses/e1/receipt' }) });
      expect((await postSized(`${withFinance.url}/api/expenses/e1`, 2 * 1024 * 1024)).status).toBe(413);
      // A JSON body is held to the body limit wherever it is sent, the receipt's route included.
      expect((await postSized(`${withFinance.url}/api/expenses/e1/receipt`, 2 * 1024 * 1024, 'application/json')).status).toBe(413);
      const huge = await postSized(`${withFinance.url}/api/expenses/e1/receipt`, RECEIPT_UPLOAD_BODY_LIMIT + 1);
      expect(huge.status).toBe(413);
      expect(JSON.parse(huge.body)).toEqual({ message: 'Request body is too large.', code: 'payloadTooLarge' });
    } finally {
      await withFinance.close();
      await new Promise((resolve) => finance.close(resolve));
    }
  });

  it('answers 413 JSON for a chunked body that grows over the limit', async () => {
    const res = await postChunked(
      `${gateway.url}/api/auth/login`,
      Array.from({ length: 20 }, () => Buffer.alloc(8 * 1024, 98)),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: 'Request body is too large.', code: 'payloadTooLarge' });
  });

  it('answers 504 JSON when the service does not answer in time', async () => {
    const res = await request(`${gateway.url}/api/users/slow`);
    expect(res.statusCode).toBe(504);
    expect(await res.body.json()).toEqual({
      message: 'The identity service took too long to respond. Please try again shortly.',
      code: 'gatewayTimeout',
    });
  });

  it('answers 400 JSON for a malformed address, without echoing it or bothering a service', async () => {
    for (const path of ['/api/users/%zz', '/%zz']) {
      const res = await request(`${gateway.url}${path}`);
      expect(res.statusCode).toBe(400);
      expect(await res.body.json()).toEqual({ message: 'The address is not a valid URL.', code: 'badUrl' });
    }
  });

  it('answers 404 JSON for an /api path no service owns', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here/deeper'],
      ['GET', '/api'],
      ['DELETE', '/api/'],
      ['GET', '/api/usersx'],
    ] as const) {
      const res = await request(`${gateway.url}${path}`, { method, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(await res.body.json()).toEqual({ message: 'Not found', code: 'notFound' });
    }
  });

  it('puts the site’s security headers on proxied answers where the service set none, keeps the service’s own, and no x-powered-by', async () => {
    const res = await request(`${gateway.url}/api/users/me`);
    await res.body.dump();
    expectSecurityHeaders({ ...res.headers, 'content-security-policy': SECURITY_HEADERS['content-security-policy'] });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const bare = await request(`${gateway.url}/api/quotes/q1`, { method: 'PUT' });
    await bare.body.dump();
    expectSecurityHeaders(bare.headers);
  });

  it('puts the security headers and the request id on the gateway’s own error answers', async () => {
    const res = await request(`${gateway.url}/api/nothing`);
    await res.body.dump();
    expectSecurityHeaders(res.headers);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('gives up on the upstream call when the client goes away', async () => {
    // Its own gateway: the suite's 500 ms upstream timeout would close the upstream call anyway.
    const patient = await startGateway({ IDENTITY_URL: identity.url });
    try {
      const upstreamClosed = new Promise<string>((resolve) => {
        identity.app.server.once('request', (req: http.IncomingMessage) => req.socket.once('close', () => resolve('closed')));
      });
      // A browser tab closing: the socket goes, mid-request.
      const req = http.get(`${patient.url}/api/users/slow`, { agent: false });
      req.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      req.destroy();
      // Otherwise the answer would come after 1.5 s and the pooled connection would stay open.
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 1_000).unref());
      expect(await Promise.race([upstreamClosed, timeout])).toBe('closed');
    } finally {
      await patient.close();
    }
  });
});

describe('a service that is down', () => {
  it('answers 503 JSON naming the service when it is stopped, and recovers when it is back', async () => {
    const identity = await startUpstream({ name: 'identity' });
    const port = Number(new URL(identity.url).port);
    const gateway = await startGateway({ IDENTITY_URL: identity.url });
    try {
      const before = await request(`${gateway.url}/api/users/me`);
      expect(before.statusCode).toBe(200);
      await before.body.dump();

      await identity.close();
      const down = await request(`${gateway.url}/api/users/me`, { headers: { accept: 'text/html' } });
      expect(down.statusCode).toBe(503);
      expect(down.headers['content-type']).toMatch(/^application\/json/);
      expect(await down.body.json()).toEqual({
        message: 'The identity service is unavailable. Please try again shortly.',
        code: 'serviceUnavailable',
      });

      // The port it was on, released a moment ago: the gateway knows a service by its address, so that is
      // where it has to come back (the one re-listen of the suite; see closedPort for the others).
      const back = Fastifyless(port);
      await back.listen();
      try {
        const res = await request(`${gateway.url}/api/users/me`);
        expect(res.statusCode).toBe(200);
        expect(await res.body.text()).toBe('back');
      } finally {
        await back.close();
      }
    } finally {
      await gateway.close();
    }
  });

  it('answers 503 JSON for a service that was never started', async () => {
    const gateway = await startGateway({ INVENTORY_URL: `http://127.0.0.1:${await closedPort()}` });
    try {
      const res = await request(`${gateway.url}/api/inventory/items`, { method: 'POST', body: '{}' });
      expect(res.statusCode).toBe(503);
      expect(await res.body.json()).toEqual({
        message: 'The inventory service is unavailable. Please try again shortly.',
        code: 'serviceUnavailable',
      });
    } finally {
      await gateway.close();
    }
  });
});

/** A bare node:http server on a fixed port: the service coming back where it was. */
function Fastifyless(port: number) {
  const server = http.createServer((_req, res) => res.end('back'));
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** node:http, because it sends Transfer-Encoding: chunked when told to (undici may buffer and count). */
function postChunked(url: string, chunks: Buffer[]): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/**
 * A POST of `bytes` with its Content-Length, done once the answer is in and the whole body sent: a 413 comes
 * before the body's end, and the gateway reads the rest before the connection is idle again.
 */
function postSized(url: string, bytes: number, type = 'multipart/form-data; boundary=x'): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': type, 'content-length': String(bytes) } });
    const sent = new Promise((done) => req.once('finish', done));
    const answered = new Promise<{ status: number | undefined; body: string }>((done) =>
      req.once('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode, body }));
      }),
    );
    req.on('error', reject);
    req.end(Buffer.alloc(bytes, 99));
    Promise.all([answered, sent]).then(([answer]) => resolve(answer), reject);
  });
}
