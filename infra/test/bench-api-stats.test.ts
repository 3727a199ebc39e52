import { medianRun, percentile, summarize } from '../src/bench/api-stats';
import { gatewayVsBareProxy } from '../src/bench/proxy-ratios';

describe('bench percentiles', () => {
  it('takes the nearest rank, so p99 of 100 samples is the 99th and of 50 samples the largest', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred.slice(0, 50), 99)).toBe(50);
  });

  it('is 0 without samples and the only sample with one', () => {
    expect(percentile([], 99)).toBe(0);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 0)).toBe(7);
  });
});

describe('bench summaries', () => {
  it('sorts the timings and counts operations per second of wall time', () => {
    const s = summarize([30, 10, 20, 40], 2000);
    expect(s).toEqual({ count: 4, rps: 2, p50: 20, p99: 40 });
  });

  it('reports no throughput for no elapsed time', () => {
    expect(summarize([], 0)).toEqual({ count: 0, rps: 0, p50: 0, p99: 0 });
  });
});

describe('bench median run', () => {
  it('keeps the whole run whose p99 is the median, whatever the order', () => {
    const runs = [
      { rps: 300, p50: 9, p99: 40 },
      { rps: 500, p50: 5, p99: 12 },
      { rps: 420, p50: 6, p99: 18 },
    ];
    expect(medianRun(runs)).toEqual({ rps: 420, p50: 6, p99: 18 });
    expect(medianRun([runs[0]!])).toBe(runs[0]);
    expect(medianRun(runs.slice(0, 2))).toEqual({ rps: 500, p50: 5, p99: 12 });
    expect(() => medianRun([])).toThrow('medianRun needs at least one run');
  });
});

describe('bench gateway / bare proxy ratios', () => {
  const bare = { rps: 4000, p99: 20 };

  it('meets both targets at exactly 85 % of the throughput and twice the p99', () => {
    expect(gatewayVsBareProxy({ rps: 3400, p99: 40 }, bare)).toEqual({ throughput: 0.85, p99: 2, throughputMet: true, p99Met: true });
  });

  it('misses each target on its own, just past its bound', () => {
    expect(gatewayVsBareProxy({ rps: 3399, p99: 20 }, bare)).toMatchObject({ throughputMet: false, p99Met: true });
    expect(gatewayVsBareProxy({ rps: 4400, p99: 40.5 }, bare)).toMatchObject({ throughput: 1.1, throughputMet: true, p99Met: false });
  });

  it('misses both when the bare proxy measured nothing, instead of dividing by zero', () => {
    expect(gatewayVsBareProxy({ rps: 3000, p99: 30 }, { rps: 0, p99: 0 })).toEqual({ throughput: 0, p99: Infinity, throughputMet: false, p99Met: false });
  });
});
