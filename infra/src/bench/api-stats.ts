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
