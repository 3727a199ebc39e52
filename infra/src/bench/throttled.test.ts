import { SLOW_4G, throttledRows } from './throttled';

describe('throttled rows', () => {
  it('uses the issue-30 Slow 4G profile in the units Chromium takes (bytes per second)', () => {
    expect(SLOW_4G).toEqual({ offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  });

  it('reports the median LCP and CLS against 1.5 s and 0.05', () => {
    const rows = throttledRows('/', [
      { lcp: 2400, lcpElement: 'h1', cls: 0.01 },
      { lcp: 1200, lcpElement: 'h1', cls: 0.2 },
      { lcp: 1400, lcpElement: 'h1', cls: 0 },
    ]);
    expect(rows).toEqual([
      ['/ LCP, Slow 4G + 4× CPU (median of 3)', '1400 ms', '< 1500 ms', 'yes', 'h1'],
      ['/ CLS, Slow 4G + 4× CPU (median of 3)', '0.010', '< 0.05', 'yes', ''],
    ]);
  });

  it('says so when no LCP was reported', () => {
    expect(throttledRows('/x', [{ lcp: null, lcpElement: '', cls: 0 }])[0]?.slice(1, 4)).toEqual(['none reported', '< 1500 ms', 'NO']);
  });
});
