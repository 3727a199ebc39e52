import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ensurePostgres } from '@hvac/infra';
import { createDb, dropSchema, runMigrations } from '../src/db';
import { HttpError } from '../src/errors';
import { Throttle, resetThrottle, throttleMigration, tooManyAttempts } from '../src/throttle';

const schema = `t_throttle_${randomBytes(4).toString('hex')}`;
/** Two pools: two replicas of a service sharing the table. */
let replicaA: Knex;
let replicaB: Knex;
let keyCounter = 0;
const freshKey = () => `key-${++keyCounter}@example.com`;

beforeAll(async () => {
  const pg = await ensurePostgres();
  replicaA = createDb(pg.testUrl, schema);
  replicaB = createDb(pg.testUrl, schema);
  await runMigrations(replicaA, schema, [throttleMigration]);
});
afterAll(async () => {
  await dropSchema(replicaA, schema);
  await Promise.all([replicaA.destroy(), replicaB.destroy()]);
});

it('counts concurrent attempts from two replicas atomically: of 20 at once with a limit of 5, exactly 5 pass', async () => {
  const rule = { limit: 5, windowMs: 60_000 };
  const throttles = [new Throttle(replicaA, 'concurrent', rule), new Throttle(replicaB, 'concurrent', rule)];
  const key = freshKey();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => throttles[i % 2]!.take(key)));
  const took = performance.now() - started;
  expect(results.filter((r) => r.allowed)).toHaveLength(5);
  expect(results.filter((r) => r.allowed).map((r) => r.hits).sort()).toEqual([1, 2, 3, 4, 5]);
  for (const refused of results.filter((r) => !r.allowed)) {
    // The window opened with the first attempt's statement, at most `took` before the refusal was worked out.
    expect(refused.retryAfterMs).toBeGreaterThanOrEqual(60_000 - took);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  }
});

it('lets every one of many concurrent attempts within the limit pass, however their statements interleave', async () => {
  // Each statement's now() is when it began: one that began first but got the row lock last once read
  // the other's now() as a pause still running, and was refused within the limit.
  const rule = { limit: 40, windowMs: 60_000 };
  const throttles = [new Throttle(replicaA, 'within', rule), new Throttle(replicaB, 'within', rule)];
  for (let round = 0; round < 5; round++) {
    const key = freshKey();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => throttles[i % 2]!.take(key)));
    expect(results.filter((r) => !r.allowed)).toEqual([]);
  }
});

it('refuses until the window ends, then counts afresh; refused attempts are not counted', async () => {
  const throttle = new Throttle(replicaA, 'window', { limit: 2, windowMs: 60_000 });
  const key = freshKey();
  expect((await throttle.take(key)).allowed).toBe(true);
  expect((await throttle.take(key)).allowed).toBe(true);
  for (let i = 0; i < 3; i += 1) expect(await throttle.take(key)).toMatchObject({ allowed: false, hits: 2 });
  // The window ends when PostgreSQL's clock passes resets_at. Moving resets_at there, instead of waiting
  // out a short window, keeps a slow machine from ending the window before the refusals.
  await replicaA('throttle_counters').where({ scope: 'window', key }).update({ resets_at: replicaA.fn.now() });
  expect(await throttle.take(key)).toEqual({ allowed: true, hits: 1, retryAfterMs: 0 });
  // Another key, and the same key in another scope, have their own counts.
  expect((await throttle.take(freshKey())).hits).toBe(1);
  expect((await new Throttle(replicaA, 'other-scope', { limit: 2, windowMs: 60_000 }).take(key)).hits).toBe(1);
});

it('with backoff: free attempts, then a pause that doubles up to its cap, instead of a hard stop', async () => {
  const throttle = new Throttle(replicaA, 'backoff', { windowMs: 60_000, backoff: { free: 2, baseMs: 10_000, maxMs: 40_000 } });
  const key = freshKey();
  expect((await throttle.take(key)).allowed).toBe(true);
  for (const pause of [10_000, 20_000, 40_000, 40_000]) {
    const started = performance.now();
    expect((await throttle.take(key)).allowed).toBe(true);
    const refused = await throttle.take(key);
    expect(refused.allowed).toBe(false);
    // The pause runs from the allowed attempt's statement, so the refusal hears of what is left of it:
    // shortened by at most the time both attempts took, however slow the machine.
    expect(refused.retryAfterMs).toBeLessThanOrEqual(pause);
    expect(refused.retryAfterMs).toBeGreaterThanOrEqual(pause - (performance.now() - started));
    // The pause ends when PostgreSQL's clock passes blocked_until: moved there rather than slept through.
    await replicaA('throttle_counters').where({ scope: 'backoff', key }).update({ blocked_until: replicaA.fn.now() });
  }
  expect((await throttle.take(key)).allowed).toBe(true);
});

it('gives an attempt back with refund (and its pause), and forgets a key with reset', async () => {
  const throttle = new Throttle(replicaA, 'refund', { limit: 2, windowMs: 60_000, backoff: { free: 1, baseMs: 30_000, maxMs: 30_000 } });
  const key = freshKey();
  expect((await throttle.take(key)).allowed).toBe(true);
  expect((await throttle.take(key)).allowed).toBe(false);
  await throttle.refund(key);
  expect(await throttle.take(key)).toEqual({ allowed: true, hits: 1, retryAfterMs: 0 });
  await throttle.reset(key);
  expect((await throttle.take(key)).hits).toBe(1);
  await replicaB.transaction((trx) => resetThrottle(trx, 'refund', key));
  expect((await throttle.take(key)).hits).toBe(1);
});

it('refuses a rule whose longest pause outlasts its window', () => {
  expect(() => new Throttle(replicaA, 'bad', { windowMs: 1_000, backoff: { free: 1, baseMs: 100, maxMs: 5_000 } })).toThrow(/must fit in the window/);
});

it('answers a refusal with a 429 that says how long to wait, in the message and in Retry-After', () => {
  const error = tooManyAttempts('Too many attempts.', 'tooManyRequests', 90_500);
  expect(error).toBeInstanceOf(HttpError);
  expect([error.statusCode, error.code, error.message]).toEqual([429, 'tooManyRequests', 'Too many attempts. Please try again in 2 minutes.']);
  expect(error.headers).toEqual({ 'retry-after': '91' });
  expect(tooManyAttempts('Slow down.', 'rateLimited', 1).message).toBe('Slow down. Please try again in 1 second.');
  expect(tooManyAttempts('Slow down.', 'rateLimited', 42_000).message).toBe('Slow down. Please try again in 42 seconds.');
});
