/**
 * How many rows a search matches, remembered per revision of the searched table. The revision is a
 * number the table's triggers raise on every change that can alter a match (read in the same query as
 * the list's other totals), so a remembered count is never stale: after a change, every reader asks
 * under the new revision. A repeated search then pays for its page only, not for counting every match.
 * One per service instance: test services in one process share no entries.
 */
export class MatchCounts {
  private readonly totals = new Map<string, number>();

  constructor(private readonly capacity = 2000) {}

  async get(revision: number, key: string, count: () => Promise<number>): Promise<number> {
    const entry = `${revision}\u0000${key}`;
    const known = this.totals.get(entry);
    if (known !== undefined) return known;
    const total = await count();
    if (this.totals.size >= this.capacity) this.totals.delete(this.totals.keys().next().value as string);
    this.totals.set(entry, total);
    return total;
  }
}
