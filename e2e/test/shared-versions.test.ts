/**
 * Issue 29 item 2 through the real gateway and Chromium: a remote deployed alone, built against another
 * public API of a shared workspace library than the shell's, is refused with the contained panel while
 * the layout and the other remotes keep working; deploying a fitting build and Retry bring it back.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { repoRoot, type Stack } from '@hvac/infra';
import { useJourney } from './support/journey';

const run = promisify(execFile);
type Manifest = { shared: { name: string; version: string; requiredVersion: string }[] };

let stack: Stack;
let page: Page;
let base: string;
let changedDist: string | undefined;

useJourney({ mode: 'test', apps: ['gateway'] }, {
  onStart: (s) => {
    stack = s;
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});
afterAll(() => changedDist && rmSync(changedDist, { recursive: true, force: true }));

async function deploy(name: string, distDir: string): Promise<void> {
  await run(process.execPath, [path.join(repoRoot(), 'libs/federation/dist/deploy-remote.js'), name, '--dist', distDir], {
    env: { ...process.env, REMOTES_DIR: stack.remotesDir, REMOTES_CONFIG: stack.remotesConfig },
  });
}

const webKitOf = (manifest: Manifest) => manifest.shared.find((shared) => shared.name === '@hvac/web-kit')!;

it('refuses mf-accounts built against another web-kit API with the panel; the home page works; a fitting deploy and Retry load it', async () => {
  const built = path.join(repoRoot(), 'mf-accounts', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(built, 'mf-manifest.json'), 'utf8')) as Manifest;
  const shellWebKit = webKitOf((await (await fetch(`${base}/mf-manifest.json`)).json()) as Manifest).version;
  // Built together, shell and remote name one web-kit surface, by its hash, and require exactly it.
  expect(webKitOf(manifest)).toMatchObject({ version: shellWebKit, requiredVersion: shellWebKit });
  expect(shellWebKit).toMatch(/-api-[0-9a-f]{12}$/);

  // The same build as if web-kit's exports had changed since the shell's: its manifest, all the page
  // reads before deciding, names the other surface.
  const otherSurface = `${shellWebKit.split('-')[0]}-api-${'f'.repeat(12)}`;
  changedDist = mkdtempSync(path.join(os.tmpdir(), 'mf-accounts-other-web-kit-'));
  cpSync(built, changedDist, { recursive: true });
  Object.assign(webKitOf(manifest), { version: otherSurface, requiredVersion: otherSurface });
  const manifestFile = path.join(changedDist, 'mf-manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // A real build writes matching precompressed twins, which the gateway serves first; so does this one.
  if (existsSync(`${manifestFile}.gz`)) writeFileSync(`${manifestFile}.gz`, gzipSync(readFileSync(manifestFile), { level: 9 }));
  if (existsSync(`${manifestFile}.br`)) writeFileSync(`${manifestFile}.br`, brotliCompressSync(readFileSync(manifestFile)));
  await deploy('mf-accounts', changedDist);

  const reported: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reported.push(message.text()));
  await page.goto(`${base}/login`);
  const panel = page.getByTestId('remote-error');
  await panel.waitFor({ timeout: 20_000 });
  await panel.getByText('This part of the site is being updated. Please reload the page in a few minutes.', { exact: true }).waitFor();
  await panel.getByText(`@hvac/web-kit ${otherSurface} ≠ ${shellWebKit}`, { exact: true }).waitFor();
  expect(reported.some((text) => text.startsWith('mf_accounts was built against other versions of shared packages'))).toBe(true);
  expect(await page.locator('#login-email').count()).toBe(0);
  // Nothing of the refused build ran: not even its remoteEntry.js was asked for.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/remotes/mf-accounts/') && e.name.endsWith('.js')))).toBe(false);

  // The layout and another remote keep working.
  await page.getByText('EMERGENCY SERVICE 24/7', { exact: true }).waitFor();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('link', { name: 'Read More Testimonials' }).waitFor({ timeout: 20_000 });
  await page.goBack();
  await panel.waitFor();

  // A build against the shell's web-kit, deployed alone, is what Retry then loads.
  await deploy('mf-accounts', built);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await page.locator('#login-email').waitFor({ timeout: 20_000 });
  expect(await panel.count()).toBe(0);
});

it('shares no @hvac/contracts entry in any build: each remote bundles the contract code it uses (issue 29 item 1)', () => {
  const apps = ['shell', 'mf-public', 'mf-accounts', 'mf-billing', 'mf-finance', 'mf-inventory'];
  const shared = apps.flatMap((app) => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot(), app, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
    expect(manifest.shared.length).toBeGreaterThan(0);
    return manifest.shared.map((entry) => `${app}: ${entry.name}`);
  });
  expect(shared.filter((entry) => entry.includes('@hvac/contracts'))).toEqual([]);
});
