import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { STREAM_NAME } from '@hvac/contracts/events';
import { runEventsCli } from '../src/cli/events';
import { eventually, startHarness, type Harness } from '../src/testing';
import { attempts, brokenKeys, counterService, envelope } from './counter-service';

let h: Harness<unknown>;
let nc: NatsConnection;
beforeAll(async () => {
  h = await startHarness(counterService);
  await eventually(() => (h.service.ctx.bus.isConnected() ? true : undefined), 10_000, 'NATS');
  nc = await connect(h.nats.clientOptions());
});
afterAll(async () => {
  await nc.close();
  await h.close();
});

const count = async (key: string) => (await h.service.ctx.db('counts').where({ key }).first())?.n as number | undefined;

it('handles an event delivered twice only once', async () => {
  const js = jetstream(nc);
  const id = randomUUID();
  // Two publishes with different message ids defeat JetStream's de-duplication: the consumer sees both.
  await js.publish('hvac.test.once', envelope('hvac.test.once', id, { key: 'once' }), { msgID: `${id}-a` });
  await js.publish('hvac.test.once', envelope('hvac.test.once', id, { key: 'once' }), { msgID: `${id}-b` });
  await js.publish('hvac.test.once', envelope('hvac.test.once', randomUUID(), { key: 'marker' }));
  await eventually(() => count('marker'), 10_000, 'marker handled');
  expect(await count('once')).toBe(1);
  const inbox = await h.service.ctx.db('inbox').where({ event_id: id });
  expect(inbox).toHaveLength(1);
});

it('moves an event that keeps failing to the dead letters after maxFailures attempts', async () => {
  const js = jetstream(nc);
  const id = randomUUID();
  await js.publish('hvac.test.poison', envelope('hvac.test.poison', id, { key: 'poison', fail: true }));
  const dead = await eventually(async () => (await h.service.ctx.db('dead_letters').where({ event_id: id }).first()) ?? undefined, 20_000, 'dead letter');
  expect(dead).toMatchObject({ consumer: 'svc-counter_counter', subject: 'hvac.test.poison', error: 'handler refuses this event', deliveries: 3 });
  expect(attempts.get(id)).toBe(3);
  // The handler's transaction rolled back each time, so the inbox does not claim it was processed.
  expect(await h.service.ctx.db('inbox').where({ event_id: id })).toHaveLength(0);
});

it('sends a message that is not an event envelope straight to the dead letters', async () => {
  await jetstream(nc).publish('hvac.test.garbage', 'not json at all');
  const dead = await eventually(async () => (await h.service.ctx.db('dead_letters').where({ subject: 'hvac.test.garbage' }).first()) ?? undefined, 10_000, 'dead letter');
  expect(dead.payload).toBe('not json at all');
});

it("counts only the handler's own errors toward the dead letters, and keeps handling later events", async () => {
  const js = jetstream(nc);
  const id = randomUUID();
  // Attempts 1, 3 and 5 fail in the handler; 2 and 4 lose the database connection, which must not count.
  await js.publish('hvac.test.alternate', envelope('hvac.test.alternate', id, { key: 'alternate', alternate: true }));
  const dead = await eventually(async () => (await h.service.ctx.db('dead_letters').where({ event_id: id }).first()) ?? undefined, 30_000, 'dead letter');
  expect(dead).toMatchObject({ error: 'handler refuses this event', deliveries: 3 });
  expect(attempts.get(id)).toBe(5);
  await js.publish('hvac.test.later', envelope('hvac.test.later', randomUUID(), { key: 'after-poison' }));
  await eventually(() => count('after-poison'), 10_000, 'a later event handled');
  expect(await count('alternate')).toBeUndefined();
}, 40_000);

it('waits out lost database connections however often they happen, and never dead-letters for them', async () => {
  const id = randomUUID();
  // More losses than maxFailures (3) and than the five deliveries JetStream used to allow.
  await jetstream(nc).publish('hvac.test.flaky', envelope('hvac.test.flaky', id, { key: 'flaky', dropConnection: 6 }));
  await eventually(() => count('flaky'), 30_000, 'the event applied');
  expect(attempts.get(id)).toBe(7);
  expect(await h.service.ctx.db('dead_letters').where({ event_id: id })).toHaveLength(0);
}, 40_000);

describe('npm run events', () => {
  const run = async (argv: string[], env: Record<string, string | undefined>) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runEventsCli(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const env = () => ({ DATABASE_URL: h.env.DATABASE_URL, DB_SCHEMA: h.env.DB_SCHEMA, NATS_URL: h.env.NATS_URL, NATS_PASSWORD_FILE: h.nats.credentials.passwordFile('ops') });

  it('replays a dead-lettered event once its handler is fixed, and it is applied exactly once', async () => {
    const js = jetstream(nc);
    const id = randomUUID();
    brokenKeys.add('fixed-later');
    await js.publish('hvac.fragile.replay', envelope('hvac.fragile.replay', id, { key: 'fixed-later' }));
    const dead = await eventually(async () => (await h.service.ctx.db('dead_letters').where({ event_id: id }).first()) ?? undefined, 10_000, 'dead letter');
    brokenKeys.delete('fixed-later');

    const list = await run(['list', 'svc-counter'], env());
    expect(list.code).toBe(0);
    expect(list.out).toContain(`fragile: 1 dead letter; replay with: npm run events -- replay svc-counter fragile`);
    expect(list.out).toContain(id);
    const replay = await run(['replay', 'svc-counter', 'fragile'], env());
    expect(replay).toMatchObject({ code: 0, out: expect.stringContaining(`Replayed 1 dead letter of svc-counter_fragile: #${dead.id}.`) });
    await eventually(() => count('fixed-later'), 10_000, 'the replayed event applied');
    expect((await h.service.ctx.db('dead_letters').where({ id: dead.id }).first()).replayed_at).toBeInstanceOf(Date);

    // A second replay finds nothing left; the event arriving once more (a redelivery) is skipped by the inbox.
    expect(await run(['replay', 'svc-counter', 'fragile', String(dead.id)], env())).toMatchObject({ code: 0, out: expect.stringContaining('Nothing to replay') });
    await js.publish('hvac.fragile.replay', envelope('hvac.fragile.replay', id, { key: 'fixed-later' }), { msgID: randomUUID() });
    await js.publish('hvac.fragile.replay', envelope('hvac.fragile.replay', randomUUID(), { key: 'after-replay' }));
    await eventually(() => count('after-replay'), 10_000, 'a later event handled');
    expect(await count('fixed-later')).toBe(1);
    expect(await h.service.ctx.db('dead_letters').where({ event_id: id })).toHaveLength(1);
  });

  it('replays only as the bus’s operator: a service’s password is refused', async () => {
    const id = randomUUID();
    brokenKeys.add('operator-only');
    await jetstream(nc).publish('hvac.fragile.replay', envelope('hvac.fragile.replay', id, { key: 'operator-only' }));
    await eventually(async () => (await h.service.ctx.db('dead_letters').where({ event_id: id }).first()) ?? undefined, 10_000, 'dead letter');
    brokenKeys.delete('operator-only');
    const refused = await run(['replay', 'svc-counter', 'fragile'], { ...env(), NATS_PASSWORD_FILE: h.nats.credentials.passwordFile('svc-counter') });
    expect(refused).toMatchObject({ code: 1, err: expect.stringContaining('does not let the operator in') });
    expect(await run(['replay', 'svc-counter', 'fragile'], env())).toMatchObject({ code: 0 });
    await eventually(() => count('operator-only'), 10_000, 'the replayed event applied');
  });

  it('names a missing variable and says where to find the local stack', async () => {
    const result = await run(['list', 'svc-counter'], {});
    expect(result.code).toBe(1);
    expect(result.err).toContain('DATABASE_URL is missing');
    expect(result.err).toContain('.data/postgres-password');
  });
});

it('publishes outbox events with the envelope of the contract and the request id as correlation id', async () => {
  const sub = nc.subscribe('hvac.counter.thing-made', { max: 1 });
  const res = await h.service.app.inject({ method: 'POST', url: '/things', payload: { name: 'widget' }, headers: { 'x-request-id': 'corr-42' } });
  expect(res.statusCode).toBe(201);
  for await (const m of sub) {
    const e = m.json<Record<string, unknown>>();
    expect(e).toMatchObject({ type: 'thing-made', source: 'svc-counter', version: 1, correlationId: 'corr-42', data: { name: 'widget' } });
    expect(e.id).toEqual(expect.any(String));
    expect(new Date(e.occurredAt as string).toString()).not.toBe('Invalid Date');
  }
});

it('answers validation errors with 400 { message, code } and hides internal errors', async () => {
  const bad = await h.service.app.inject({ method: 'POST', url: '/things', payload: { name: '' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ message: expect.stringContaining('name'), code: 'validationError' });
  const boom = await h.service.app.inject({ method: 'GET', url: '/boom' });
  expect(boom.statusCode).toBe(500);
  expect(boom.body).not.toContain('secret internal detail');
  expect(boom.body).not.toContain('at ');
  const overlong = await h.service.app.inject({ method: 'GET', url: `/things/${'a'.repeat(600)}` });
  expect([overlong.statusCode, overlong.json()]).toEqual([414, { message: 'A part of the address is too long.', code: 'paramTooLong' }]);
  const notJson = await h.service.app.inject({ method: 'POST', url: '/things', payload: 'x', headers: { 'content-type': 'application/xml' } });
  expect(notJson.statusCode).toBe(415);
});

it('says which values a union allows and why a nullable value failed, in one readable message', async () => {
  const kind = await h.service.app.inject({ method: 'GET', url: '/lookup?kind=z' });
  expect(kind.json()).toEqual({ message: 'querystring/kind must be one of: a, b, c', code: 'validationError' });
  const note = await h.service.app.inject({ method: 'GET', url: '/lookup?kind=a&note=toolong' });
  expect(note.json()).toEqual({ message: 'querystring/note must NOT have more than 5 characters', code: 'validationError' });
  const missing = await h.service.app.inject({ method: 'POST', url: '/things', payload: {} });
  expect(missing.json()).toEqual({ message: "body must have required property 'name'", code: 'validationError' });
  expect((await h.service.app.inject({ method: 'GET', url: '/lookup?kind=b&note=ok' })).json()).toEqual({ note: 'ok' });
});

it('refuses text holding a NUL character with a 400 before anything is written', async () => {
  const nul = { message: 'Text must not contain the NUL character (U+0000).', code: 'nulCharacter' };
  const query = await h.service.app.inject({ method: 'GET', url: '/lookup?kind=a&note=x%00y' });
  expect([query.statusCode, query.json()]).toEqual([400, nul]);
  const outboxBefore = Number((await h.service.ctx.db('outbox').count({ n: '*' }))[0]!.n);
  const body = await h.service.app.inject({ method: 'POST', url: '/things', payload: { name: 'nul\u0000name' } });
  expect([body.statusCode, body.json()]).toEqual([400, nul]);
  expect(Number((await h.service.ctx.db('outbox').count({ n: '*' }))[0]!.n)).toBe(outboxBefore);
});

const ready = async () => (await h.service.app.inject({ method: 'GET', url: '/ready' })).statusCode;

it('restarts a consumer loop that ended, and is not ready meanwhile', async () => {
  expect(await ready()).toBe(200);
  // Deleting the durable consumer on the server ends the loop that reads from it.
  await (await jetstreamManager(nc)).consumers.delete(STREAM_NAME, 'svc-counter_counter');
  await eventually(async () => ((await ready()) === 503 ? true : undefined), 10_000, 'not ready');
  await eventually(async () => ((await ready()) === 200 ? true : undefined), 15_000, 'ready again');
  await jetstream(nc).publish('hvac.test.restarted', envelope('hvac.test.restarted', randomUUID(), { key: 'after-restart' }));
  await eventually(() => count('after-restart'), 10_000, 'an event handled by the restarted loop');
});

it('reports not ready while NATS is down, and ready again after, still consuming', async () => {
  await h.nats.stop();
  await eventually(async () => ((await ready()) === 503 ? true : undefined), 10_000, 'not ready');
  await h.nats.start();
  await eventually(async () => ((await ready()) === 200 ? true : undefined), 15_000, 'ready');
  // A new connection: the test's own may still wait to reconnect.
  const fresh = await connect(h.nats.clientOptions());
  try {
    await jetstream(fresh).publish('hvac.test.nats-back', envelope('hvac.test.nats-back', randomUUID(), { key: 'nats-back' }));
  } finally {
    await fresh.close();
  }
  await eventually(() => count('nats-back'), 15_000, 'an event handled after the outage');
});
