import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/*
 * The rate limit counted once per gateway, not once per worker (docs/architecture.md#request-flow): the
 * primary of node:cluster keeps the counters and the workers ask it over their IPC channel. Counted per
 * worker, a client whose connections the primary dealt round-robin got the documented limit once from
 * each worker. A worker asks once per turn of its event loop for every request that arrived in it, so a
 * busy worker sends one message for many requests; only clients the limit applies to are counted at all.
 * This module is loaded by the primary too, which stays a small process: it imports no framework.
 */

const ASK = 'rate-limit-ask';
const COUNTS = 'rate-limit-counts';
/** Clients counted at once; past it, the one seen longest ago is forgotten (as @fastify/rate-limit's own store does). */
const CAPACITY = 5000;

interface Ask {
  type: typeof ASK;
  id: number;
  windowMs: number;
  keys: string[];
}

interface Counts {
  type: typeof COUNTS;
  id: number;
  /** Per key asked, in order: the hits in its current window, then the milliseconds left of it. */
  counts: number[];
}

/** The primary's counters: a fixed window per client, started by its first request. */
export class WindowCounter {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  /** Answers a worker's message when it is a rate-limit question; undefined for any other message. */
  answer(message: unknown, now = Date.now()): Counts | undefined {
    if ((message as Ask | null)?.type !== ASK) return undefined;
    const { id, windowMs, keys } = message as Ask;
    const counts: number[] = [];
    for (const key of keys) {
      const window = this.hit(key, windowMs, now);
      counts.push(window.hits, window.endsAt - now);
    }
    return { type: COUNTS, id, counts };
  }

  private hit(key: string, windowMs: number, now: number): { hits: number; endsAt: number } {
    let window = this.windows.get(key);
    // Taken out and put back: a Map keeps insertion order, so the first key is the one seen longest ago.
    this.windows.delete(key);
    if (!window || window.endsAt <= now) window = { hits: 0, endsAt: now + windowMs };
    window.hits += 1;
    this.windows.set(key, window);
    if (this.windows.size > CAPACITY) this.windows.delete(this.windows.keys().next().value!);
    return window;
  }
}

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/** A worker's side: the questions of one turn of the event loop, and those waiting for the primary. */
class PrimaryChannel {
  private batch: Ask | null = null;
  private callbacks: Counted[] = [];
  private readonly waiting = new Map<number, Counted[]>();
  private nextId = 0;

  constructor() {
    process.on('message', (message: Counts | null) => {
      if (message?.type !== COUNTS) return;
      const callbacks = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      callbacks?.forEach((callback, i) => callback(null, { current: message.counts[2 * i]!, ttl: message.counts[2 * i + 1]! }));
    });
  }

  incr(key: string, callback: Counted, windowMs: number): void {
    if (this.batch && this.batch.windowMs !== windowMs) this.flush();
    if (!this.batch) {
      this.batch = { type: ASK, id: this.nextId++, windowMs, keys: [] };
      setImmediate(this.flush);
    }
    this.batch.keys.push(key);
    this.callbacks.push(callback);
  }

  private readonly flush = (): void => {
    const { batch, callbacks } = this;
    if (!batch) return;
    this.batch = null;
    this.callbacks = [];
    this.waiting.set(batch.id, callbacks);
    process.send!(batch, undefined, undefined, (error: Error | null) => {
      if (!error) return;
      this.waiting.delete(batch.id);
      for (const callback of callbacks) callback(error);
    });
  };
}

/** The store for @fastify/rate-limit in a worker: every count is the primary's. */
export function primaryStore(): FastifyRateLimitStoreCtor {
  const primary = new PrimaryChannel();
  return class PrimaryStore implements FastifyRateLimitStore {
    incr(key: string, callback: Counted, timeWindow: number): void {
      primary.incr(key, callback, timeWindow);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
