/**
 * Issue 29 item 4 through the real gateway, the deploy script and Chromium: a changed build of mf-public
 * (one more route in its declaration, so a new version) goes out as a canary, reaches the browsers its
 * percent says and stays with them, is promoted, rolled back and chosen again by name. mf-public draws
 * the home page, so a visitor sees which build loads without signing in (the stack runs the gateway alone).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { repoRoot, type Stack } from '@hvac/infra';
import { CONTEXT_OPTIONS } from './support/browser';
import { useJourney } from './support/journey';

const run = promisify(execFile);
const CANARY_ROUTE = '/canary-preview/*';
const COOKIE = 'hvac-canary-mf_public';

let stack: Stack;
let browser: Browser;
let changedDist: string | undefined;

useJourney({ mode: 'test', apps: ['gateway'] }, {
  onStart: (s, b) => {
    stack = s;
    browser = b;
  },
  onPage: () => undefined,
});
afterAll(() => changedDist && rmSync(changedDist, { recursive: true, force: true }));

/** `npm run deploy:remote -- mf-public …` against this stack: its output, or its exit code and message. */
async function deployRemote(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(repoRoot(), 'libs/federation/dist/deploy-remote.js'), 'mf-public', ...args], {
      env: { ...process.env, REMOTES_DIR: stack.remotesDir, REMOTES_CONFIG: stack.remotesConfig },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

/** --list as lines: version, ISO date, marks. */
async function list(): Promise<{ version: string; date: string; marks: string }[]> {
  const { code, out } = await deployRemote('--list');
  expect(code).toBe(0);
  return out
    .trim()
    .split('\n')
    .map((line) => {
      const [, version = '', date = '', marks = ''] = /^([0-9a-f]{12}) {2}(\S+)(?: {2}(.+))?$/.exec(line) ?? [];
      expect(new Date(date).toISOString()).toBe(date);
      return { version, date, marks };
    });
}

/** A browser (a context, with its cookies) opening the home page: the mf-public build it loaded and the routes it was given. */
async function visit(context: BrowserContext): Promise<{ version: string; routes: string[] }> {
  const page = await context.newPage();
  const manifest = page.waitForRequest((request) => /\/remotes\/mf-public\/[0-9a-f]{12}\/mf-manifest\.json$/.test(request.url()), { timeout: 20_000 });
  await page.goto(`${stack.gatewayUrl}/`);
  const version = /\/mf-public\/([0-9a-f]{12})\//.exec((await manifest).url())![1]!;
  await page.getByRole('link', { name: 'Read More Testimonials' }).waitFor({ timeout: 20_000 });
  const routes = await page.evaluate(async () => {
    const remotes = (await (await fetch('/remotes.json')).json()) as { mf_public: { routes: Record<string, string> } };
    return Object.keys(remotes.mf_public.routes);
  });
  await page.close();
  return { version, routes };
}

async function browserWith(bucket?: number): Promise<BrowserContext> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  if (bucket !== undefined) await context.addCookies([{ name: COOKIE, value: String(bucket), url: stack.gatewayUrl }]);
  return context;
}

const servedMap = () => readFileSync(stack.remotesConfig, 'utf8');

it('lists, canaries, promotes, rolls back and picks a version of mf-public, each with one command', async () => {
  const [original] = await list();
  expect(original?.marks).toBe('current');
  const stable = original!.version;

  // The same build with one more route: another version, whose declaration only its browsers get.
  const built = path.join(repoRoot(), 'mf-public', 'dist');
  changedDist = mkdtempSync(path.join(os.tmpdir(), 'mf-public-canary-'));
  cpSync(built, changedDist, { recursive: true });
  const declaration = JSON.parse(readFileSync(path.join(built, 'remote.json'), 'utf8')) as { routes: Record<string, string> };
  writeFileSync(path.join(changedDist, 'remote.json'), JSON.stringify({ ...declaration, routes: { ...declaration.routes, [CANARY_ROUTE]: 'site' } }));

  const deployed = await deployRemote('--dist', changedDist, '--canary', '100');
  expect(deployed.code).toBe(0);
  const canary = /^mf_public ([0-9a-f]{12}) /.exec(deployed.out)![1]!;
  expect(canary).not.toBe(stable);
  expect(deployed.out).toContain('(canary for 100%)');
  expect(await list()).toEqual([
    { version: canary, date: expect.any(String), marks: 'canary 100%' },
    { version: stable, date: original!.date, marks: 'current' },
  ]);

  // 100 %: a new browser gets the canary with its declaration, and its bucket; on the next visit, again.
  const first = await browserWith();
  expect(await visit(first)).toEqual({ version: canary, routes: expect.arrayContaining([CANARY_ROUTE]) });
  const [bucket] = (await first.cookies()).filter((cookie) => cookie.name === COOKIE);
  expect(bucket).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
  expect(Number(bucket!.value)).toBeLessThan(100);
  expect((await visit(first)).version).toBe(canary);

  // 50 % (the same build again: only the share changes): a bucket above it gets the current version.
  expect((await deployRemote('--dist', changedDist, '--canary', '50')).out).toContain('already on disk');
  const above = await browserWith(70);
  const below = await browserWith(20);
  const stableVisit = await visit(above);
  expect(stableVisit.version).toBe(stable);
  expect(stableVisit.routes).not.toContain(CANARY_ROUTE);
  expect((await visit(below)).version).toBe(canary);
  expect((await visit(above)).version).toBe(stable);

  // --promote: everyone, whatever the bucket, and no canary left to split by.
  expect((await deployRemote('--promote')).out.trim()).toBe(`mf_public current: ${canary}, no canary`);
  expect((await visit(above)).version).toBe(canary);
  expect(JSON.parse(servedMap()).mf_public.canary).toBeUndefined();
  expect((await list()).map(({ version, marks }) => [version, marks])).toEqual([
    [canary, 'current'],
    [stable, 'previous'],
  ]);

  // --rollback: back to the version before, for a browser of either bucket.
  expect((await deployRemote('--rollback')).out.trim()).toBe(`mf_public current: ${stable}, no canary`);
  expect((await visit(below)).version).toBe(stable);
  expect((await visit(await browserWith())).version).toBe(stable);

  // --to a version by name; an unknown one is refused with exit code 1 and changes nothing.
  const before = servedMap();
  const unknown = await deployRemote('--to', 'feedfacecafe');
  expect(unknown.code).toBe(1);
  expect(unknown.err.trim()).toBe(`mf-public has no version 'feedfacecafe' (kept: ${[stable, canary].sort().join(', ')}); see npm run deploy:remote -- mf-public --list`);
  expect(servedMap()).toBe(before);
  expect((await deployRemote('--to', canary)).code).toBe(0);
  expect(await visit(above)).toEqual({ version: canary, routes: expect.arrayContaining([CANARY_ROUTE]) });

  // A canary again, dropped by --rollback: its browsers are back on the current version.
  expect((await deployRemote('--dist', built, '--canary', '100')).code).toBe(0);
  expect((await visit(below)).version).toBe(stable);
  expect((await deployRemote('--rollback')).out.trim()).toBe(`mf_public current: ${canary}, no canary (canary ${stable} ended)`);
  expect((await visit(below)).version).toBe(canary);

  for (const context of [first, above, below]) await context.close();
});
