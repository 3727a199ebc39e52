import type { PrerenderReport } from '@hvac/federation/prerender';

export interface PagePrerenderer {
  /** Renders the public pages (only those with no file yet when `missingOnly`); a call during a run gets that run. */
  run(missingOnly?: boolean): Promise<PrerenderReport>;
  /** Renders now, then every `intervalMs` the pages that are new (a blog post published since), until close(). */
  watch(intervalMs: number, report: (report: PrerenderReport) => void): void;
  /** Stops the watch and lets a run under way end after its current pages. */
  close(): Promise<void>;
}

/**
 * The stack's prerendering of the public pages through its own gateway (docs/domains/public-site.md#prerendered-pages).
 * The library is loaded on first use: it brings playwright-core, which a stack that never renders need not load.
 */
export function pagePrerenderer(options: { gatewayUrl: string; remotesDir: string; configFile: string }): PagePrerenderer {
  const abort = new AbortController();
  let current: Promise<PrerenderReport> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = (missingOnly = false): Promise<PrerenderReport> => {
    current ??= import('@hvac/federation/prerender')
      .then(({ prerenderPages }) => prerenderPages({ ...options, missingOnly, signal: abort.signal }))
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  return {
    run,
    watch(intervalMs, report) {
      const tick = (missingOnly: boolean) =>
        run(missingOnly).then(report, (error: unknown) => console.error(`prerendering failed: ${error instanceof Error ? error.message : String(error)}`));
      void tick(false);
      timer = setInterval(() => void tick(true), intervalMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      abort.abort();
      await current?.catch(() => undefined);
    },
  };
}
