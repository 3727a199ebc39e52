/**
 * Public pages answered with their prerendered HTML in the current shell, the language redirects, and the
 * fallback to the shell alone (docs/domains/public-site.md#prerendered-pages), on small page files laid
 * out as the prerenderer stores them.
 */
import { mkdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { canaryCookie, type PrerenderedPage } from '@hvac/contracts';
import { buildGateway } from '../src/app';
import { type WebFixture, expectSecurityHeaders, testConfig, webFixture } from './helpers';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const NEVER = 'no-cache, no-store, must-revalidate';
const ROUTES = { '/': 'site', '/services/*': 'site', '/about/*': 'site', '/blog/*': 'site' };
const shell = (script: string) =>
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"/>' +
  '<meta name="description" content="Bayou City Comfort HVAC: the default."/><title>Bayou City Comfort HVAC</title>' +
  `<link href="/shell.0a1b2c3d.css" rel="stylesheet"></head><body><div id="root"></div><script defer="defer" src="/${script}"></script></body></html>`;

const page = (overrides: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
  path: '/fa/services/heating',
  lang: 'fa',
  dir: 'rtl',
  title: 'خدمات گرمایش | Bayou City Comfort HVAC',
  head: [
    '<meta name="description" content="تعمیر و نصب کوره در هیوستون" data-page-meta="">',
    '<link rel="canonical" href="https://www.example.com/fa/services/heating" data-page-meta="">',
    '<script type="application/ld+json" data-page-meta="">{"@context":"https://schema.org","@type":"Service"}</script>',
  ],
  stylesheets: ['/remotes/mf-public/aaa111aaa111/pages.5e6f7a8b.css', 'https://evil.example/x.css'],
  html: '<header>site</header><main id="main"><h1>خدمات گرمایش</h1><p>Costs $& more $1 when late</p></main>',
  renderedAt: '2026-11-27T12:00:00.000Z',
  ...overrides,
});

describe('prerendered public pages', () => {
  let web: WebFixture;
  let app: FastifyInstance;
  const versionDir = (version: string) => path.join(web.remotesDir, 'mf-public', version);
  const writePage = async (version: string, file: string, content: PrerenderedPage | string) => {
    const target = path.join(versionDir(version), 'pages', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, typeof content === 'string' ? content : JSON.stringify(content));
  };
  const build = (version: string) => ({ entry: `/remotes/mf-public/${version}/mf-manifest.json`, version, routes: ROUTES });
  const serve = (remotes: object) => writeFile(web.remotesConfig, JSON.stringify(remotes));
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { accept: HTML, ...headers } });

  beforeAll(async () => {
    web = await webFixture();
    await writeFile(path.join(web.shellDir, 'index.html'), shell('main.3f2a9c1b.js'));
    await serve({ mf_public: build('aaa111aaa111') });
    await writePage('aaa111aaa111', 'fa/services/heating.json', page());
    await writePage('aaa111aaa111', 'index.json', page({ path: '/', lang: 'en', dir: 'ltr', title: 'Home', head: [], stylesheets: [], html: '<h1>Home</h1>' }));
    await writePage('bbb222bbb222', 'fa/services/heating.json', page({ html: '<main id="main"><h1>Canary heating</h1></main>' }));
    app = await buildGateway(testConfig({ SHELL_DIR: web.shellDir, REMOTES_DIR: web.remotesDir, REMOTES_CONFIG: web.remotesConfig }));
  });
  afterAll(async () => {
    await app.close();
    await web.cleanup();
  });

  it('composes the page into the current shell: language, title, head elements, style sheets and #root', async () => {
    const res = await get('/fa/services/heating');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(NEVER);
    expect(res.headers.vary).toContain('Cookie');
    expectSecurityHeaders(res.headers);
    const html = res.body;
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('<title>خدمات گرمایش | Bayou City Comfort HVAC</title>');
    expect(html).not.toContain('the default.');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.example.com/fa/services/heating" data-page-meta="">' +
        '<script type="application/ld+json" data-page-meta="">{"@context":"https://schema.org","@type":"Service"}</script>' +
        '<link rel="stylesheet" href="/remotes/mf-public/aaa111aaa111/pages.5e6f7a8b.css"></head>',
    );
    expect(html).not.toContain('evil.example');
    // `$&` and `$1` in the captured text are text, not replacement patterns.
    expect(html).toContain('<div id="root" data-prerendered><header>site</header><main id="main"><h1>خدمات گرمایش</h1><p>Costs $& more $1 when late</p></main></div>');
    expect(html).toContain('<link href="/shell.0a1b2c3d.css" rel="stylesheet">');
    expect(html).toContain('<script defer="defer" src="/main.3f2a9c1b.js"></script>');
  });

  it('serves / from index.json, and a HEAD with headers only', async () => {
    const home = await get('/');
    expect(home.body).toContain('<div id="root" data-prerendered><h1>Home</h1></div>');
    expect(home.body).toContain('<title>Home</title>');
    // No description of its own: the shell's stays.
    expect(home.body).toContain('the default.');
    const head = await app.inject({ method: 'HEAD', url: '/fa/services/heating', headers: { accept: HTML } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('falls back to the shell alone without a page file, for pages of other remotes, and for the prerenderer itself', async () => {
    for (const url of ['/es/services/heating', '/about', '/blog/no-such-post']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Bayou City Comfort HVAC</title>');
      expect(res.headers['cache-control']).toBe(NEVER);
      expect(res.headers.vary).toContain('Cookie');
    }
    const login = await get('/login');
    expect(login.body).toContain('<div id="root"></div>');
    expect(login.headers.vary ?? '').not.toContain('Cookie');
    expect((await get('/fa/services/heating', { 'x-hvac-prerender': '1' })).body).toContain('<div id="root"></div>');
  });

  it('falls back to the shell when the page file is broken', async () => {
    await writePage('aaa111aaa111', 'es/about.json', '{"lang": 5');
    await serve({ mf_public: build('aaa111aaa111') });
    const res = await get('/es/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('uses the shell deployed now and the page rendered now, never a stale composition', async () => {
    await writeFile(path.join(web.shellDir, 'index.html'), shell('main.99887766.js'));
    // The same second as before on a coarse clock must not hide the change.
    await utimes(path.join(web.shellDir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const redeployed = await get('/fa/services/heating');
    expect(redeployed.body).toContain('src="/main.99887766.js"');
    expect(redeployed.body).not.toContain('main.3f2a9c1b.js');
    const file = path.join(versionDir('aaa111aaa111'), 'pages', 'fa/services/heating.json');
    await writeFile(file, JSON.stringify(page({ html: '<main id="main"><h1>Rendered again</h1></main>' })));
    await utimes(file, new Date(), new Date(Date.now() + 10_000));
    expect((await get('/fa/services/heating')).body).toContain('<h1>Rendered again</h1>');
  });

  it('serves a blog post rendered again at once, and the shell alone once its page is removed', async () => {
    const file = path.join(versionDir('aaa111aaa111'), 'pages', 'es/blog/attic-insulation.json');
    const post = (title: string) => page({ path: '/es/blog/attic-insulation', lang: 'es', dir: 'ltr', title, html: `<main id="main"><h1>${title}</h1></main>` });
    await writePage('aaa111aaa111', 'es/blog/attic-insulation.json', post('Aislamiento del ático'));
    expect((await get('/es/blog/attic-insulation')).body).toContain('<h1>Aislamiento del ático</h1>');
    // As the prerenderer stores it: a new file renamed over the old, here with the old file's very time.
    const { mtime } = await stat(file);
    await writeFile(`${file}.tmp`, JSON.stringify(post('Aislamiento del ático, revisado')));
    await utimes(`${file}.tmp`, mtime, mtime);
    await rename(`${file}.tmp`, file);
    expect((await get('/es/blog/attic-insulation')).body).toContain('<h1>Aislamiento del ático, revisado</h1>');
    await rm(file);
    const gone = await get('/es/blog/attic-insulation');
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('<div id="root"></div>');
    expect(gone.body).not.toContain('Aislamiento');
  });

  it('serves a canary’s browsers the canary’s pages, with their bucket cookie and a private answer', async () => {
    await serve({ mf_public: { ...build('aaa111aaa111'), canary: { ...build('bbb222bbb222'), percent: 50 } } });
    const COOKIE = canaryCookie('mf_public');
    const onCanary = await get('/fa/services/heating', { cookie: `${COOKIE}=10` });
    expect(onCanary.body).toContain('<h1>Canary heating</h1>');
    expect(onCanary.headers['cache-control']).toBe(`private, ${NEVER}`);
    expect(onCanary.headers.vary).toContain('Cookie');
    expect(onCanary.headers['set-cookie']).toBeUndefined();
    expect((await get('/fa/services/heating', { cookie: `${COOKIE}=90` })).body).toContain('<h1>Rendered again</h1>');
    const newcomer = await get('/fa/services/heating');
    expect(String(newcomer.headers['set-cookie'])).toMatch(new RegExp(`^${COOKIE}=\\d{1,2}; Path=/`));
    await serve({ mf_public: build('aaa111aaa111') });
  });
});

describe('language redirects of public pages', () => {
  let web: WebFixture;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { accept: HTML, ...headers } });

  beforeAll(async () => {
    web = await webFixture();
    app = await buildGateway(testConfig({ SHELL_DIR: web.shellDir, REMOTES_DIR: web.remotesDir, REMOTES_CONFIG: web.remotesConfig }));
  });
  afterAll(async () => {
    await app.close();
    await web.cleanup();
  });

  it.each([
    ['/services?lng=es&tab=2', '/es/services?tab=2', 'es'],
    ['/?lng=fa', '/fa/', 'fa'],
    ['/es/about?lng=en', '/about', 'en'],
    ['/fa/blog/heat-pumps?lng=es', '/es/blog/heat-pumps', 'es'],
  ])('%s → 302 %s, the choice stored', async (url, location, lng) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers['set-cookie']).toMatch(new RegExp(`^i18next=${lng}; Path=/; Max-Age=31536000; SameSite=Lax$`));
    expect(res.headers['cache-control']).toBe(NEVER);
    expect(res.headers.vary).toContain('Cookie');
  });

  it('sends a bare URL to the language the reader chose before; a prefixed URL stays what it says', async () => {
    const moved = await get('/services/heating?x=1', { cookie: 'a=b; i18next=fa' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/fa/services/heating?x=1');
    expect(moved.headers['set-cookie']).toBeUndefined();
    expect((await get('/', { cookie: 'i18next=es' })).headers.location).toBe('/es/');
    for (const [url, cookie] of [
      ['/es/about', 'i18next=fa'],
      ['/about', 'i18next=en'],
      ['/about', 'i18next=de'],
    ] as const) {
      const res = await get(url, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('Cookie');
    }
  });

  it('never moves API calls, files, back-office or account pages, or a caller that does not want HTML', async () => {
    for (const url of ['/login?lng=es', '/admin/quotes?lng=fa', '/my-account?lng=es', '/remotes/mf-public/x/remote.json?lng=es']) {
      expect((await get(url, { cookie: 'i18next=fa' })).statusCode).not.toBe(302);
    }
    expect((await app.inject({ url: '/services?lng=es', headers: { accept: 'application/json' } })).statusCode).not.toBe(302);
    expect((await app.inject({ method: 'POST', url: '/services?lng=es', headers: { accept: HTML } })).statusCode).not.toBe(302);
    expect((await get('/services?lng=de')).statusCode).toBe(200);
  });
});
