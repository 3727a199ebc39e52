import type { Knex } from 'knex';
import type { ErrorCode } from '@hvac/contracts';
import type { Migration } from './db';
import { HttpError } from './errors';

/**
 * One row per (scope, key) in the service's schema, shared by all its replicas. Every service gets the
 * table, so any of them can throttle without a migration of its own.
 */
export const throttleMigration: Migration = {
  name: '0000_kit_throttle',
  async up(knex) {
    await knex.schema.createTable('throttle_counters', (t) => {
      t.string('scope', 64).notNullable();
      t.string('key', 320).notNullable();
      t.integer('hits').notNullable();
      t.timestamp('resets_at', { useTz: true }).notNullable();
      t.timestamp('blocked_until', { useTz: true }).notNullable();
      t.primary(['scope', 'key']);
    });
    await knex.raw('CREATE INDEX throttle_counters_resets_idx ON throttle_counters (resets_at)');
  },
};

export interface ThrottleRule {
  /** Attempts per key in a window; later ones are refused until the window ends. Default: no cap. */
  limit?: number;
  /** The window opens with a key's first attempt. */
  windowMs: number;
  /**
   * A growing pause instead of a hard stop: from the `free`-th attempt on, each one holds the next back
   * for baseMs, doubling up to maxMs. The count is then forgotten only after windowMs without attempts,
   * so sitting out the pauses earns no new free attempts.
   */
  backoff?: { free: number; baseMs: number; maxMs: number };
}

export interface ThrottleResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included when it was allowed. */
  hits: number;
  /** When refused: how long until the key may try again. */
  retryAfterMs: number;
}

const NO_CAP = 2_147_483_647;
const PRUNE_EVERY_MS = 60_000;

const ms = (param: string) => `CAST(:${param} AS double precision) * interval '1 millisecond'`;
const next = 'CASE WHEN t.resets_at <= now() THEN 1 ELSE t.hits + 1 END';
/*
 * Until when a key must wait after `hits` attempts. Without a pause it is -infinity, not now(): now() is
 * when the statement began, and a concurrent attempt that began a moment earlier but got the row lock
 * later would read the other's now() as still in the future and be refused, though within the limit.
 */
const blockedUntil = (hits: string) =>
  `CASE WHEN ${hits} >= :free THEN now() + LEAST(:base * power(2, LEAST(${hits} - :free, 40)), :max) * interval '1 millisecond' ELSE '-infinity'::timestamptz END`;
// One statement counts the attempt and decides: the row lock of ON CONFLICT DO UPDATE orders concurrent
// attempts, and the WHERE leaves the row untouched (and returns nothing) when the key must wait.
const TAKE = `
  INSERT INTO throttle_counters AS t (scope, key, hits, resets_at, blocked_until)
  VALUES (:scope, :key, 1, now() + ${ms('window')}, ${blockedUntil('1')})
  ON CONFLICT (scope, key) DO UPDATE SET
    hits = ${next},
    resets_at = CASE WHEN t.resets_at <= now() OR :slide THEN now() + ${ms('window')} ELSE t.resets_at END,
    blocked_until = ${blockedUntil(next)}
  WHERE t.resets_at <= now() OR (t.hits < :limit AND t.blocked_until <= now())
  RETURNING hits`;

const WAIT = `
  SELECT hits, CEIL(EXTRACT(EPOCH FROM GREATEST(CASE WHEN hits >= :limit THEN resets_at ELSE now() END, blocked_until) - now()) * 1000) AS wait_ms
  FROM throttle_counters WHERE scope = :scope AND key = :key`;

/**
 * Attempt counters in PostgreSQL: a key's attempts within a window (fixed, or sliding with a growing
 * pause), counted atomically, so the limit holds across replicas and restarts and under concurrent
 * attempts. Keys are free text (an e-mail, an address, a user id) up to 320 characters.
 */
export class Throttle {
  private readonly params: Record<string, string | number | boolean>;
  private prunedAt = 0;

  constructor(
    private readonly db: Knex,
    private readonly scope: string,
    rule: ThrottleRule,
  ) {
    const { backoff } = rule;
    if (backoff && backoff.maxMs > rule.windowMs) {
      // The count is forgotten when the window ends; a longer pause would end with it.
      throw new Error(`Throttle "${scope}": the longest pause (${backoff.maxMs} ms) must fit in the window (${rule.windowMs} ms).`);
    }
    this.params = {
      scope,
      window: rule.windowMs,
      limit: rule.limit ?? NO_CAP,
      slide: backoff !== undefined,
      free: backoff?.free ?? NO_CAP,
      base: backoff?.baseMs ?? 0,
      max: backoff?.maxMs ?? 0,
    };
  }

  /** Counts one attempt for `key` if it may make one now; a refused attempt is not counted. */
  async take(key: string): Promise<ThrottleResult> {
    await this.prune();
    const bindings = { ...this.params, key };
    const taken = await this.db.raw<{ rows: { hits: number }[] }>(TAKE, bindings);
    const row = taken.rows[0];
    if (row) return { allowed: true, hits: row.hits, retryAfterMs: 0 };
    const waiting = await this.db.raw<{ rows: { hits: number; wait_ms: string }[] }>(WAIT, bindings);
    const refused = waiting.rows[0];
    // The row may have expired between the two statements; the caller then simply tries again.
    return { allowed: false, hits: refused?.hits ?? 0, retryAfterMs: Math.max(Number(refused?.wait_ms ?? 0), 1) };
  }

  /**
   * Gives back an attempt that turned out not to count (the password was right, the request was refused
   * for another reason). Its own pause goes too: it was only allowed because the one before had ended.
   */
  async refund(key: string): Promise<void> {
    await this.db('throttle_counters')
      .where({ scope: this.scope, key })
      .update({ hits: this.db.raw('GREATEST(hits - 1, 0)'), blocked_until: this.db.raw('LEAST(blocked_until, now())') });
  }

  /** Forgets a key (after a successful login, say). */
  async reset(key: string): Promise<void> {
    await resetThrottle(this.db, this.scope, key);
  }

  /** A row past its window counts as absent; deleting those now and then keeps the table small. */
  private async prune(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await this.db('throttle_counters').where({ scope: this.scope }).andWhere('resets_at', '<', this.db.fn.now()).delete();
  }
}

/** Forgets a key of a scope where no Throttle is at hand, e.g. inside another module's transaction. */
export async function resetThrottle(db: Knex, scope: string, key: string): Promise<void> {
  await db('throttle_counters').where({ scope, key }).delete();
}

function waitText(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 for a refused attempt: `{ message, code }` saying how long to wait, and Retry-After in seconds. */
export function tooManyAttempts(message: string, code: ErrorCode, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, `${message} Please try again in ${waitText(retryAfterMs)}.`, code, undefined, { 'retry-after': String(seconds) });
}
