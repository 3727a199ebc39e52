import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { todayIn } from '@hvac/contracts';
import type { AnalyticsStats } from '@hvac/contracts/requests';
import * as repo from './repo';

export const TOP_PAGES = 10;
export const TREND_DAYS = 14;

/**
 * Per-IP token bucket kept in this process's memory: a burst of `capacity` beacons, then `perSecond`.
 * With several replicas each enforces its own share, which is enough for a beacon that only feeds
 * statistics. The address is only a map key here; it is never stored.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    // A bucket untouched long enough to be full again is the same as no bucket: drop it to bound memory.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private sweep(): void {
    const full = (this.capacity / this.perSecond) * 1000;
    const now = this.now();
    for (const [key, bucket] of this.buckets) if (now - bucket.at > full) this.buckets.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

/**
 * Beacons are answered at once and written in batches: one INSERT (and one rollup pass) per batch
 * keeps the endpoint fast under load. Flushes run one at a time; a failed batch is logged and dropped,
 * since a lost page view must never fail or slow a visitor. Pending views are flushed before stats are
 * read and when the service closes.
 */
export class PageViewWriter {
  private pending: repo.PageViewRow[] = [];
  private chain: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Knex,
    private readonly log: FastifyBaseLogger,
    private readonly batchSize = 500,
    private readonly maxPending = 20_000,
    intervalMs = 250,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  add(row: repo.PageViewRow): void {
    if (this.pending.length >= this.maxPending) {
      this.log.warn({ pending: this.pending.length }, 'page view dropped: the write queue is full');
      return;
    }
    this.pending.push(row);
    if (this.pending.length >= this.batchSize) void this.flush();
  }

  flush(): Promise<void> {
    this.chain = this.chain.then(async () => {
      while (this.pending.length) {
        const batch = this.pending.splice(0, this.batchSize);
        try {
          await repo.insertPageViews(this.db, batch);
        } catch (err) {
          this.log.error({ err, views: batch.length }, 'page views could not be written');
        }
      }
    });
    return this.chain;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}


export async function stats(db: Knex, days: number): Promise<AnalyticsStats> {
  const today = todayIn();
  const [agents, unique, pages, trend] = await Promise.all([
    repo.agentTotals(db, today, days),
    repo.uniqueVisitors(db, today, days),
    repo.topPages(db, today, days, TOP_PAGES),
    repo.viewsByDay(db, today, TREND_DAYS),
  ]);
  const { totalViews, mobileViews, desktopViews, renderMsSum, renderCount, browserStats, osStats } = agents;
  return {
    totalViews,
    uniqueVisitors: unique,
    mobileViews,
    desktopViews,
    mobilePercentage: totalViews ? Math.round((mobileViews / totalViews) * 1000) / 10 : 0,
    avgResponseTime: renderCount ? Math.round(renderMsSum / renderCount) : 0,
    topPages: pages,
    browserStats,
    osStats,
    viewsByDay: trend,
  };
}
