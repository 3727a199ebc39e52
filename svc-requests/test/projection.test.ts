import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { randomUUID } from 'node:crypto';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { IDENTITY_EVENTS } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { startRequests, validBooking, type TestRequests } from './helpers';

let t: TestRequests;
beforeAll(async () => {
  t = await startRequests();
});
afterAll(() => t.close());

it('fills users_directory from user-registered and follows user-updated', async () => {
  const { user } = await t.user('client');
  const row = await t.h.service.ctx.db('users_directory').where({ id: user.id }).first();
  expect(row).toMatchObject({ username: user.username, email: user.email, role: 'client', deleted_at: null });

  await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, username: 'Renamed Client', role: 'staff', version: 2 });
  await t.waitProjected(user.id, (r) => r.username === 'Renamed Client' && r.role === 'staff');
});

it('applies a redelivered event once (inbox)', async () => {
  const { user } = await t.user('client');
  const nc = await connect(t.h.nats.clientOptions());
  try {
    const envelope = { id: randomUUID(), type: 'user-updated', occurredAt: new Date().toISOString(), source: 'svc-identity', version: 1, correlationId: null, data: { ...user, username: 'Once', version: 2 } };
    const js = jetstream(nc);
    await js.publish('hvac.identity.user-updated', JSON.stringify(envelope), { msgID: envelope.id });
    await t.waitProjected(user.id, (r) => r.username === 'Once');
    // The same event id again (past JetStream's de-duplication, under another msgID): the inbox skips it.
    // The row's version goes back too, or the version check alone would refuse the redelivery.
    await t.h.service.ctx.db('users_directory').where({ id: user.id }).update({ username: 'Changed locally', version: 1 });
    await js.publish('hvac.identity.user-updated', JSON.stringify(envelope), { msgID: randomUUID() });
    // The consumer handles its events one at a time in stream order: once a user registered after the
    // redelivery is projected, the redelivery has been handled too.
    await t.user('client');
    expect((await t.h.service.ctx.db('users_directory').where({ id: user.id }).first()).username).toBe('Changed locally');
    expect(await t.h.service.ctx.db('inbox').where({ event_id: envelope.id })).toHaveLength(1);
  } finally {
    await nc.close();
  }
});

it('dead-letters an event that does not match the contract instead of applying half of it', async () => {
  const id = randomUUID();
  await t.publishIdentity(IDENTITY_EVENTS.userRegistered, { id, username: 'No Role', email: 'norole@test.example', phone: null } as never);
  await eventually(async () => {
    const rows = await t.h.service.ctx.db('dead_letters').where('payload', 'like', `%${id}%`);
    return rows.length === 1 ? rows : undefined;
  }, 60_000, 'dead letter');
  expect(await t.h.service.ctx.db('users_directory').where({ id }).first()).toBeUndefined();
}, 70_000);

it('a deleted user leaves the assignee list but keeps their name on old requests', async () => {
  const manager = await t.user('manager');
  const tech = await t.user('staff', { username: 'Leaving Technician' });
  const client = await t.user('client', { username: 'Loyal Client' });
  const r = (await t.call({ method: 'POST', url: '/api/service-requests', payload: validBooking(client.user.id), token: client.token })).json().data.serviceRequest as ServiceRequest;
  await t.call({ method: 'PUT', url: `/api/service-requests/${r.id}`, token: manager.token, payload: { assignedTo: tech.user.id } });

  await t.publishIdentity(IDENTITY_EVENTS.userDeleted, { id: tech.user.id, version: 2 });
  await t.waitProjected(tech.user.id, (row) => row.deleted_at !== null);

  const assignees = (await t.call({ method: 'GET', url: '/api/service-requests/assignees', token: manager.token })).json().data.assignees as { id: string }[];
  expect(assignees.map((a) => a.id)).not.toContain(tech.user.id);
  const read = (await t.call({ method: 'GET', url: `/api/service-requests/${r.id}`, token: manager.token })).json() as ServiceRequest;
  expect(read).toMatchObject({
    assignedTo: tech.user.id,
    technician: { username: 'Leaving Technician', email: tech.user.email },
    customer: { id: client.user.id, username: 'Loyal Client', email: client.user.email },
  });
  const again = await t.call({ method: 'PUT', url: `/api/service-requests/${r.id}`, token: manager.token, payload: { assignedTo: tech.user.id, status: 'confirmed' } });
  expect(again.statusCode).toBe(400);
});

it('serves request screens with names while identity and the event bus are both down', async () => {
  const manager = await t.user('manager');
  const client = await t.user('client', { username: 'Offline Client' });
  const tech = await t.user('staff', { username: 'Offline Tech' });
  const r = (await t.call({ method: 'POST', url: '/api/service-requests', payload: validBooking(client.user.id), token: client.token })).json().data.serviceRequest as ServiceRequest;

  // There is no svc-identity in this test at all; stopping NATS also cuts the only channel from it.
  await t.h.nats.stop();
  try {
    const assigned = await t.call({ method: 'PATCH', url: `/api/service-requests/${r.id}`, token: manager.token, payload: { assignedTo: tech.user.id, status: 'in_progress' } });
    expect(assigned.statusCode).toBe(200);
    const named = { customer: { id: client.user.id, username: 'Offline Client', email: client.user.email }, technician: { username: 'Offline Tech', email: tech.user.email } };
    expect(assigned.json().data.serviceRequest).toMatchObject({ ...named, status: 'in_progress' });
    const list = await t.call({ method: 'GET', url: `/api/service-requests/admin?search=${r.id}`, token: manager.token });
    expect(list.json().data.serviceRequests[0]).toMatchObject({ id: r.id, ...named });
    const mine = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: client.token });
    expect((mine.json() as ServiceRequest[]).map((x) => x.id)).toEqual([r.id]);
    const booked = await t.call({ method: 'POST', url: '/api/service-requests', payload: validBooking(client.user.id), token: client.token });
    expect(booked.statusCode).toBe(201);
    const ready = await t.call({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
  } finally {
    await t.h.nats.start();
  }
  // The events written while NATS was down are published once it is back.
  await eventually(async () => {
    const n = await t.h.service.ctx.db('outbox').whereNull('published_at').count({ n: '*' });
    return Number((n as [{ n: string }])[0].n) === 0 ? true : undefined;
  }, 30_000, 'outbox drained');
}, 60_000);

it('refuses the token of a user deleted in the projection and applies a role change at once', async () => {
  const gone = await t.user('manager');
  const demoted = await t.user('manager');
  for (const u of [gone, demoted]) {
    expect((await t.call({ method: 'GET', url: '/api/service-requests/assignees', token: u.token })).statusCode).toBe(200);
  }
  await t.publishIdentity(IDENTITY_EVENTS.userDeleted, { id: gone.user.id, version: 2 });
  await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...demoted.user, role: 'client', version: 2 });
  await t.waitProjected(gone.user.id, (r) => r.deleted_at !== null);
  await t.waitProjected(demoted.user.id, (r) => r.role === 'client');

  const refused = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: gone.token });
  expect(refused.statusCode).toBe(401);
  expect(refused.json().code).toBe('sessionInvalid');
  expect((await t.call({ method: 'GET', url: '/api/service-requests/assignees', token: demoted.token })).statusCode).toBe(403);
  expect((await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: demoted.token })).statusCode).toBe(200);
});

it('accepts the token of an account the projection has not heard of yet', async () => {
  const fresh = { id: randomUUID(), username: 'Brand New', email: 'brand-new@test.example', phone: null, role: 'client' as const };
  const res = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: t.tokenFor(fresh) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([]);
});

describe('events out of order (a nak redelivers an event after newer ones; replicas share a consumer)', () => {
  const row = (id: string) => t.h.service.ctx.db('users_directory').where({ id }).first();
  // The inbox row is written in the handler's transaction: once the late event has one, its handler ran
  // and committed, having changed nothing.
  const handled = (eventId: string) =>
    eventually(async () => ((await t.h.service.ctx.db('inbox').where({ event_id: eventId }).first()) ? true : undefined), 10_000, `event ${eventId} handled`);

  it('promote then demote, delivered demote first: the user ends demoted', async () => {
    const { user } = await t.user('staff');
    await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, role: 'client', version: 3 });
    await handled(await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, role: 'manager', version: 2 }));
    expect(await row(user.id)).toMatchObject({ role: 'client', version: 3 });
  });

  it('an update or registration that arrives after the deletion does not bring the user back', async () => {
    const { user } = await t.user('manager');
    await t.publishIdentity(IDENTITY_EVENTS.userDeleted, { id: user.id, version: 3 });
    await handled(await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, username: 'Ghost', version: 2 }));
    expect(await row(user.id)).toMatchObject({ username: user.username, version: 3 });
    expect((await row(user.id)).deleted_at).not.toBeNull();
  });

  it('a deletion delivered before the registration leaves no usable account', async () => {
    const id = randomUUID();
    await t.publishIdentity(IDENTITY_EVENTS.userDeleted, { id, version: 2 });
    await handled(
      await t.publishIdentity(IDENTITY_EVENTS.userRegistered, { id, username: 'Late', email: 'late@test.example', phone: null, role: 'admin', version: 1, tokenVersion: 0 }),
    );
    expect((await row(id)).deleted_at).not.toBeNull();
    const token = t.tokenFor({ id, username: 'Late', email: 'late@test.example', role: 'admin' });
    expect((await t.call({ method: 'GET', url: '/api/service-requests/assignees', token })).statusCode).toBe(401);
  });
});

it('refuses a token issued before a password or role change once the projection knows the new token version', async () => {
  const { user, token } = await t.user('manager');
  expect((await t.call({ method: 'GET', url: '/api/service-requests/assignees', token })).statusCode).toBe(200);
  await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, version: 2, tokenVersion: 1 });
  await t.waitProjected(user.id, (r) => (r as unknown as { token_version: number }).token_version === 1);
  const refused = await t.call({ method: 'GET', url: '/api/service-requests/assignees', token });
  expect(refused.statusCode).toBe(401);
  expect(refused.json().code).toBe('sessionInvalid');
  const fresh = t.tokenFor({ ...user, tokenVersion: 1 });
  expect((await t.call({ method: 'GET', url: '/api/service-requests/assignees', token: fresh })).statusCode).toBe(200);
});

it('adds a user from an event published before events carried versions, and never changes a known user with one', async () => {
  const { user: known } = await t.user('client');
  const { version: _v, tokenVersion: _tv, ...legacy } = known;
  const id = randomUUID();
  await t.publishIdentity(IDENTITY_EVENTS.userRegistered, { ...legacy, id, email: `legacy-${id}@test.example`, username: 'Legacy Name' } as never);
  await t.waitProjected(id, (r) => r.username === 'Legacy Name');
  const eventId = await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...legacy, username: 'Legacy Rename', role: 'admin' } as never);
  await eventually(() => t.h.service.ctx.db('inbox').where({ event_id: eventId }).first());
  expect(await t.h.service.ctx.db('users_directory').where({ id: known.id }).first()).toMatchObject({ username: known.username, role: 'client' });
});
