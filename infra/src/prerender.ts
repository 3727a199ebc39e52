import type { PrerenderMode, PrerenderReport } from '@hvac/federation/prerender';

export interface PagePrerenderer {
  /** Renders the public pages (by default those new or changed, prerenderPages' modes); a call during a run gets that run. */
  run(mode?: PrerenderMode): Promise<PrerenderReport>;
  /** Renders every page now, then every `intervalMs` those new or changed (a blog post published, edited or deleted since), until close(). */
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
  const run = (mode: PrerenderMode = 'changed'): Promise<PrerenderReport> => {
    current ??= import('@hvac/federation/prerender')
      .then(({ prerenderPages }) => prerenderPages({ ...options, mode, signal: abort.signal }))
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  return {
    run,
    watch(intervalMs, report) {
      const tick = (mode: PrerenderMode) =>
        run(mode).then(report, (error: unknown) => console.error(`prerendering failed: ${error instanceof Error ? error.message : String(error)}`));
      void tick('all');
      timer = setInterval(() => void tick('changed'), intervalMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      abort.abort();
      await current?.catch(() => undefined);
    },
  };
}
