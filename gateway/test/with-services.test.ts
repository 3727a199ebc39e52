/**
 * The gateway in front of the real services (built processes, through infra's stack): what a browser, a
 * search engine or `curl` meets on :8080.
 */
import { SITEMAP_COMPLETE_HEADER, withLanguage } from '@hvac/contracts';
import { startStack, type Stack } from '@hvac/infra';
import { SERVICES } from '../src/config/upstreams';
import { SECURITY_HEADERS } from './helpers';

/** Paths each built domain's OpenAPI document must show, through the gateway's /api/docs/{name}. */
const BUILT_PATHS: Record<'billing' | 'finance' | 'inventory', string[]> = {
  billing: ['/api/quotes', '/api/invoices/{id}/payments'],
  finance: ['/api/expenses', '/api/expenses/{id}'],
  inventory: ['/api/inventory', '/api/inventory/{id}/quantity', '/api/inventory/barcode/{barcode}'],
};

/** The first admin svc-identity creates outside demo mode: someone who may file expenses and their receipts. */
const ADMIN = { email: 'gateway-admin@test.example', password: 'Gate-way-admin-2026!' };

let stack: Stack;
const exited: string[] = [];
beforeAll(async () => {
  stack = await startStack({
    mode: 'test',
    apps: ['svc-identity', 'svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory', 'gateway'],
    deployRemotes: false,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    onUnexpectedExit: (name) => exited.push(name),
  });
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
  expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(email);
  expect(me.headers.get('x-powered-by')).toBeNull();
  expect(me.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
});

// A 1×1 PNG, the smallest receipt svc-finance accepts by its content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

it('hands a receipt to the browser under svc-finance’s own sandboxing CSP, with the site’s other security headers (docs/domains/finance.md#receipts)', async () => {
  const login = await api('/api/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await api('/api/expenses', { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Filters for the Katy job', amount: '42.10', category: 'tools_supplies', expenseDate: '2026-11-02' }) });
  expect(created.status).toBe(201);
  const { id } = ((await created.json()) as { data: { expense: { id: string } } }).data.expense;
  const form = new FormData();
  form.append('receipt', new Blob([PNG], { type: 'image/png' }), 'filters.png');
  const uploaded = await fetch(`${stack.gatewayUrl}/api/expenses/${id}/receipt`, { method: 'POST', headers: auth, body: form });
  expect(uploaded.status).toBe(201);
  const { url } = ((await uploaded.json()) as { data: { receipt: { url: string } } }).data.receipt;

  const file = await fetch(`${stack.gatewayUrl}${url}`, { headers: auth });
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  expect(file.headers.get('x-frame-options')).toBe(SECURITY_HEADERS['x-frame-options']);
  expect(file.headers.get('referrer-policy')).toBe(SECURITY_HEADERS['referrer-policy']);
});

it('passes the service’s own errors through unchanged', async () => {
  const res = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'x@y.zz' }) });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    message: 'Please enter both email and password.',
    code: 'loginBothRequired',
    details: { errors: [{ field: 'password', code: 'loginBothRequired', message: 'Please enter both email and password.' }] },
  });
});

it('is ready once every service is, and serves their OpenAPI merged at /api/docs/openapi.json', async () => {
  const ready = await fetch(`${stack.gatewayUrl}/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({
    status: 'ready',
    services: { identity: 'ready', requests: 'ready', billing: 'ready', finance: 'ready', inventory: 'ready' },
  });
  const docs = (await (await fetch(`${stack.gatewayUrl}/api/docs/openapi.json`)).json()) as { paths: Record<string, unknown>; info: { description: string } };
  expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/me']));
  expect(docs.info.description).not.toContain('Not available');
  for (const name of ['billing', 'finance', 'inventory'] as const) {
    const doc = (await (await fetch(`${stack.gatewayUrl}/api/docs/${name}`)).json()) as { info: { title: string }; paths: Record<string, unknown> };
    expect(doc.info.title).toBe(`svc-${name}`);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(BUILT_PATHS[name]));
  }
});

// Billing's quotes, estimates and invoices, finance's expenses and inventory are built: a call without a
// token reaches the service that owns it and gets its JSON 401, never a 502 or 503.
const BUILT = ['/api/quotes', '/api/estimates', '/api/invoices', '/api/expenses', '/api/inventory'];
it.each(BUILT.flatMap((prefix) => [prefix, `${prefix}/42?page=2`]))('sends %s to its service, which asks for a token', async (url) => {
  const res = await api(url);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: 'Authentication required. Please log in.', code: 'unauthorized' });
});

// The domains' other prefixes run before their routes exist: a call reaches the service that owns its
// prefix and gets that service's own JSON 404 (the gateway's would read 'Not found'), never a 502 or 503.
it.each(
  (['billing', 'finance', 'inventory'] as const).flatMap((name) =>
    SERVICES[name].prefixes.filter((prefix) => !BUILT.includes(prefix)).flatMap((prefix) => [[name, prefix], [name, `${prefix}/42?page=2`]]),
  ),
)(
  'sends %s’s %s to it, which answers a JSON 404 until its routes are built',
  async (_name, url) => {
    const res = await api(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: `Route GET ${url.split('?')[0]} not found`, code: 'notFound' });
  },
);

it('serves robots.txt and a sitemap.xml of the public routes and every blog post, each in the three languages', async () => {
  const robots = await fetch(`${stack.gatewayUrl}/robots.txt`);
  expect(robots.status).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin/');
  expect(text).toContain(`Sitemap: ${stack.publicUrl}/sitemap.xml`);
  const sitemap = await fetch(`${stack.gatewayUrl}/sitemap.xml`);
  expect(sitemap.headers.get('content-type')).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of ['/', '/services/air-conditioning', '/about', '/blog', '/privacy-policy', '/request-quote']) {
    for (const lng of ['en', 'es', 'fa']) expect(xml).toContain(`<loc>${stack.publicUrl}${withLanguage(path, lng)}</loc>`);
  }
  const blog = (await (await fetch(`${stack.gatewayUrl}/api/blog/public?lang=en&limit=50`)).json()) as { data: { blogs: { slug: string; updatedAt: string }[] } };
  expect(blog.data.blogs.length).toBeGreaterThanOrEqual(9);
  for (const { slug } of blog.data.blogs) {
    for (const lng of ['en', 'es', 'fa']) expect(xml).toContain(`<loc>${stack.publicUrl}${withLanguage(`/blog/${slug}`, lng)}</loc>`);
  }
  const post = `/blog/${blog.data.blogs[0]!.slug}`;
  // svc-requests' last change of the post is the lastmod the prerenderer compares its capture with.
  expect(xml).toContain(`<url><loc>${stack.publicUrl}${post}</loc><lastmod>${blog.data.blogs[0]!.updatedAt}</lastmod>`);
  expect(sitemap.headers.get(SITEMAP_COMPLETE_HEADER)).toBe('1');
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${stack.publicUrl}${post}"/><xhtml:link rel="alternate" hreflang="es" href="${stack.publicUrl}/es${post}"/>` +
      `<xhtml:link rel="alternate" hreflang="fa" href="${stack.publicUrl}/fa${post}"/><xhtml:link rel="alternate" hreflang="x-default" href="${stack.publicUrl}${post}"/>`,
  );
  expect(xml).not.toContain('/admin');
});

it('answers a JSON 503 and is not ready once svc-identity is stopped', async () => {
  const identity = stack.apps.find((a) => a.name === 'svc-identity')!;
  process.kill(identity.pid, 'SIGTERM');
  for (let i = 0; i < 100 && !exited.includes('svc-identity'); i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(exited).toEqual(['svc-identity']);
  const res = await api('/api/users/me');
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message: 'The identity service is unavailable. Please try again shortly.', code: 'serviceUnavailable' });
  expect((await fetch(`${stack.gatewayUrl}/ready`)).status).toBe(503);
});
