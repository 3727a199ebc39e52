/**
 * Every route against every role, from one table (proof/src/routes, docs/proof.md#route-and-role-table):
 * a guest, a client on their own resource and on another's, staff on their own and another's, a manager
 * and an admin, each through the gateway of a demo-mode test stack. A route a service publishes that the
 * table does not list fails here, so a new route cannot ship unlisted. The gateway's own two routes
 * (proof/src/routes/gateway.ts) are in no service's document; they are walked like the others.
 */
import { ROUTE_TABLE, SERVICE_ROUTES } from '../src/routes';
import { keyOf, publishedOperations, type Operation } from '../src/routes/published';
import { answerToMalformedId, callerLetIn, MALFORMED_IDS, notAsUnknown, pathIds } from '../src/routes/malformed-ids';
import { answerToUnreadBody } from '../src/routes/unread-body';
import { coverage, requestOf, walkRoute } from '../src/routes/walk';
import { startWorld, type World } from '../src/world';

let world: World;
let operations: Map<string, Operation>;

beforeAll(async () => {
  world = await startWorld();
  operations = new Map((await publishedOperations(world.stack.serviceUrls)).map((op) => [keyOf(op), op]));
}, 240_000);
afterAll(() => world?.stop(), 60_000);

it('lists every route the services publish, and none they do not', async () => {
  const { unlisted, stale } = coverage(SERVICE_ROUTES, await publishedOperations(world.stack.serviceUrls));
  expect({ unlisted, stale }).toEqual({ unlisted: [], stale: [] });
});

it.each(ROUTE_TABLE.map((rule) => [keyOf(rule), rule] as const))('%s answers each caller as the table says', async (_key, rule) => {
  expect(await walkRoute(world, rule)).toEqual([]);
});

// A guard runs before the body is read (docs/architecture.md#routes-and-errors): a guest announcing a large
// body and sending a few bytes of it gets the 401 at once, from every route that requires sign-in.
it.each(ROUTE_TABLE.filter((rule) => rule.who.anonymous === 401).map((rule) => [keyOf(rule), rule] as const))(
  '%s answers a guest’s large body with 401 before reading it',
  async (_key, rule) => {
    expect(await answerToUnreadBody(world.stack.gatewayUrl, requestOf(rule, world.fixtures), 5_000)).toBe(401);
  },
);

// A malformed id names nothing (docs/architecture.md#routes-and-errors): every uuid in a route's path is
// answered, for a caller the route lets in, as its own unknown id, a 404 with the words its schema publishes,
// never validator text. A new route is in the table, so it is checked here as soon as it is published.
it.each(ROUTE_TABLE.filter((rule) => /\{\w+\}/.test(rule.path)).map((rule) => [keyOf(rule), rule] as const))(
  '%s answers a malformed id as an unknown one',
  async (key, rule) => {
    const op = operations.get(key);
    const caller = callerLetIn(rule);
    const findings: string[] = [];
    for (const { name, words } of op && caller ? pathIds(op) : []) {
      for (const malformed of MALFORMED_IDS) {
        const answer = await answerToMalformedId(world, rule, caller!, name, malformed);
        const problem = notAsUnknown(answer, words);
        if (problem) findings.push(`${caller} ${name}=${malformed}: ${answer.status} ${answer.text.slice(0, 200)} (${problem})`);
      }
    }
    expect(findings).toEqual([]);
  },
);
