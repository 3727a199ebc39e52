import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app';
import { BIG_SCRIPT, type WebFixture, expectSecurityHeaders, testConfig, webFixture } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER = 'no-cache, no-store, must-revalidate';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('static hosting: shell, remotes, remotes.json', () => {
  let web: WebFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    web = await webFixture();
    app = await buildGateway(
      testConfig({ SHELL_DIR: web.shellDir, REMOTES_DIR: web.remotesDir, REMOTES_CONFIG: web.remotesConfig }),
    );
  });

  afterAll(async () => {
    await app.close();
    await web.cleanup();
  });

  it('serves the shell’s index.html at / and never lets it be cached', async () => {
    const res = await app.inject({ url: '/', headers: { accept: HTML } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe(NEVER);
    expectSecurityHeaders(res.headers);
  });

  it('falls back to index.html for any page path a browser navigates to (history routing)', async () => {
    for (const url of ['/admin/quotes', '/admin/quotes/123/edit', '/services?tab=2', '/login/']) {
      const res = await app.inject({ url, headers: { accept: HTML } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe(NEVER);
    }
  });

  it('does not answer index.html to a caller that does not want HTML, or to a non-GET', async () => {
    const script = await app.inject({ url: '/missing.0123abcd.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toEqual({ message: 'Not found', code: 'notFound' });
    const post = await app.inject({ method: 'POST', url: '/admin/quotes', headers: { accept: HTML } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found', code: 'notFound' });
  });

  it('never answers index.html under /api or /remotes, even to a browser', async () => {
    for (const url of ['/api/unknown', '/remotes/mf-accounts/9.9.9/remoteEntry.js', '/remotes']) {
      const res = await app.inject({ url, headers: { accept: HTML } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'notFound' });
    }
    const folder = await app.inject({ url: '/remotes/mf-accounts/', headers: { accept: HTML } });
    expect(folder.statusCode).toBe(403);
    expect(folder.json()).toEqual({ message: 'Forbidden', code: 'forbidden' });
  });

  it('marks files with a content hash immutable for a year and the rest for revalidation', async () => {
    const hashed = await app.inject({ url: '/main.3f2a9c1b.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await app.inject({ url: '/logo.png' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toBeDefined();
  });

  it('lets browsers keep the icons and the web manifest, which have fixed names, for a day', async () => {
    for (const [url, type] of [
      ['/favicon.ico', 'image/vnd.microsoft.icon'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/site.webmanifest', 'application/manifest+json'],
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('serves each remote’s versions under /remotes/<name>/<version>/ with the entry files never cached', async () => {
    const entry = await app.inject({ url: '/remotes/mf-accounts/1.1.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* mf_accounts 1.1.0 */');
    expect(entry.headers['cache-control']).toBe(NEVER);

    const manifest = await app.inject({ url: '/remotes/mf-accounts/1.0.0/mf-manifest.json' });
    expect(manifest.json()).toEqual({ id: 'mf_accounts', version: '1.0.0' });
    expect(manifest.headers['cache-control']).toBe(NEVER);

    const chunk = await app.inject({ url: '/remotes/mf-accounts/1.0.0/__federation_expose_routes.8f7a6b5c4d3e2f1a.js' });
    expect(chunk.body).toBe('/* routes 1.0.0 */');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(chunk.headers);
  });

  it('refuses to walk out of the served folders', async () => {
    await writeFile(path.join(web.dir, 'secret.txt'), 'SECRET');
    for (const url of ['/remotes/..%2fsecret.txt', '/remotes/mf-accounts/%2e%2e/%2e%2e/secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SECRET');
    }
  });

  it('compresses static assets for clients that accept br or gzip', async () => {
    const br = await app.inject({ url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);

    const gzip = await app.inject({ url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends a build’s precompressed twin as it is, with the original’s type and cache policy', async () => {
    const file = path.join(web.remotesDir, 'mf-accounts', '1.1.0', 'remoteEntry.js');
    const twin = gzipSync(Buffer.from('/* precompressed at build time */'), { level: 9 });
    await writeFile(`${file}.gz`, twin);
    try {
      const res = await app.inject({ url: '/remotes/mf-accounts/1.1.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.equals(twin)).toBe(true);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe(NEVER);
      const plain = await app.inject({ url: '/remotes/mf-accounts/1.1.0/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.body).toBe('/* mf_accounts 1.1.0 */');
    } finally {
      await rm(`${file}.gz`);
    }
  });

  it('serves /remotes.json from the config file, never cached', async () => {
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NEVER);
    expect(res.json()).toEqual({ mf_accounts: { entry: '/remotes/mf-accounts/1.0.0/mf-manifest.json', version: '1.0.0' } });
  });

  it('re-reads remotes.json after ops switch a version (write + rename), with no restart', async () => {
    const next = { mf_accounts: { entry: '/remotes/mf-accounts/1.1.0/mf-manifest.json', version: '1.1.0' } };
    const temp = path.join(web.dir, 'remotes.json.tmp');
    await writeFile(temp, JSON.stringify(next));
    await rename(temp, web.remotesConfig);
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual(next);

    // Edited in place as well (same inode, new size and mtime).
    const third = { ...next, mf_billing: { entry: '/remotes/mf-billing/2.0.0/mf-manifest.json', version: '2.0.0' } };
    await writeFile(web.remotesConfig, JSON.stringify(third));
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual(third);
  });

  it('keeps serving the last good remotes.json while the file is broken', async () => {
    const good = (await app.inject({ url: '/remotes.json' })).json();
    await writeFile(web.remotesConfig, '{ "mf_accounts": { "entry": ');
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(good);
  });
});

describe('before the frontend is built', () => {
  it('answers / with a small page saying so (in en, fa, es) instead of crashing', async () => {
    const web = await webFixture({ withShell: false });
    const app = await buildGateway(
      testConfig({ SHELL_DIR: web.shellDir, REMOTES_DIR: web.remotesDir, REMOTES_CONFIG: path.join(web.dir, 'none.json') }),
    );
    try {
      for (const url of ['/', '/admin/quotes']) {
        const res = await app.inject({ url, headers: { accept: HTML } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('The frontend is not built yet.');
        expect(res.body).toContain('dir="rtl"');
        expect(res.body).toContain('La interfaz todavía no está compilada.');
        expectSecurityHeaders(res.headers);
      }
      const remotes = await app.inject({ url: '/remotes.json' });
      expect(remotes.statusCode).toBe(503);
      expect(remotes.json()).toEqual({
        message: 'The frontend configuration is unavailable. Please try again shortly.',
        code: 'remotesConfigUnavailable',
      });
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await web.cleanup();
    }
  });

  it('starts serving the shell as soon as it is built, with no restart', async () => {
    const web = await webFixture({ withShell: false });
    const app = await buildGateway(testConfig({ SHELL_DIR: web.shellDir, REMOTES_DIR: web.remotesDir }));
    try {
      expect((await app.inject({ url: '/', headers: { accept: HTML } })).statusCode).toBe(503);
      const built = await webFixture();
      await rename(built.shellDir, web.shellDir);
      await built.cleanup();
      const res = await app.inject({ url: '/', headers: { accept: HTML } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
      await rm(web.dir, { recursive: true, force: true });
    }
  });
});
