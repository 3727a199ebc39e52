/** A week of every technician is some 280 KB and a 92-day board some 3.6 MB: a few boards fit. */
const BUDGET_BYTES = 16 * 1024 * 1024;

/**
 * The board's answers (`GET /api/visits` for a period) as the bytes sent, remembered under the board's
 * version (migration 0017, docs/domains/service-requests.md#visits): writing a week's 700 cards was most
 * of the call, and every manager's board asks for the same week again and again while nothing changes.
 * The caller reads the version first, then asks under it: an answer is written after the version it is
 * kept under was read, so it holds every write that version counts, and a later write moves the version
 * every replica reads. A new version forgets every answer. Simultaneous askers of a missing answer share
 * its one query; a failed one is not remembered. One per service instance.
 */
export class BoardAnswers {
  private version: string | null = null;
  private readonly kept = new Map<string, Buffer>();
  private readonly writing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly budget = BUDGET_BYTES) {}

  get(version: string, key: string, write: () => Promise<string>): Promise<Buffer> {
    if (version !== this.version) this.forget(version);
    const kept = this.kept.get(key);
    if (kept) {
      // Most recently asked last: over the budget, the answer asked for longest ago goes first.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const pending = this.writing.get(key);
    if (pending) return pending;
    const answer = write().then((text) => Buffer.from(text));
    this.writing.set(key, answer);
    const settled = () => {
      if (this.writing.get(key) === answer) this.writing.delete(key);
    };
    answer.then((body) => {
      settled();
      if (this.version === version) this.keep(key, body);
    }, settled);
    return answer;
  }

  private forget(version: string): void {
    this.version = version;
    this.kept.clear();
    this.writing.clear();
    this.bytes = 0;
  }

  private keep(key: string, body: Buffer): void {
    if (body.length > this.budget) return;
    // Written twice when versions read came back out of order (A, then B, then A again): the later stays.
    const before = this.kept.get(key);
    if (before) this.bytes -= before.length;
    this.kept.delete(key);
    this.kept.set(key, body);
    this.bytes += body.length;
    for (const [oldest, dropped] of this.kept) {
      if (this.bytes <= this.budget) break;
      this.kept.delete(oldest);
      this.bytes -= dropped.length;
    }
  }
}
