import { cumulativeLayoutShift } from './vitals';

describe('cumulative layout shift', () => {
  it('is zero without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('sums shifts less than a second apart into one window', () => {
    expect(cumulativeLayoutShift([{ time: 100, value: 0.1 }, { time: 900, value: 0.05 }, { time: 1700, value: 0.02 }])).toBeCloseTo(0.17);
  });

  it('starts a new window after a gap over a second and reports the largest window', () => {
    const shifts = [{ time: 3000, value: 0.2 }, { time: 100, value: 0.1 }, { time: 600, value: 0.05 }];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2);
  });

  it('closes a window once it spans five seconds, even without a gap', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ time: i * 900, value: 0.01 }));
    // 0, 900, …, 4500 fall in the first window (6 shifts); 5400 opens the second.
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});
