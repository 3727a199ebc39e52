/**
 * The gateway in front of the real svc-identity (both as built processes, through infra's stack): what a
 * browser or `curl` meets on :8080.
 */
import { startStack, type Stack } from '@hvac/infra';

let stack: Stack;
const exited: string[] = [];
beforeAll(async () => {
  stack = await startStack({ mode: 'test', apps: ['svc-identity', 'gateway'], deployRemotes: false, onUnexpectedExit: (name) => exited.push(name) });
}, 120_000);
afterAll(() => stack?.stop(), 60_000);

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.gatewayUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });

it('registers, logs in and reads the profile through the gateway, with one request id end to end', async () => {
  const email = `gw-${Date.now()}@example.com`;
  const reg = await api('/api/auth/register', { method: 'POST', body: JSON.stringify({ username: 'Gate Way', email, password: 'Gate-way-2026!' }) });
  expect(reg.status).toBe(201);
  const login = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'Gate-way-2026!' }) });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = await api('/api/users/me', { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'trace-me-1' } });
  expect(me.status).toBe(200);
  expect(me.headers.get('x-request-id')).toBe('trace-me-1');
  expect(((await me.json()) as { email: string }).email).toBe(email);
  expect(me.headers.get('x-powered-by')).toBeNull();
  expect(me.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
});

it('passes the service’s own errors through unchanged', async () => {
  const res = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'x@y.zz' }) });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: 'Please enter both email and password.', code: 'loginBothRequired' });
});

it('is ready, and serves the service’s OpenAPI in /api/docs', async () => {
  expect((await fetch(`${stack.gatewayUrl}/ready`)).status).toBe(200);
  const docs = (await (await fetch(`${stack.gatewayUrl}/api/docs`)).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/me']));
});

it('answers a JSON 503 and is not ready once svc-identity is stopped', async () => {
  const identity = stack.apps.find((a) => a.name === 'svc-identity')!;
  process.kill(identity.pid, 'SIGTERM');
  for (let i = 0; i < 100 && !exited.includes('svc-identity'); i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(exited).toEqual(['svc-identity']);
  const res = await api('/api/users/me');
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message: 'The identity service is unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' });
  expect((await fetch(`${stack.gatewayUrl}/ready`)).status).toBe(503);
});
