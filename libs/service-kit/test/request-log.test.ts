import type { ServiceDefinition } from '../src';
import { startHarness, type Harness } from '../src/testing';

// No route takes a bearer token in its query, but a caller may send one anyway: the service's log, where
// every request leaves a line, must never hold it, however its key is spelt.
const logService: ServiceDefinition<Record<string, never>> = {
  name: 'svc-logtest',
  domain: 'logtest',
  migrations: [],
  routes: (app) => {
    app.get('/api/things/:id/view', async () => ({ ok: true }));
    app.get('/api/things/:id/broken', async () => {
      throw new Error('the handler broke');
    });
  },
};

const lines: string[] = [];
let h: Harness<unknown>;
beforeAll(async () => {
  h = (await startHarness(logService, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } })) as Harness<unknown>;
});
afterAll(() => h?.close());

it('logs every request with a query token replaced, whatever the answer', async () => {
  const secret = 'eyJhbGciOiJFUzI1NiJ9.c2VjcmV0LXRva2Vu.c2lnbmF0dXJl';
  const get = (url: string) => h.service.app.inject({ method: 'GET', url });
  expect((await get(`/api/things/1/view?lang=fa&token=${secret}`)).statusCode).toBe(200);
  expect((await get(`/api/things/1/broken?token=${secret}&lang=es`)).statusCode).toBe(500);
  expect((await get(`/api/unknown?token=${secret}`)).statusCode).toBe(404);
  expect((await get(`/api/things/1/view?%74oken=${secret}`)).statusCode).toBe(200);

  const requests = lines.map((line) => JSON.parse(line) as { msg: string; url?: string; status?: number }).filter((l) => l.msg === 'request');
  expect(requests.map((l) => [l.url, l.status])).toEqual([
    ['/api/things/1/view?lang=fa&token=[redacted]', 200],
    ['/api/things/1/broken?token=[redacted]&lang=es', 500],
    ['/api/unknown?token=[redacted]', 404],
    ['/api/things/1/view?%74oken=[redacted]', 200],
  ]);
  expect(lines.join('')).toContain('the handler broke');
  expect(lines.join('')).not.toContain(secret);
});
