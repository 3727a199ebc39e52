import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { IDENTITY_EVENTS, STREAM_NAME, type EventEnvelopeOf, type UserEventData } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { GOOD_PASSWORD, startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity();
  await eventually(() => (t.h.service.ctx.bus.isConnected() ? true : undefined), 10_000, 'NATS connection');
});
afterAll(() => t.close());

/** Reads every identity event in the stream (from the start) with a fresh ordered consumer. */
async function readIdentityEvents(nc: NatsConnection, expected: number): Promise<EventEnvelopeOf<UserEventData>[]> {
  const js = jetstream(nc);
  // Debian's nats-server 2.9 has no filter_subjects: read the whole stream and keep identity's subjects.
  const consumer = await js.consumers.get(STREAM_NAME);
  const seen: EventEnvelopeOf<UserEventData>[] = [];
  const deadline = Date.now() + 15_000;
  while (seen.length < expected && Date.now() < deadline) {
    const batch = await consumer.fetch({ max_messages: 100, expires: 1000 });
    for await (const m of batch) if (m.subject.startsWith('hvac.identity.')) seen.push(m.json());
  }
  return seen;
}

it('keeps events made while NATS is down and publishes each exactly once when it is back', async () => {
  const register = (i: number) =>
    t.call({ method: 'POST', url: '/api/auth/register', payload: { username: `Outage ${i}`, email: `outage${i}@example.com`, password: GOOD_PASSWORD } });

  await t.h.nats.stop();
  const results = [];
  for (let i = 0; i < 5; i += 1) results.push(await register(i));
  expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
  const pending = await t.h.service.ctx.db('outbox').whereNull('published_at').count({ n: '*' });
  expect(Number(pending[0]!.n)).toBe(5);

  await t.h.nats.start();
  await eventually(
    async () => {
      const [{ n }] = (await t.h.service.ctx.db('outbox').whereNull('published_at').count({ n: '*' })) as [{ n: string }];
      return Number(n) === 0 ? true : undefined;
    },
    20_000,
    'outbox drained',
  );

  const nc = await connect(t.h.nats.clientOptions());
  try {
    const events = await readIdentityEvents(nc, 5);
    const outage = events.filter((e) => e.data.email?.startsWith('outage'));
    expect(outage).toHaveLength(5);
    expect(new Set(outage.map((e) => e.data.email))).toEqual(new Set([0, 1, 2, 3, 4].map((i) => `outage${i}@example.com`)));
    expect(new Set(outage.map((e) => e.id)).size).toBe(5);
    for (const e of outage) {
      expect(e).toMatchObject({ type: 'user-registered', source: 'svc-identity', version: 1, data: { role: 'client' } });
      expect(typeof e.correlationId).toBe('string');
    }
  } finally {
    await nc.close();
  }
});

it('publishes user-updated and user-deleted with the subjects of the contract', async () => {
  const admin = await t.userWithRole('admin');
  const target = await t.userWithRole('client');
  await t.call({ method: 'PUT', url: `/api/users/admin/${target.user.id}`, token: admin.token, payload: { username: 'Renamed', email: target.user.email, role: 'staff' } });
  await t.call({ method: 'DELETE', url: `/api/users/${target.user.id}`, token: admin.token });

  const nc = await connect(t.h.nats.clientOptions());
  try {
    const js = jetstream(nc);
    const subjects: string[] = [];
    const found = await eventually(async () => {
      const consumer = await js.consumers.get(STREAM_NAME);
      subjects.length = 0;
      const batch = await consumer.fetch({ max_messages: 500, expires: 1000 });
      const mine: EventEnvelopeOf<{ id: string; username?: string; role?: string }>[] = [];
      for await (const m of batch) {
        const e = m.json<EventEnvelopeOf<{ id: string }>>();
        if (e.data.id === target.user.id) {
          mine.push(e);
          subjects.push(m.subject);
        }
      }
      return mine.length >= 3 ? mine : undefined;
    }, 15_000, 'three events for the target user');
    expect(found.map((e) => e.type)).toEqual(['user-registered', 'user-updated', 'user-deleted']);
    expect(found[1]!.data).toMatchObject({ username: 'Renamed', role: 'staff' });
    // Each event carries the row's version; the role change also raised the token version.
    expect(found.map((e) => (e.data as { version?: number }).version)).toEqual([1, 2, 3]);
    expect(found.map((e) => (e.data as { tokenVersion?: number }).tokenVersion)).toEqual([0, 1, undefined]);
    expect(subjects).toEqual([IDENTITY_EVENTS.userRegistered.subject, IDENTITY_EVENTS.userUpdated.subject, IDENTITY_EVENTS.userDeleted.subject]);
  } finally {
    await nc.close();
  }
});
