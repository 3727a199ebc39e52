import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { BILLING_EVENTS, type EventEnvelopeOf, type QuoteEventData } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { startRequests, type TestRequests, type TestUser } from './helpers';

let t: TestRequests;
let nc: NatsConnection;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startRequests();
  nc = await connect(t.h.nats.clientOptions());
  admin = await t.user('admin');
  client = await t.user('client');
});
afterAll(async () => {
  await nc.close();
  await t.close();
});

const book = async (): Promise<ServiceRequest> =>
  (await t.call({ method: 'POST', url: '/api/service-requests', payload: t.guestBooking(client.user.id) })).json().data.serviceRequest;

/** quote-accepted as svc-billing's outbox publishes it (docs/domains/billing.md#events). */
const quoteAccepted = (serviceRequestId: string | null, clientId = client.user.id): EventEnvelopeOf<QuoteEventData> => ({
  id: randomUUID(),
  type: BILLING_EVENTS.quoteAccepted.type,
  occurredAt: new Date().toISOString(),
  source: 'svc-billing',
  version: 1,
  correlationId: `req-${randomUUID()}`,
  data: { id: randomUUID(), quoteNumber: 'QOT-1', clientId, serviceRequestId },
});
/** Without a message id a second publish is not de-duplicated by JetStream: it reaches the consumer again. */
const publish = (event: EventEnvelopeOf<unknown>) => jetstream(nc).publish(BILLING_EVENTS.quoteAccepted.subject, JSON.stringify(event));

const statusOf = async (id: string) => (await t.h.service.ctx.db('service_requests').where({ id }).first()).status as string;
const handled = (eventId: string) =>
  eventually(async () => ((await t.h.service.ctx.db('inbox').where({ event_id: eventId, consumer: 'svc-requests_quote-accepted' }).first()) ? true : undefined), 15_000, 'event handled');
const statusEvents = async (id: string) =>
  (await t.h.service.ctx.db('outbox').orderBy('seq')).filter((r) => r.envelope.type === 'service-request-status-changed' && r.envelope.data.id === id).map((r) => r.envelope);

describe('a quote accepted by the client (docs/domains/billing.md#events)', () => {
  it('confirms the pending service request it answers, with a status-changed event carrying the correlation id', async () => {
    const r = await book();
    const event = quoteAccepted(r.id);
    await publish(event);
    await handled(event.id);
    expect(await statusOf(r.id)).toBe('confirmed');
    const changes = await statusEvents(r.id);
    expect(changes.map((e) => [e.data, e.correlationId])).toEqual([[{ id: r.id, from: 'pending', to: 'confirmed' }, event.correlationId]]);
  });

  it('applies a redelivered event once', async () => {
    const r = await book();
    const event = quoteAccepted(r.id);
    await publish(event);
    await handled(event.id);
    await t.call({ method: 'PUT', url: `/api/service-requests/${r.id}`, token: admin.token, payload: { status: 'pending' } });
    await publish(event);
    const marker = quoteAccepted(null);
    await publish(marker);
    await handled(marker.id);
    expect(await statusOf(r.id)).toBe('pending');
    expect(await statusEvents(r.id)).toHaveLength(2);
  });

  it('leaves another client’s request pending: a quote confirms only its own client’s request', async () => {
    const r = await book();
    const other = await t.user('client');
    const event = quoteAccepted(r.id, other.user.id);
    await publish(event);
    await handled(event.id);
    expect(await statusOf(r.id)).toBe('pending');
    expect(await statusEvents(r.id)).toEqual([]);
  });

  it('leaves a request that has moved on, an unknown one and a quote without one alone, without dead letters', async () => {
    const r = await book();
    await t.call({ method: 'PUT', url: `/api/service-requests/${r.id}`, token: admin.token, payload: { status: 'in_progress' } });
    const events = [quoteAccepted(r.id), quoteAccepted(randomUUID()), quoteAccepted(null)];
    for (const e of events) await publish(e);
    for (const e of events) await handled(e.id);
    expect(await statusOf(r.id)).toBe('in_progress');
    expect(await statusEvents(r.id)).toHaveLength(1);
    expect(await t.h.service.ctx.db('dead_letters')).toEqual([]);
  });
});
