import { MatchCounts } from '../src/db/match-counts';

describe('MatchCounts', () => {
  it('counts once per revision and key, again under a new revision, and forgets the oldest beyond its capacity', async () => {
    const totals = new MatchCounts(2);
    let calls = 0;
    const count = (n: number) => async () => {
      calls += 1;
      return n;
    };
    expect(await totals.get(1, 'en thermo', count(5))).toBe(5);
    expect(await totals.get(1, 'en thermo', count(99))).toBe(5);
    expect(calls).toBe(1);
    expect(await totals.get(2, 'en thermo', count(6))).toBe(6);
    expect(calls).toBe(2);
    expect(await totals.get(2, 'en duct', count(3))).toBe(3);
    // Capacity 2: the revision-1 entry went first.
    expect(await totals.get(1, 'en thermo', count(7))).toBe(7);
    expect(calls).toBe(4);
  });

  it('remembers nothing when counting fails', async () => {
    const totals = new MatchCounts();
    await expect(totals.get(1, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await totals.get(1, 'k', async () => 4)).toBe(4);
  });
});
