/**
 * Requests generated from each route's published schema (docs/proof.md#fuzzing), valid, at the edges and
 * hostile, from every caller and with forged credentials, through the gateway of a demo-mode test stack. No
 * answer may be a 5xx, show a stack trace or SQL, or be an error without `{ message, code }`, and no forged
 * credential may get in where a guest may not.
 *
 * FUZZ_RUNS (requests a route, default 120) lengthens the run, with a new seed each time; FUZZ_SEED
 * replays one (the seed is in the name of the block below and in every failure). The short run in npm test
 * keeps one seed, so that a landing is never refused by a finding that has nothing to do with it: new
 * ground is the long run's job.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { brokenRule } from '../src/answers';
import { CALLERS } from '../src/callers';
import { casesFor } from '../src/fuzz/requests';
import { validatorTextAboutIds } from '../src/routes/malformed-ids';
import { ROUTE_TABLE } from '../src/routes';
import { keyOf, publishedOperations, type Operation } from '../src/routes/published';
import { startWorld, type World } from '../src/world';

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SHORT_RUN_SEED = 20_261_126;
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Math.floor(Math.random() * 2 ** 31) : SHORT_RUN_SEED));
/** A rendered PDF takes up to half a second; most answers a few milliseconds. */
const ROUTE_TIMEOUT_MS = Math.max(120_000, RUNS * 500);

let world: World;
let operations: Map<string, Operation>;

beforeAll(async () => {
  world = await startWorld();
  operations = new Map((await publishedOperations(world.stack.serviceUrls)).map((op) => [keyOf(op), op]));
}, 240_000);
afterAll(() => world?.stop(), 60_000);

/** A route's published operation; the gateway's own routes publish none, so theirs is made from the path. */
function operationOf(key: string, path: string, method: string): Operation {
  const parameters = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ in: 'path' as const, name: m[1] as string, schema: { type: 'string' } }));
  return operations.get(key) ?? { service: 'gateway', method, path, spec: { parameters } };
}

describe(`fuzz (seed ${SEED}, ${RUNS} requests a route)`, () => {
  it.each(ROUTE_TABLE.map((rule) => [keyOf(rule), rule] as const))('%s', async (key, rule) => {
    const op = operationOf(key, rule.path, rule.method);
    await fc.assert(
      fc.asyncProperty(casesFor(op, world.fixtures, Object.values(world.tokens)), async ({ caller, request }) => {
        const answer = await world.call(caller, request);
        const sent = `${request.url} ${typeof request.raw?.body === 'string' ? request.raw.body : ''}`;
        // A forged credential passes no guard: where a guest gets 401, so does it.
        const forgedIn = request.authorization !== undefined && rule.who.anonymous === 401 && answer.status < 300;
        const problem = brokenRule(answer, sent) ?? validatorTextAboutIds(answer, op) ?? (forgedIn ? `let a forged credential in (${answer.status})` : null);
        if (problem) throw new Error(`${caller}: ${request.method} ${request.url.slice(0, 200)} ${problem}: ${answer.text.slice(0, 400)}`);
      }),
      { seed: SEED, numRuns: RUNS, includeErrorInReport: true },
    );
  }, ROUTE_TIMEOUT_MS);

  it('left every gateway worker running: none died and was replaced (gateway/src/cluster.ts logs each)', () => {
    const gateway = world.stack.apps.find((app) => app.name === 'gateway');
    expect(readFileSync(gateway!.logFile, 'utf8').match(/worker \d+ exited.*/g) ?? []).toEqual([]);
  });

  it('leaves every caller signed in, so every request above was judged as that caller', async () => {
    for (const caller of CALLERS.filter((c) => c !== 'anonymous')) {
      expect([caller, (await world.call(caller, { method: 'GET', url: '/api/users/me' })).status]).toEqual([caller, 200]);
    }
  });
});
