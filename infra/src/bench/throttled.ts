/**
 * Throttled rows of `npm run bench` (issue 30, "Fast on a slow phone"): `/`, a service page and a blog
 * post loaded cold in Chromium on Slow 4G (150 ms latency, 1.6 Mbit/s down, 750 Kbit/s up) with the
 * CPU slowed 4×, through the DevTools protocol as Lighthouse's mobile preset does. Median LCP and CLS
 * of RUNS loads per page, each in a fresh context (empty cache). Reports only.
 */
import type { Browser } from 'playwright-core';
import { cumulativeLayoutShift, installVitalsObservers, VITALS_GLOBAL, type PageVitals } from './vitals';

/** Chromium's Network.emulateNetworkConditions takes bytes per second. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1000) / 8 };
export const CPU_SLOWDOWN = 4;
export const THROTTLED_LABEL = `Slow 4G + ${CPU_SLOWDOWN}× CPU`;
const RUNS = 3;
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0.05;
const READY_TIMEOUT_MS = 60_000;
const SETTLE_MS = 500;

type Row = [string, string, string, string, string];

interface Vitals {
  lcp: number | null;
  lcpElement: string;
  cls: number;
}

/** The first post of the English blog list as the API serves it (the seeded launch posts come first). */
async function firstBlogPostPath(base: string): Promise<string | null> {
  try {
    const res = await fetch(`${base}/api/blog/public?lang=en&limit=1`);
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { blogs?: { slug?: string }[] } };
    const slug = body.data?.blogs?.[0]?.slug;
    return slug ? `/blog/${encodeURIComponent(slug)}` : null;
  } catch {
    return null;
  }
}

/** The pages the issue names: the home page, a service page and a blog post. */
export async function throttledPaths(base: string): Promise<(string | { missing: string })[]> {
  const post = await firstBlogPostPath(base);
  return ['/', '/services/air-conditioning', post ?? { missing: 'blog post (GET /api/blog/public listed none)' }];
}

async function loadThrottled(browser: Browser, url: string): Promise<Vitals> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(installVitalsObservers, VITALS_GLOBAL);
    await page.goto(url, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    // Same readiness as web.ts: a heading in <main> and no spinner left there (or the 404 page).
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
    await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    if ((await page.locator('main .not-found').count()) > 0) throw new Error('the 404 page is shown');
    const vitals = await page.evaluate((name) => (window as unknown as Record<string, PageVitals>)[name] as PageVitals, VITALS_GLOBAL);
    return { lcp: vitals.lcp, lcpElement: vitals.lcpElement, cls: cumulativeLayoutShift(vitals.shifts) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

/** Rows of one page from its runs (exported for the unit test). */
export function throttledRows(path: string, runs: Vitals[]): Row[] {
  const lcps = runs.map((r) => r.lcp).filter((v): v is number => v !== null);
  const lcp = lcps.length ? median(lcps) : null;
  const cls = median(runs.map((r) => r.cls));
  return [
    [
      `${path} LCP, ${THROTTLED_LABEL} (median of ${runs.length})`,
      lcp === null ? 'none reported' : `${Math.round(lcp)} ms`,
      `< ${LCP_TARGET_MS} ms`,
      met(lcp !== null && lcp < LCP_TARGET_MS),
      runs[0]?.lcpElement ?? '',
    ],
    [`${path} CLS, ${THROTTLED_LABEL} (median of ${runs.length})`, cls.toFixed(3), `< ${CLS_TARGET}`, met(cls < CLS_TARGET), ''],
  ];
}

/** Loads each page RUNS times throttled; a page that fails becomes one row saying why. Never throws. */
export async function benchThrottled(browser: Browser, base: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of await throttledPaths(base)) {
    if (typeof path !== 'string') {
      rows.push([`${path.missing}, ${THROTTLED_LABEL}`, 'not measured', '', '', '']);
      continue;
    }
    try {
      const runs: Vitals[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadThrottled(browser, `${base}${path}`));
      rows.push(...throttledRows(path, runs));
    } catch (err) {
      rows.push([`${path} LCP, ${THROTTLED_LABEL}`, `not measured: ${(err as Error).message.split('\n')[0]}`, '', '', '']);
    }
  }
  return rows;
}
