import type { Knex } from 'knex';
import { IdParams } from '@hvac/contracts';
import { defineConsumer, defineEvent, reads, type EventEnvelopeOf } from '@hvac/contracts/events';
import { Type } from 'typebox';
import { notFound, type ServiceDefinition } from '../src';

/** What a test asks of the counter's handler, per event, through the event's data. */
export interface CounterData {
  key: string;
  /** The handler refuses the event every time (a poison message). */
  fail?: boolean;
  /** The handler loses its database connection on this many first attempts, then applies the event. */
  dropConnection?: number;
  /** Odd attempts: the handler refuses the event; even attempts: it loses its connection. */
  alternate?: boolean;
}

/** The events the tests publish for the consumers, each as its own type so a dead letter names its case. */
const Counted = Type.Object({ key: Type.String() });
const testEvents = (domain: string, names: string[]) => names.map((name) => reads(defineEvent(domain, name, 1, Counted), ['key']));
const COUNTER = defineConsumer({
  name: 'counter',
  subject: 'hvac.test.>',
  reads: testEvents('test', ['once', 'poison', 'alternate', 'later', 'flaky', 'restarted', 'nats-back', 'outage']),
});
const FRAGILE = defineConsumer({ name: 'fragile', subject: 'hvac.fragile.>', reads: testEvents('fragile', ['replay']) });
const ThingMade = defineEvent('counter', 'thing-made', 1, Type.Object({ name: Type.String() }));

/** Keys the handler refuses until a test takes them out again (a bug that is later fixed). */
export const brokenKeys = new Set<string>();
/** Attempts per event id: how often the handler ran for it. */
export const attempts = new Map<string, number>();

/** Ends the handler's own connection the way an administrator or a database restart would (57P01). */
const loseConnection = (trx: Knex.Transaction) => trx.raw('select pg_terminate_backend(pg_backend_pid())');

/** Both consumers' handler: counts the event's key, after failing as the event asks. */
async function count(event: EventEnvelopeOf<unknown>, trx: Knex.Transaction): Promise<void> {
  const data = event.data as CounterData;
  const attempt = (attempts.get(event.id) ?? 0) + 1;
  attempts.set(event.id, attempt);
  if (brokenKeys.has(data.key)) throw new Error(`handler refuses ${data.key}`);
  if (data.fail) throw new Error('handler refuses this event');
  if (data.alternate) {
    if (attempt % 2 === 1) throw new Error('handler refuses this event');
    await loseConnection(trx);
  }
  if (attempt <= (data.dropConnection ?? 0)) await loseConnection(trx);
  await trx.raw('INSERT INTO counts (key, n) VALUES (?, 1) ON CONFLICT (key) DO UPDATE SET n = counts.n + 1', [data.key]);
}

/**
 * A small service whose consumers count the events they handle, and fail on demand, to prove the inbox
 * (at most once per event id), the dead-letter path and how failures are told apart.
 */
export const counterService: ServiceDefinition<Record<string, never>> = {
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
    { contract: COUNTER, maxFailures: 3, handle: count },
    // Dead-letters at the first failure, for tests that need a dead letter rather than the way to one.
    { contract: FRAGILE, maxFailures: 1, handle: count },
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
    app.get(
      '/page',
      { schema: { querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) }) } },
      async (request) => ({ limit: request.query.limit ?? 50 }),
    );
    app.post('/things', { schema: { body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 20 }) }) } }, async (request, reply) => {
      await ctx.db.transaction((trx) => ctx.outbox.add(trx, ThingMade, { name: request.body.name }, request.id));
      return reply.status(201).send({ ok: true });
    });
    app.get('/things/by-id/:id', { schema: { params: IdParams('Thing not found', 'notFound') } }, async (request) => {
      throw notFound(`Thing not found (no ${request.params.id})`);
    });
    app.get('/boom', async () => {
      throw new Error('secret internal detail');
    });
  },
};

/** An event on `subject` (`hvac.<domain>.<type>`), from its domain's publisher as consumers require. */
export const envelope = (subject: string, id: string, data: unknown) => {
  const [, domain, type] = subject.split('.');
  return JSON.stringify({ id, type, occurredAt: new Date().toISOString(), source: `svc-${domain}`, version: 1, correlationId: null, data });
};
