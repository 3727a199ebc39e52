/**
 * Runtime federation through the real gateway and Chromium (issue 3): the layout survives a remote
 * that cannot load and recovers on Retry; a new build of one remote reaches the next page load
 * without touching the shell.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot, type Stack } from '@hvac/infra';
import { documentLanguage } from './support/browser';
import { useJourney } from './support/journey';
/** Home page text owned by mf-public (docs/domains/public-site.md#home); its presence means the remote rendered. */
const HOME_MARKER = 'Read More Testimonials';
const BOOKING_UNAVAILABLE = /Online booking is not available right now/;

let stack: Stack;
let context: BrowserContext;
let page: Page;
let base: string;

useJourney({ mode: 'test', apps: ['gateway'] }, {
  onStart: (s) => {
    stack = s;
    base = s.gatewayUrl;
  },
  onPage: (c, p) => {
    context = c;
    page = p;
  },
});

async function expectLayout(): Promise<void> {
  await page.getByText('EMERGENCY SERVICE 24/7', { exact: true }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'Services', 'About', 'Testimonials', 'Blog', 'Contact']) {
    expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(1);
  }
  expect(await page.locator('.emergency-banner a[href^="tel:"]').count()).toBe(1);
  await page.getByRole('heading', { name: 'Quick Links' }).waitFor();
}

describe('layout and remotes', () => {
  it('shows the layout around the home page from mf-public, fetching react-dom once', async () => {
    const scripts: string[] = [];
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(new URL(response.url()).pathname);
      bodies.push(response.text().catch(() => ''));
    });
    await page.goto(`${base}/`);
    await expectLayout();
    await page.getByRole('link', { name: HOME_MARKER }).waitFor();
    await page.waitForLoadState('networkidle');
    const remoteScripts = scripts.filter((p) => p.startsWith('/remotes/'));
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.every((p) => p.startsWith('/remotes/mf-public/'))).toBe(true);
    expect(new Set(scripts).size).toBe(scripts.length);
    // react-dom's client (the only file with this marker) arrives once, whichever app provided it.
    const withReactDom = (await Promise.all(bodies)).filter((body) => body.includes('__reactContainer'));
    expect(withReactDom).toHaveLength(1);
    // The back-office query library stays off /: neither the shell nor mf-public shares (so loads) it.
    const remotes = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, { entry: string }>;
    for (const manifest of [`${base}/mf-manifest.json`, new URL(remotes.mf_public!.entry, base).href]) {
      const { shared } = (await (await fetch(manifest)).json()) as { shared: { name: string }[] };
      expect(shared.map((s) => s.name).filter((name) => /tanstack|back-office/.test(name))).toEqual([]);
    }
  });

  it('switches to Persian (rtl) and Spanish, and keeps the choice after a reload', async () => {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: 'فارسی' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'fa');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'fa');
    await page.getByRole('navigation', { name: 'ناوبری اصلی' }).waitFor();
    await page.getByRole('button', { name: /زبان/ }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr' && document.documentElement.lang === 'es');
    await page.reload();
    await page.getByText('SERVICIO DE EMERGENCIA 24/7', { exact: true }).waitFor();
    expect(await documentLanguage(page)).toEqual(['es', 'ltr']);
  });

  it('answers an unknown path with the translated 404 page inside the layout', async () => {
    await page.goto(`${base}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectLayout();
  });

  it('opens the booking dialog from the mobile menu without breaking the page', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: HOME_MARKER }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('button', { name: 'Schedule Service' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByText(BOOKING_UNAVAILABLE).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: HOME_MARKER }).waitFor();
  });

  it('shows a small notice with the phone number when the booking dialog cannot be loaded', async () => {
    await page.route('**/remotes/mf-public/**/__federation_expose_BookingDialog*', (route) => route.abort());
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: HOME_MARKER }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Schedule Service' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Service' });
    await dialog.getByText(BOOKING_UNAVAILABLE).waitFor({ timeout: 20_000 });
    expect(await dialog.locator('a[href^="tel:"]').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: HOME_MARKER }).waitFor();
  });
});

describe('failure isolation', () => {
  it('keeps the layout and shows the error panel while mf-public is unreachable; Retry loads it', async () => {
    const blocked = '**/remotes/mf-public/**';
    await page.route(blocked, (route) => route.abort());
    await page.goto(`${base}/`);
    const panel = page.getByTestId('remote-error');
    await panel.waitFor({ timeout: 20_000 });
    expect(await panel.getByRole('heading').textContent()).toBe('This part of the site could not be loaded.');
    await expectLayout();
    expect(await page.getByRole('link', { name: HOME_MARKER }).count()).toBe(0);

    // Another remote keeps working while this one is down.
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${base}/login`);
    await page.locator('#login-email').waitFor();
    await page.goBack();
    await panel.waitFor();

    await page.unroute(blocked);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: HOME_MARKER }).waitFor({ timeout: 20_000 });
    expect(await panel.count()).toBe(0);
  });

  it('refuses a remote built against another major version of React, says so, and Retry loads a fitting build', async () => {
    const manifest = '**/remotes/mf-public/**/mf-manifest.json';
    await page.route(manifest, async (route) => {
      const built = (await (await route.fetch()).json()) as { shared: { name: string; version: string; requiredVersion: string }[] };
      for (const shared of built.shared) if (shared.name === 'react') Object.assign(shared, { version: '20.0.0', requiredVersion: '^20.0.0' });
      await route.fulfill({ json: built });
    });
    const reported: string[] = [];
    page.on('console', (message) => message.type() === 'error' && reported.push(message.text()));
    await page.goto(`${base}/`);
    const panel = page.getByTestId('remote-error');
    await panel.waitFor({ timeout: 20_000 });
    await panel.getByText('This part of the site is being updated. Please reload the page in a few minutes.', { exact: true }).waitFor();
    expect(await panel.locator('bdi', { hasText: '≠' }).textContent()).toMatch(/^react 20\.0\.0 ≠ 19\.\d+\.\d+$/);
    expect(reported.some((text) => text.startsWith('mf_public was built against other versions of shared packages'))).toBe(true);
    await expectLayout();
    // Nothing of the refused build ran: not even its remoteEntry.js was asked for.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/remotes/mf-public/') && e.name.endsWith('.js')))).toBe(false);

    await page.unroute(manifest);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: HOME_MARKER }).waitFor({ timeout: 20_000 });
  });

  it("reports a script chunk that fails to load as 'Loading chunk {id} failed', and Retry recovers", async () => {
    const blocked = '**/remotes/mf-public/**/__federation_expose_*.js';
    await page.route(blocked, (route) => route.abort());
    await page.goto(`${base}/`);
    const panel = page.getByTestId('remote-error');
    await panel.waitFor({ timeout: 20_000 });
    expect(await panel.textContent()).toMatch(/Loading chunk \S+ failed/);
    await expectLayout();
    await page.unroute(blocked);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: HOME_MARKER }).waitFor({ timeout: 20_000 });
  });
});

const run = promisify(execFile);

function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const file = path.join(rel, name);
      if (statSync(path.join(dir, file)).isDirectory()) walk(file);
      else out[file] = createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex');
    }
  };
  walk('');
  return out;
}

describe('independent deployment', () => {
  let changedDist: string;
  afterAll(() => changedDist && rmSync(changedDist, { recursive: true, force: true }));

  it('a changed mf-public deployed with the script reaches a fresh page load; the shell is untouched', async () => {
    const root = repoRoot();
    const shellDir = path.join(root, 'shell', 'dist');
    const shellBefore = hashTree(shellDir);
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: HOME_MARKER }).waitFor();
    const indexBefore = await (await fetch(`${base}/`)).text();

    // A "new build": the same dist with one visible text changed.
    changedDist = mkdtempSync(path.join(os.tmpdir(), 'mf-public-v2-'));
    cpSync(path.join(root, 'mf-public', 'dist'), changedDist, { recursive: true });
    const files = readdirSync(changedDist).filter((f) => f.endsWith('.js') && readFileSync(path.join(changedDist, f), 'utf8').includes(HOME_MARKER));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const full = path.join(changedDist, file);
      writeFileSync(full, readFileSync(full, 'utf8').split(HOME_MARKER).join(`${HOME_MARKER} v2`));
      // A real build writes matching precompressed twins; so does this one.
      const changed = readFileSync(full);
      if (existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(changed, { level: 9 }));
      if (existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotliCompressSync(changed));
    }

    const { stdout } = await run(process.execPath, [path.join(root, 'libs/federation/dist/deploy-remote.js'), 'mf-public', '--dist', changedDist], {
      env: { ...process.env, REMOTES_DIR: stack.remotesDir, REMOTES_CONFIG: stack.remotesConfig },
    });
    expect(stdout).toMatch(/^mf_public [0-9a-f]{12} → \/remotes\/mf-public\/[0-9a-f]{12}\/mf-manifest\.json/);

    const fresh = await context.newPage();
    await fresh.goto(`${base}/`);
    await fresh.getByRole('link', { name: `${HOME_MARKER} v2` }).waitFor();
    expect(hashTree(shellDir)).toEqual(shellBefore);
    expect(await (await fetch(`${base}/`)).text()).toBe(indexBefore);
  });
});
