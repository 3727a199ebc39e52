import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createApi, INVALID_RESPONSE_MESSAGE } from '../src/api';

type Handler = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

let server: Server;
let base: string;
const handlers = new Map<string, Handler>();
const hits = new Map<string, IncomingMessage[]>();

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const list = hits.get(path) ?? [];
    list.push(req);
    hits.set(path, list);
    const handler = handlers.get(path);
    if (!handler) return json(res, 404, { message: 'no handler', code: 'notFound' });
    req.resume();
    req.on('end', () => handler(req, res, list.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  handlers.clear();
  hits.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const fast = (extra: Parameters<typeof createApi>[0] = {}) =>
  createApi({ prefixUrl: base, retryDelayMs: 10, getToken: () => null, ...extra });

const count = (path: string) => hits.get(`/api/${path}`)?.length ?? 0;

describe('api client retry rules', () => {
  it.each([502, 503, 504])('retries a GET answered %i and returns the later success', async (status) => {
    handlers.set('/api/flaky', (_req, res, hit) => (hit <= 2 ? json(res, status, { message: 'down' }) : json(res, 200, { ok: hit })));
    await expect(fast().get('flaky')).resolves.toEqual({ ok: 3 });
    expect(count('flaky')).toBe(3);
  });

  it('retries POST, PUT, PATCH and DELETE too, as the spec says', async () => {
    handlers.set('/api/write', (_req, res, hit) => (hit % 2 === 1 ? json(res, 503, {}) : json(res, 200, { hit })));
    const api = fast();
    await expect(api.post('write', { a: 1 })).resolves.toEqual({ hit: 2 });
    await expect(api.put('write', { a: 1 })).resolves.toEqual({ hit: 4 });
    await expect(api.patch('write', { a: 1 })).resolves.toEqual({ hit: 6 });
    await expect(api.delete('write')).resolves.toEqual({ hit: 8 });
  });

  it('gives up after 3 retries (4 attempts) with the server message', async () => {
    handlers.set('/api/down', (_req, res) => json(res, 502, { message: 'The identity service is unavailable.', code: 'serviceUnavailable' }));
    const error = await fast().get('down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'serviceUnavailable', message: 'The identity service is unavailable.' });
    expect(count('down')).toBe(4);
  });

  it('does not retry a 429, and tells how long to wait from Retry-After', async () => {
    handlers.set('/api/busy', (_req, res) => {
      res.setHeader('retry-after', '90');
      json(res, 429, { message: 'Too many failed login attempts. Please try again in 2 minutes.', code: 'loginRateLimited' });
    });
    await expect(fast().post('busy', {})).rejects.toMatchObject({ status: 429, code: 'loginRateLimited', retryAfterSeconds: 90 });
    expect(count('busy')).toBe(1);
  });

  it.each([400, 401, 403, 404, 409, 500])('does not retry a %i', async (status) => {
    handlers.set('/api/final', (_req, res) => json(res, status, { message: `refused ${status}`, code: 'X' }));
    await expect(fast().post('final', {})).rejects.toMatchObject({ status, message: `refused ${status}` });
    expect(count('final')).toBe(1);
  });

  it('retries network errors (connection dropped) and reports status 0 after the last one', async () => {
    handlers.set('/api/drop', (req) => req.socket.destroy());
    const error = await fast().get('drop').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'networkError' });
    expect(count('drop')).toBe(4);
  });

  it('retries a time-out and succeeds when the next attempt is quick', async () => {
    handlers.set('/api/slow', (_req, res, hit) => {
      if (hit === 1) setTimeout(() => json(res, 200, { late: true }), 600);
      else json(res, 200, { hit });
    });
    await expect(fast({ timeout: 200 }).get('slow')).resolves.toEqual({ hit: 2 });
    expect(count('slow')).toBe(2);
  });

  it('stops at once when the caller cancels: no retry, and the abort itself rather than a network failure', async () => {
    handlers.set('/api/hang', () => undefined);
    const controller = new AbortController();
    const pending = fast().get('hang', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count('hang')).toBe(1);
  });

  it('waits 1 s between attempts by default', async () => {
    // On the test's clock, which moves only when told; a stand-in fetch, since a socket's I/O does not run on it.
    jest.useFakeTimers();
    const attempts: number[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      attempts.push(Date.now());
      return new Response(JSON.stringify(attempts.length === 1 ? {} : { ok: true }), { status: attempts.length === 1 ? 503 : 200, headers: { 'content-type': 'application/json' } });
    });
    const answer = createApi({ prefixUrl: base, getToken: () => null }).get('once');
    await jest.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]! - attempts[0]!).toBe(1000);
    await expect(answer).resolves.toEqual({ ok: true });
  });
});

describe('api client requests and errors', () => {
  it('sends JSON, no-cache headers and the bearer token', async () => {
    handlers.set('/api/echo', (req, res) => json(res, 200, { headers: req.headers }));
    const { headers } = await fast({ getToken: () => 'tok123' }).post<{ headers: Record<string, string> }>('echo', { x: 1 });
    expect(headers).toMatchObject({
      authorization: 'Bearer tok123',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      'content-type': 'application/json',
    });
  });

  it('sends extra headers on a POST, the same on each retry (an Idempotency-Key stays one key)', async () => {
    handlers.set('/api/pay', (req, res, hit) => (hit === 1 ? json(res, 503, {}) : json(res, 201, { key: req.headers['idempotency-key'] })));
    await expect(fast().post('pay', { amount: '1.00' }, { headers: { 'Idempotency-Key': 'k-1' } })).resolves.toEqual({ key: 'k-1' });
    expect(hits.get('/api/pay')!.map((r) => r.headers['idempotency-key'])).toEqual(['k-1', 'k-1']);
  });

  it('sends the page’s language as Accept-Language', async () => {
    handlers.set('/api/echo', (req, res) => json(res, 200, { language: req.headers['accept-language'] ?? null }));
    await expect(fast({ getLanguage: () => 'fa' }).get('echo')).resolves.toEqual({ language: 'fa' });
  });

  it('reads a file or a page as it came, and a failure as JSON', async () => {
    handlers.set('/api/file', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(Buffer.from('%PDF-1.7 x'));
    });
    handlers.set('/api/page', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>hi</p>');
    });
    handlers.set('/api/gone', (_req, res) => json(res, 404, { message: 'Document not found', code: 'documentNotFound' }));
    const blob = await fast().getBlob('file');
    expect([blob.size, (await blob.text()).slice(0, 5)]).toEqual([10, '%PDF-']);
    await expect(fast().getText('page')).resolves.toBe('<p>hi</p>');
    await expect(fast().getBlob('gone')).rejects.toMatchObject({ status: 404, message: 'Document not found', code: 'documentNotFound' });
  });

  it('passes search params', async () => {
    handlers.set('/api/search', (req, res) => json(res, 200, { url: req.url }));
    await expect(fast().get('search', { searchParams: { page: 2, q: 'a b' } })).resolves.toEqual({ url: '/api/search?page=2&q=a+b' });
  });

  it('leaves out undefined search params, and they replace a query written into the path', async () => {
    handlers.set('/api/search', (req, res) => json(res, 200, { url: req.url }));
    await expect(fast().get('search?old=1', { searchParams: { page: 1, q: undefined } })).resolves.toEqual({ url: '/api/search?page=1' });
    await expect(fast().get('search?kept=1', { searchParams: {} })).resolves.toEqual({ url: '/api/search?kept=1' });
  });

  it("uses 'HTTP error! status: {code}' when a failure has no message", async () => {
    handlers.set('/api/bare', (_req, res) => {
      res.writeHead(418, { 'content-type': 'text/html' });
      res.end('<h1>teapot</h1>');
    });
    await expect(fast().get('bare')).rejects.toMatchObject({ status: 418, message: 'HTTP error! status: 418' });
  });

  it("uses 'Server returned invalid response format' for a success that is not JSON", async () => {
    handlers.set('/api/html', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    });
    await expect(fast().get('html')).rejects.toMatchObject({ message: INVALID_RESPONSE_MESSAGE });
    expect(INVALID_RESPONSE_MESSAGE).toBe('Server returned invalid response format');
  });

  it('returns undefined for an empty success', async () => {
    handlers.set('/api/empty', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(fast().delete('empty')).resolves.toBeUndefined();
  });

  it('clears the session on a 401 only when the request carried a token', async () => {
    handlers.set('/api/me', (_req, res) => json(res, 401, { message: 'Token expired', code: 'unauthorized' }));
    const onUnauthorized = jest.fn();
    await expect(fast({ onUnauthorized }).get('me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(fast({ onUnauthorized, getToken: () => 'old' }).get('me')).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('token renewal', () => {
  const token = (iat: number, exp: number) => `h.${Buffer.from(JSON.stringify({ sub: 'u1', iat, exp })).toString('base64url')}.s`;
  const now = () => Math.floor(Date.now() / 1000);

  it('renews a token past half its life once, after a successful call, and hands over the new session', async () => {
    handlers.set('/api/thing', (_req, res) => json(res, 200, { ok: true }));
    handlers.set('/api/auth/refresh', (_req, res) => json(res, 200, { token: 'fresh', user: { id: 'u1' } }));
    const old = token(now() - 3000, now() + 600);
    const renewed: string[] = [];
    const api = fast({ getToken: () => old, onRenewed: (t) => renewed.push(t) });
    await Promise.all([api.get('thing'), api.get('thing'), api.get('thing')]);
    await new Promise((r) => setTimeout(r, 50));
    expect(renewed).toEqual(['fresh']);
    expect(count('auth/refresh')).toBe(1);
    expect(hits.get('/api/auth/refresh')![0]!.headers.authorization).toBe(`Bearer ${old}`);
  });

  it('leaves a young token, an expired one and a signed-out caller alone', async () => {
    handlers.set('/api/thing', (_req, res) => json(res, 200, { ok: true }));
    for (const t of [token(now() - 10, now() + 3600), token(now() - 7200, now() - 1), null]) {
      await fast({ getToken: () => t }).get('thing');
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(count('auth/refresh')).toBe(0);
  });
});
