/**
 * Prerendering of the public pages (docs/domains/public-site.md#prerendered-pages): every sitemap page
 * drawn by headless Chromium against a running gateway and stored, per page, in the build of the remote
 * that draws it. Imports no webpack: deploy-remote and the local stack load it.
 */
import path from 'node:path';
import { BUSINESS_TIME_ZONE, PRERENDER_REQUEST_HEADER, prerenderedPageFile } from '@hvac/contracts';
import { chromium, type Browser } from 'playwright-core';
import { readRemotesMap, resolveTarget, type RemotesMap, type TargetOptions } from '../deploy/store';
import { containerName, folderName } from '../shared';
import { capturePage } from './capture';
import { isStale, removeGonePosts } from './freshness';
import { pagesDirOf, writePage } from './page-store';
import { sitemapPages, type SitemapPages } from './sitemap-pages';
import { renderTargets, type RenderTarget } from './targets';

export interface PrerenderOptions extends TargetOptions {
  /**
   * The running gateway that serves these remotes, for its /sitemap.xml. The pages themselves are opened
   * at the addresses the sitemap names (PUBLIC_URL), so what a page says of its own URL (canonical,
   * alternates, Open Graph) is its public address.
   */
  gatewayUrl: string;
  /** Only this remote (folder or container name). */
  remote?: string;
  /** Only this build of it. */
  version?: string;
  /**
   * `all` (the default) draws every page. `changed` draws the pages with no file yet or changed since
   * their capture by the sitemap's lastmod (a blog post published or edited since the last run), and
   * removes the pages of blog posts the sitemap no longer lists when it lists every post.
   */
  mode?: PrerenderMode;
  /** Pages drawn at once in the one browser. */
  concurrency?: number;
  /** Stops between pages (a stack shutting down); what is stored stays. */
  signal?: AbortSignal;
}

export type PrerenderMode = 'all' | 'changed';

export interface PrerenderReport {
  /** False when the gateway did not answer: nothing was drawn. */
  gatewayAnswered: boolean;
  /** `<remote>@<version> <path>` of each page stored. */
  rendered: string[];
  /** `<remote>@<version> <path>` of each page removed: a blog post no longer published. */
  removed: string[];
  failed: { page: string; error: string }[];
}

/** Chromium as every browser test runs it (docs/architecture.md#tests): Debian's, never a download. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

type Work = { target: RenderTarget; pagesDir: string; pages: { pagePath: string; file: string }[] };

/** A target's pages to draw, with their files: every page, or in `changed` mode the stale ones (freshness.ts). */
async function workOf(target: RenderTarget, remotesDir: string, mode: PrerenderMode, sitemap: SitemapPages): Promise<Work> {
  const pagesDir = pagesDirOf(remotesDir, target.versionDir);
  const pages: Work['pages'] = [];
  for (const pagePath of target.paths) {
    const file = prerenderedPageFile(pagePath);
    if (file && (mode === 'all' || (await isStale(path.join(pagesDir, file), sitemap.lastmod.get(pagePath))))) pages.push({ pagePath, file });
  }
  return { target, pagesDir, pages };
}

type Run = { browser: Browser; origin: string; signal?: AbortSignal; concurrency: number; report: PrerenderReport };

async function renderTarget({ browser, origin, signal, concurrency, report }: Run, { target, pagesDir, pages }: Work): Promise<void> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: BUSINESS_TIME_ZONE, extraHTTPHeaders: { [PRERENDER_REQUEST_HEADER]: '1' } });
  try {
    if (target.cookie) await context.addCookies([{ ...target.cookie, url: origin }]);
    // Another gateway (one of npm start's while a test stack was deployed to) would draw another build.
    const served = await context.request.get(new URL('/remotes.json', origin).href);
    const servedVersion = served.ok() ? ((await served.json()) as RemotesMap)[target.remote]?.version : undefined;
    if (servedVersion !== target.version) {
      report.failed.push({ page: `${target.remote}@${target.version}`, error: `the gateway serves ${servedVersion ?? 'no build of it'}, not this one` });
      return;
    }
    const queue = [...pages];
    const worker = async () => {
      const page = await context.newPage();
      try {
        for (let next = queue.shift(); next && !signal?.aborted; next = queue.shift()) {
          const name = `${target.remote}@${target.version} ${next.pagePath}`;
          try {
            await writePage(pagesDir, next.file, await capturePage(page, new URL(next.pagePath, origin).href));
            report.rendered.push(name);
          } catch (error) {
            report.failed.push({ page: name, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
          }
        }
      } finally {
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
  } finally {
    await context.close();
  }
}

/**
 * Draws and stores the sitemap pages of every served build (or the one chosen); one browser, closed at the
 * end. In `changed` mode a post gone from a sitemap that lists every post loses its pages first.
 */
export async function prerenderPages(options: PrerenderOptions): Promise<PrerenderReport> {
  const report: PrerenderReport = { gatewayAnswered: false, rendered: [], removed: [], failed: [] };
  const sitemap = await sitemapPages(options.gatewayUrl);
  if (!sitemap) return report;
  report.gatewayAnswered = true;
  const mode = options.mode ?? 'all';
  const { remotesDir, configFile } = resolveTarget(options);
  const filter = { remote: options.remote === undefined ? undefined : containerName(folderName(options.remote)), version: options.version };
  const targets = renderTargets(await readRemotesMap(configFile), sitemap.paths, filter);
  if (mode === 'changed' && sitemap.complete) {
    const listed = new Set(sitemap.paths);
    for (const target of targets) {
      for (const gone of await removeGonePosts(pagesDirOf(remotesDir, target.versionDir), listed)) report.removed.push(`${target.remote}@${target.version} ${gone}`);
    }
  }
  const work = (await Promise.all(targets.map((target) => workOf(target, remotesDir, mode, sitemap)))).filter(({ pages }) => pages.length);
  // Most runs that look for changed pages find none: no browser for them.
  if (!work.length) return report;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const run: Run = { browser, origin: sitemap.origin, signal: options.signal, concurrency: options.concurrency ?? 3, report };
    for (const one of work) if (!options.signal?.aborted) await renderTarget(run, one);
  } finally {
    await browser.close();
  }
  return report;
}
