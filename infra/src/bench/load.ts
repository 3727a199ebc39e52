import autocannon from 'autocannon';
import { medianRun } from './api-stats';

/**
 * Every row is timed after five seconds of the same load: the services are measured as they run in
 * service, with their code compiled by V8 and their database connections open. After one second the
 * first timed runs were still warming up: the admin list's p99 over five consecutive 5 s runs on a new
 * stack was 30, 24, 17, 15, 16 ms (about 300 lists in that first second), and bookings (about forty in a
 * second) had a p50 of 22–26 ms in the first run and 13–17 in the third.
 */
export const WARM_UP_SECONDS = 5;
/** Each latency row is the median of this many runs (see medianRun). */
export const RUNS = 3;
/** One row of the bench table; bench.ts formats it. */
export interface ApiMeasure {
  measure: string;
  rps: number;
  p50: number;
  p99: number;
  target: string;
  met: boolean;
}

export interface Load {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each `[<id>]` in the body becomes a fresh id per request (unique document numbers). */
  uniqueIds?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

export async function cannon(load: Load): Promise<LoadResult> {
  const r = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    method: load.method ?? 'GET',
    headers: load.headers,
    body: load.body,
    idReplacement: load.uniqueIds ?? false,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], failed: r.non2xx + r.errors + r.timeouts };
}

/** One request first, so a wrong URL, token or body stops the bench with the answer instead of timing errors. */
export async function check(load: Load, expected: number): Promise<string> {
  const body = load.uniqueIds ? load.body?.replaceAll('[<id>]', `check-${Date.now().toString(36)}`) : load.body;
  const res = await fetch(load.url, { method: load.method ?? 'GET', headers: load.headers, body });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${load.method ?? 'GET'} ${load.url} answered ${res.status} (expected ${expected}): ${text.slice(0, 300)}`);
  return text;
}

export async function measure(load: Load, expected: number, warnings: string[], label: string): Promise<LoadResult> {
  await check(load, expected);
  await cannon({ ...load, seconds: WARM_UP_SECONDS });
  const runs: LoadResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await cannon(load));
  const failed = runs.reduce((sum, r) => sum + r.failed, 0);
  if (failed) warnings.push(`${label}: ${failed} of ${runs.reduce((sum, r) => sum + r.ok + r.failed, 0)} requests failed or were not 2xx`);
  return medianRun(runs);
}

