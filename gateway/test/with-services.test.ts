/**
 * The gateway in front of the real svc-identity and svc-requests (built processes, through infra's stack):
 * what a browser, a search engine or `curl` meets on :8080.
 */
import { startStack, type Stack } from '@hvac/infra';

let stack: Stack;
const exited: string[] = [];
beforeAll(async () => {
  stack = await startStack({ mode: 'test', apps: ['svc-identity', 'svc-requests', 'gateway'], deployRemotes: false, onUnexpectedExit: (name) => exited.push(name) });
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

it('serves robots.txt and a sitemap.xml of the public routes and every blog post', async () => {
  const robots = await fetch(`${stack.gatewayUrl}/robots.txt`);
  expect(robots.status).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin/');
  expect(text).toContain(`Sitemap: ${stack.gatewayUrl}/sitemap.xml`);
  const sitemap = await fetch(`${stack.gatewayUrl}/sitemap.xml`);
  expect(sitemap.headers.get('content-type')).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of ['/', '/services/air-conditioning', '/about', '/blog', '/privacy-policy']) expect(xml).toContain(`<loc>${stack.gatewayUrl}${path}</loc>`);
  const blog = (await (await fetch(`${stack.gatewayUrl}/api/blog/public?lang=en&limit=50`)).json()) as { data: { blogs: { slug: string }[] } };
  expect(blog.data.blogs.length).toBeGreaterThanOrEqual(9);
  for (const { slug } of blog.data.blogs) expect(xml).toContain(`<loc>${stack.gatewayUrl}/blog/${slug}</loc>`);
  expect(xml).not.toContain('/admin');
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
