/** Nearest-rank percentile of ascending samples (0 for none), the definition autocannon's p99 also follows. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export interface Latencies {
  count: number;
  /** Completed operations per second of wall time. */
  rps: number;
  p50: number;
  p99: number;
}

/** Sequential timings (ms, any order) taken over `elapsedMs` of wall time. */
export function summarize(samples: readonly number[], elapsedMs: number): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    rps: elapsedMs > 0 ? sorted.length / (elapsedMs / 1000) : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/**
 * Of several runs of one measure, the run whose p99 is the median: on a shared 2-core machine one run's
 * p99 moves by a third from run to run, the median of three much less. The whole run is kept, so the
 * row's throughput and p50 belong to the same run as its p99.
 */
export function medianRun<T extends { p99: number }>(runs: readonly T[]): T {
  if (!runs.length) throw new Error('medianRun needs at least one run');
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
