import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { Type } from 'typebox';
import type { ServiceDefinition } from '../src';
import { eventually, startHarness, type Harness } from '../src/testing';

/**
 * A small service with one consumer that counts the events it handles, and fails on demand, to prove
 * the inbox (at most once per event id) and the dead-letter path.
 */
const counterService: ServiceDefinition<Record<string, never>> = {
  name: 'svc-counter',
  domain: 'counter',
  migrations: [
    {
      name: '0001_counts',
      async up(knex) {
        await knex.schema.createTable('counts', (t) => {
          t.string('key').primary();
          t.integer('n').notNullable();
        });
      },
    },
  ],
  consumers: () => [
    {
      name: 'counter',
      subject: 'hvac.test.>',
      maxDeliver: 3,
      async handle(event, trx) {
        const data = event.data as { key: string; fail?: boolean };
        if (data.fail) throw new Error('handler refuses this event');
        await trx.raw('INSERT INTO counts (key, n) VALUES (?, 1) ON CONFLICT (key) DO UPDATE SET n = counts.n + 1', [data.key]);
      },
    },
  ],
  routes: (app, ctx) => {
    app.get('/things/:name', async (request) => ({ name: (request.params as { name: string }).name }));
    app.get(
      '/lookup',
      {
        schema: {
          querystring: Type.Object({
            kind: Type.Union([Type.Literal('a'), Type.Literal('b'), Type.Literal('c')]),
            note: Type.Optional(Type.Union([Type.String({ maxLength: 5 }), Type.Null()])),
          }),
        },
      },
      // The text goes to PostgreSQL, which would refuse a NUL character with an error of its own.
      async (request) => (await ctx.db.raw('select ?::text as note', [request.query.note ?? ''])).rows[0],
    );
    app.post('/things', { schema: { body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 20 }) }) } }, async (request, reply) => {
      await ctx.db.transaction((trx) => ctx.outbox.add(trx, { type: 'thing-made', data: { name: request.body.name }, correlationId: request.id }));
      return reply.status(201).send({ ok: true });
    });
    app.get('/boom', async () => {
      throw new Error('secret internal detail');
    });
  },
};

let h: Harness<unknown>;
let nc: NatsConnection;
beforeAll(async () => {
  h = await startHarness(counterService);
  await eventually(() => (h.service.ctx.bus.isConnected() ? true : undefined), 10_000, 'NATS');
  nc = await connect({ servers: h.nats.url });
});
afterAll(async () => {
  await nc.close();
  await h.close();
});

const envelope = (id: string, data: unknown) =>
  JSON.stringify({ id, type: 'test-event', occurredAt: new Date().toISOString(), source: 'test', version: 1, correlationId: null, data });

const count = async (key: string) => (await h.service.ctx.db('counts').where({ key }).first())?.n as number | undefined;

it('handles an event delivered twice only once', async () => {
  const js = jetstream(nc);
  const id = randomUUID();
  // Two publishes with different message ids defeat JetStream's de-duplication: the consumer sees both.
  await js.publish('hvac.test.once', envelope(id, { key: 'once' }), { msgID: `${id}-a` });
  await js.publish('hvac.test.once', envelope(id, { key: 'once' }), { msgID: `${id}-b` });
  await js.publish('hvac.test.once', envelope(randomUUID(), { key: 'marker' }));
  await eventually(() => count('marker'), 10_000, 'marker handled');
  expect(await count('once')).toBe(1);
  const inbox = await h.service.ctx.db('inbox').where({ event_id: id });
  expect(inbox).toHaveLength(1);
});

it('moves an event that keeps failing to the dead letters after maxDeliver attempts', async () => {
  const js = jetstream(nc);
  const id = randomUUID();
  await js.publish('hvac.test.poison', envelope(id, { key: 'poison', fail: true }));
  const dead = await eventually(async () => (await h.service.ctx.db('dead_letters').where({ event_id: id }).first()) ?? undefined, 20_000, 'dead letter');
  expect(dead).toMatchObject({ consumer: 'svc-counter_counter', subject: 'hvac.test.poison', error: 'handler refuses this event', deliveries: 3 });
  // The handler's transaction rolled back each time, so the inbox does not claim it was processed.
  expect(await h.service.ctx.db('inbox').where({ event_id: id })).toHaveLength(0);
});

it('sends a message that is not an event envelope straight to the dead letters', async () => {
  await jetstream(nc).publish('hvac.test.garbage', 'not json at all');
  const dead = await eventually(async () => (await h.service.ctx.db('dead_letters').where({ subject: 'hvac.test.garbage' }).first()) ?? undefined, 10_000, 'dead letter');
  expect(dead.payload).toBe('not json at all');
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
  expect(bad.json()).toEqual({ message: expect.stringContaining('name'), code: 'VALIDATION_ERROR' });
  const boom = await h.service.app.inject({ method: 'GET', url: '/boom' });
  expect(boom.statusCode).toBe(500);
  expect(boom.body).not.toContain('secret internal detail');
  expect(boom.body).not.toContain('at ');
  const overlong = await h.service.app.inject({ method: 'GET', url: `/things/${'a'.repeat(600)}` });
  expect([overlong.statusCode, overlong.json()]).toEqual([414, { message: 'A part of the address is too long.', code: 'FST_ERR_MAX_PARAM_LENGTH' }]);
  const notJson = await h.service.app.inject({ method: 'POST', url: '/things', payload: 'x', headers: { 'content-type': 'application/xml' } });
  expect(notJson.statusCode).toBe(415);
});

it('says which values a union allows and why a nullable value failed, in one readable message', async () => {
  const kind = await h.service.app.inject({ method: 'GET', url: '/lookup?kind=z' });
  expect(kind.json()).toEqual({ message: 'querystring/kind must be one of: a, b, c', code: 'VALIDATION_ERROR' });
  const note = await h.service.app.inject({ method: 'GET', url: '/lookup?kind=a&note=toolong' });
  expect(note.json()).toEqual({ message: 'querystring/note must NOT have more than 5 characters', code: 'VALIDATION_ERROR' });
  const missing = await h.service.app.inject({ method: 'POST', url: '/things', payload: {} });
  expect(missing.json()).toEqual({ message: "body must have required property 'name'", code: 'VALIDATION_ERROR' });
  expect((await h.service.app.inject({ method: 'GET', url: '/lookup?kind=b&note=ok' })).json()).toEqual({ note: 'ok' });
});

it('refuses text holding a NUL character with a 400 before anything is written', async () => {
  const nul = { message: 'Text must not contain the NUL character (U+0000).', code: 'NUL_CHARACTER' };
  const query = await h.service.app.inject({ method: 'GET', url: '/lookup?kind=a&note=x%00y' });
  expect([query.statusCode, query.json()]).toEqual([400, nul]);
  const outboxBefore = Number((await h.service.ctx.db('outbox').count({ n: '*' }))[0]!.n);
  const body = await h.service.app.inject({ method: 'POST', url: '/things', payload: { name: 'nul\u0000name' } });
  expect([body.statusCode, body.json()]).toEqual([400, nul]);
  expect(Number((await h.service.ctx.db('outbox').count({ n: '*' }))[0]!.n)).toBe(outboxBefore);
});

it('reports not ready while NATS is down, and ready again after', async () => {
  await h.nats.stop();
  await eventually(async () => ((await h.service.app.inject({ method: 'GET', url: '/ready' })).statusCode === 503 ? true : undefined), 10_000, 'not ready');
  await h.nats.start();
  await eventually(async () => ((await h.service.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200 ? true : undefined), 15_000, 'ready');
});
