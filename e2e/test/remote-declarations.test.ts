/**
 * Remotes declare their own paths and navigation entries (issue 29 item 3, docs/architecture.md#microfrontends),
 * proved against a running stack: a remote redeployed with one more entry shows it, and a remote the shell
 * has never heard of, built and deployed alone with a path of its own, is reachable through the navigation —
 * neither with a rebuild of the shell or a restart of the gateway.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@hvac/contracts';
import { repoRoot, type Stack } from '@hvac/infra';
import { waitForSettledPage } from './support/browser';
import { useJourney } from './support/journey';

const run = promisify(execFile);
const root = repoRoot();
const FIXTURE = path.join(root, 'e2e/fixtures/mf-news');

let stack: Stack;
let context: BrowserContext;
let page: Page;
let base: string;
const scratch: string[] = [];

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-inventory', 'gateway'] }, {
  onStart: (s) => {
    stack = s;
    base = s.gatewayUrl;
  },
  onPage: (c, p) => {
    context = c;
    page = p;
  },
});
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const file = path.join(rel, name);
      if (statSync(path.join(dir, file)).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(path.join(dir, file)));
    }
  };
  walk('');
  return hash.digest('hex');
}

async function signIn(role: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('#login-email').fill(`${role}@example.com`);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await page.locator('nav#bo-nav').waitFor();
}

const entries = (p: Page) => p.locator('nav#bo-nav a').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent]));

/** Deploys a build into the stack with the deploy script, as `npm run deploy:remote -- <name> --dist <dir>` does. */
async function deploy(name: string, distDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(root, 'libs/federation/dist/deploy-remote.js'), name, '--dist', distDir], {
    env: { ...process.env, REMOTES_DIR: stack.remotesDir, REMOTES_CONFIG: stack.remotesConfig },
  });
  return stdout;
}

describe('routes and navigation declared by the remotes', () => {
  let shellBefore: string;
  beforeAll(() => {
    shellBefore = hashTree(path.join(root, 'shell', 'dist'));
  });
  afterAll(() => expect(hashTree(path.join(root, 'shell', 'dist'))).toBe(shellBefore));

  it('a remote redeployed with one more navigation entry shows it on the next page load', async () => {
    await signIn('manager');
    expect((await entries(page)).map(([href]) => href)).not.toContain('/admin/inventory/new');

    // mf-inventory's own build, its declaration given an entry for a screen it already has.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'mf-inventory-v2-'));
    scratch.push(dist);
    cpSync(path.join(root, 'mf-inventory', 'dist'), dist, { recursive: true });
    const declaration = JSON.parse(readFileSync(path.join(dist, 'remote.json'), 'utf8')) as {
      navigation: object[];
      labels: Record<string, Record<string, string>>;
    };
    declaration.navigation.push({ path: '/admin/inventory/new', label: 'addItem', group: 'stock', roles: ['admin', 'manager'] });
    Object.assign(declaration.labels.en!, { addItem: 'Add Item' });
    Object.assign(declaration.labels.fa!, { addItem: 'افزودن کالا' });
    Object.assign(declaration.labels.es!, { addItem: 'Agregar artículo' });
    writeFileSync(path.join(dist, 'remote.json'), JSON.stringify(declaration));
    for (const twin of ['remote.json.gz', 'remote.json.br']) if (existsSync(path.join(dist, twin))) rmSync(path.join(dist, twin));
    await deploy('mf-inventory', dist);

    const fresh = await context.newPage();
    await fresh.goto(`${base}/admin/dashboard`);
    await fresh.locator('nav#bo-nav a[href="/admin/inventory/new"]').waitFor();
    expect((await entries(fresh)).slice(-2)).toEqual([
      ['/admin/inventory', 'Inventory'],
      ['/admin/inventory/new', 'Add Item'],
    ]);
    await fresh.locator('nav#bo-nav a[href="/admin/inventory/new"]').click();
    await fresh.waitForURL(`${base}/admin/inventory/new`);
    await waitForSettledPage(fresh);
    expect(await fresh.locator('nav#bo-nav a[aria-current="page"]').textContent()).toBe('Add Item');
  });

  it('a remote the shell has never heard of, built and deployed alone, brings its path and entry', async () => {
    // webpack's own CLI from the workspace: the fixture is no workspace member, so `npx webpack` would look for a download.
    await run(process.execPath, [require.resolve('webpack-cli/bin/cli.js', { paths: [root] }), '--mode', 'production'], { cwd: FIXTURE, maxBuffer: 16 * 1024 * 1024 });
    const dist = path.join(FIXTURE, 'dist');
    scratch.push(dist);
    await signIn('staff');
    const before = (await entries(page)).map(([href]) => href);
    expect(before).not.toContain('/admin/news');
    await page.goto(`${base}/admin/news`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();

    expect(await deploy('mf-news', dist)).toMatch(/^mf_news [0-9a-f]{12} → \/remotes\/mf-news\//);
    const remotes = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, { routes?: object }>;
    expect(remotes.mf_news?.routes).toEqual({ '/admin/news/*': 'back-office' });

    await page.reload();
    await page.getByRole('heading', { name: 'Company news', level: 1 }).waitFor();
    const after = await entries(page);
    // Under Work, after the staff's own service requests.
    const mine = before.indexOf('/my-service-requests') + 1;
    expect(after.map(([href]) => href)).toEqual([...before.slice(0, mine), '/admin/news', ...before.slice(mine)]);
    expect(await page.locator('nav#bo-nav a[aria-current="page"]').textContent()).toBe('Company News');
    await page.locator('nav#bo-nav a[href="/admin/inventory"]').click();
    await waitForSettledPage(page);
    await page.locator('nav#bo-nav a[href="/admin/news"]').click();
    await page.getByRole('heading', { name: 'Company news', level: 1 }).waitFor();
  }, 240_000);
});
