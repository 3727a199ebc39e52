/**
 * Frontend rows of `npm run bench` (issues 3 and 4, "Performance"): pages loaded cold in Debian's
 * Chromium through the bench stack's gateway — JavaScript and image bytes as transferred (brotli, as
 * Chromium negotiates it) and as the gateway sends them to a gzip-only client, bytes per app,
 * requests, react-dom fetched once, other remotes' assets, LCP and CLS. Reports only.
 */
import http from 'node:http';
import type { Browser, Page, Response } from 'playwright-core';
import { findChromium } from '../packages';
import { baseOfPath, foreignRemoteAssets, originOf, sharedChunks, SHELL, type ManifestShares } from './assets';
import { benchThrottled, CPU_SLOWDOWN, SLOW_4G } from './throttled';
import { cumulativeLayoutShift, installVitalsObservers, VITALS_GLOBAL, type PageVitals } from './vitals';

/** docs/architecture.md#tests: the flags every Chromium launch of this repository uses. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Cold loads per page; timings are the median, bytes come from the first (they do not vary). */
const RUNS = 3;
const READY_TIMEOUT_MS = 30_000;
/** After the page is ready and the network idle, late shifts and paints still get recorded. */
const SETTLE_MS = 500;
const KB = 1024;
/** The only file of React that holds this name is react-dom's client, whichever app provided it. */
const REACT_DOM_MARKER = '__reactContainer';

export interface PageTargets {
  jsGzipKb?: number;
  lcpMs?: number;
  cls?: number;
  /** react-dom fetched once and no remote other than `remotes` asked for. */
  federation?: boolean;
}

export interface PageSpec {
  path: string;
  /** Remotes this page may load; any other remote's request counts as foreign. */
  remotes: string[];
  targets: PageTargets;
  /** Loaded as the signed-in demo admin (a back-office page), still with an empty cache. */
  signedIn?: boolean;
}

/** What the shell keeps in localStorage for a signed-in user (web-kit's session store). */
export interface BenchSession {
  token: string;
  user: unknown;
}

export const PAGES: PageSpec[] = [
  { path: '/', remotes: ['mf-public'], targets: { jsGzipKb: 150, lcpMs: 1000, federation: true } },
  { path: '/services/air-conditioning', remotes: ['mf-public'], targets: { lcpMs: 1200, cls: 0.05 } },
  { path: '/blog', remotes: ['mf-public'], targets: { lcpMs: 1200, cls: 0.05 } },
  // Issue 14 asks for its JS and LCP, without a target.
  { path: '/admin/invoices', remotes: ['mf-billing'], targets: {}, signedIn: true },
];

interface Bytes {
  br: number;
  gzip: number;
}

export interface PageResult {
  spec: PageSpec;
  /** Set when the page could not be measured or shows the 404 page; the other fields are then empty. */
  problem?: string;
  js: Bytes;
  /** JavaScript per app ('shell', 'mf-public') and per shared package ('shared: react-dom'). */
  jsByOrigin: Map<string, Bytes>;
  imageBytes: number;
  requests: number;
  reactDomFetches: number;
  foreignAssets: string[];
  lcpMs: number | null;
  lcpElement: string;
  cls: number;
}

interface Load {
  notFound: boolean;
  scripts: { pathname: string; url: string; br: number; body: Buffer }[];
  imageBytes: number;
  requests: number;
  paths: string[];
  vitals: PageVitals;
}

/** Body bytes of `url` as the gateway sends them to a client that only accepts gzip. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let total = 0;
        res.on('data', (chunk: Buffer) => (total += chunk.length));
        res.on('end', () => resolve(total));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The page has rendered its content: a heading in <main> and no spinner left there, or the 404 page. */
async function waitForContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      if (main.querySelector('.not-found')) return true;
      return main.querySelector('h1') !== null && main.querySelector('[role="status"]') === null;
    },
    undefined,
    { timeout: READY_TIMEOUT_MS, polling: 50 },
  );
}

async function loadCold(browser: Browser, url: string, session?: BenchSession): Promise<Load> {
  // A new context has an empty cache, cookies and storage: every load is a first visit (signed in: with only the session stored).
  const storageState = session
    ? { cookies: [], origins: [{ origin: new URL(url).origin, localStorage: [{ name: 'hvac-session', value: JSON.stringify({ state: session, version: 0 }) }] }] }
    : undefined;
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(installVitalsObservers, VITALS_GLOBAL);
    const responses: Response[] = [];
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    page.on('response', (response) => responses.push(response));
    await page.goto(url, { waitUntil: 'load' });
    await waitForContent(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const notFound = (await page.locator('main .not-found').count()) > 0;
    const vitals = await page.evaluate((name) => (window as unknown as Record<string, PageVitals>)[name] as PageVitals, VITALS_GLOBAL);
    const scripts: Load['scripts'] = [];
    let imageBytes = 0;
    for (const response of responses) {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'image') continue;
      const { responseBodySize } = await response.request().sizes();
      if (type === 'image') imageBytes += responseBodySize;
      else scripts.push({ url: response.url(), pathname: new URL(response.url()).pathname, br: responseBodySize, body: await response.body() });
    }
    return { notFound, scripts, imageBytes, requests: paths.length, paths, vitals };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

async function manifestShares(base: string, scripts: Load['scripts']): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const folder of new Set(scripts.map((s) => baseOfPath(s.pathname)))) {
    try {
      const res = await fetch(`${base}${folder}mf-manifest.json`);
      if (!res.ok) continue;
      for (const [path, names] of sharedChunks((await res.json()) as ManifestShares, folder)) out.set(path, names);
    } catch {
      // Without a manifest that app's chunks count as its own code.
    }
  }
  return out;
}

async function measurePage(browser: Browser, base: string, spec: PageSpec, session?: BenchSession): Promise<PageResult> {
  const empty: PageResult = {
    spec,
    js: { br: 0, gzip: 0 },
    jsByOrigin: new Map(),
    imageBytes: 0,
    requests: 0,
    reactDomFetches: 0,
    foreignAssets: [],
    lcpMs: null,
    lcpElement: '',
    cls: 0,
  };
  const loads: Load[] = [];
  try {
    for (let i = 0; i < RUNS; i++) loads.push(await loadCold(browser, `${base}${spec.path}`, spec.signedIn ? session : undefined));
  } catch (err) {
    return { ...empty, problem: `not measured: ${(err as Error).message.split('\n')[0]}` };
  }
  const first = loads[0] as Load;
  if (first.notFound) return { ...empty, problem: 'page not there yet (the 404 page is shown)' };

  const shared = await manifestShares(base, first.scripts);
  const js: Bytes = { br: 0, gzip: 0 };
  const jsByOrigin = new Map<string, Bytes>();
  for (const script of first.scripts) {
    const gzip = await gzipBytes(script.url);
    js.br += script.br;
    js.gzip += gzip;
    const origin = originOf(script.pathname, shared);
    const key = origin.shared.length ? `shared: ${origin.shared.join(' + ')}` : origin.app;
    const sum = jsByOrigin.get(key) ?? { br: 0, gzip: 0 };
    jsByOrigin.set(key, { br: sum.br + script.br, gzip: sum.gzip + gzip });
  }
  const lcps = loads.map((l) => l.vitals.lcp).filter((v): v is number => v !== null);
  return {
    spec,
    js,
    jsByOrigin,
    imageBytes: first.imageBytes,
    requests: first.requests,
    reactDomFetches: first.scripts.filter((s) => s.body.includes(REACT_DOM_MARKER)).length,
    foreignAssets: foreignRemoteAssets(first.paths, spec.remotes),
    lcpMs: lcps.length ? median(lcps) : null,
    lcpElement: first.vitals.lcpElement,
    cls: median(loads.map((l) => cumulativeLayoutShift(l.vitals.shifts))),
  };
}

type Row = [string, string, string, string, string];

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

/** Table rows for one page: totals, then JavaScript per app and per shared package. */
export function pageRows(result: PageResult): Row[] {
  const { spec } = result;
  const { targets } = spec;
  const p = spec.path;
  if (result.problem) return [[`${p}`, result.problem, '', '', '']];
  const rows: Row[] = [];
  const jsTarget = targets.jsGzipKb;
  rows.push([`${p} JavaScript (gzip / br as sent)`, `${kb(result.js.gzip)} / ${kb(result.js.br)} KB`, jsTarget ? `<= ${jsTarget} KB gzip` : '', jsTarget ? met(result.js.gzip <= jsTarget * KB) : '', '']);
  const order = (key: string) => (key === SHELL ? 0 : key.startsWith('shared: ') ? 1 : 2);
  const origins = [...result.jsByOrigin.entries()].sort(([a, x], [b, y]) => order(a) - order(b) || y.gzip - x.gzip);
  for (const [origin, bytes] of origins) rows.push([`  ${origin}`, `${kb(bytes.gzip)} / ${kb(bytes.br)} KB`, '', '', '']);
  rows.push([`${p} images (as sent)`, `${kb(result.imageBytes)} KB`, '', '', '']);
  rows.push([`${p} requests`, String(result.requests), '', '', '']);
  if (targets.federation) {
    rows.push([`${p} react-dom fetched once`, `${result.reactDomFetches === 1 ? 'yes' : 'no'} (${result.reactDomFetches}×)`, 'once', met(result.reactDomFetches === 1), '']);
    const foreign = result.foreignAssets;
    rows.push([`${p} assets of remotes other than ${spec.remotes.join(', ')}`, String(foreign.length), '0', met(foreign.length === 0), foreign.slice(0, 3).join(' ')]);
  }
  const lcp = result.lcpMs;
  rows.push([
    `${p} largest contentful paint (median of ${RUNS})`,
    lcp === null ? 'none reported' : `${Math.round(lcp)} ms`,
    targets.lcpMs ? `< ${targets.lcpMs} ms` : '',
    targets.lcpMs ? met(lcp !== null && lcp < targets.lcpMs) : '',
    result.lcpElement,
  ]);
  rows.push([`${p} cumulative layout shift`, result.cls.toFixed(3), targets.cls !== undefined ? `< ${targets.cls}` : '', targets.cls !== undefined ? met(result.cls < targets.cls) : '', '']);
  return rows;
}

export function renderWebTable(results: PageResult[], throttled: Row[] = []): string {
  const header: Row = ['Page (cold load, Chromium)', 'Value', 'Target', 'Met', 'Note'];
  const rows = [...results.flatMap(pageRows), ...throttled];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r: Row) => `| ${r.map((c, i) => (i === 1 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * Loads each page cold (fresh browser context) RUNS times after one warm-up load that primes the
 * gateway and services, and returns the printed table. Never throws: a missing browser or a failed
 * page becomes a line of the report.
 */
export async function benchWebPages(gatewayUrl: string, session: BenchSession, pages: PageSpec[] = PAGES): Promise<string> {
  const executablePath = findChromium();
  if (!executablePath) return 'Frontend rows skipped: Chromium is missing (apt-get install chromium).';
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const results: PageResult[] = [];
    for (const spec of pages) {
      const pageSession = spec.signedIn ? session : undefined;
      await loadCold(browser, `${gatewayUrl}${spec.path}`, pageSession).catch(() => undefined);
      results.push(await measurePage(browser, gatewayUrl, spec, pageSession));
    }
    const throttled = await benchThrottled(browser, gatewayUrl);
    return [
      renderWebTable(results, throttled),
      'JavaScript: response bodies as sent by the gateway — gzip when the client accepts only gzip, br as Chromium receives it. A shared row is a',
      `chunk an app's mf-manifest.json lists under "shared"; an app's row is the rest of its chunks (its code, the federation runtime, and libraries`,
      `that chunks split off a shared package, such as React Router behind its facade). Viewport 1280×800; LCP and CLS: median of ${RUNS}.`,
      `Throttled rows (issue 30): ${SLOW_4G.latency} ms latency, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down, ${(SLOW_4G.uploadThroughput * 8) / 1e3} Kbit/s up and ${CPU_SLOWDOWN}× CPU`,
      'slowdown through the DevTools protocol, each load in a fresh context; the blog post is the first one GET /api/blog/public lists.',
    ].join('\n');
  } finally {
    await browser.close();
  }
}

