import { randomBytes, randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { IDENTITY_EVENTS } from '@hvac/contracts/events';
import { ensurePostgres } from '@hvac/infra';
import { createDb, dropSchema, runMigrations, usersDirectoryMigrations, type ServiceDefinition } from '../src';
import { eventually, identityFixtures, startHarness, type Harness, type IdentityFixtures } from '../src/testing';

// A service that only switches the directory on: what svc-billing, svc-finance and svc-inventory get.
const seen: string[] = [];
const directoryService: ServiceDefinition<Record<string, never>> = {
  name: 'svc-directorytest',
  domain: 'directorytest',
  migrations: [],
  usersDirectory: { afterUserEvent: async (_ctx, trx) => void seen.push((await trx('users_directory').count({ n: '*' }))[0]!.n as string) },
  routes: (app, ctx) => {
    app.get('/whoami', { preHandler: ctx.guards.authenticate }, async (request) => ({ id: request.user.id, role: request.user.role }));
  },
};

let h: Harness<unknown>;
let id: IdentityFixtures;
beforeAll(async () => {
  h = (await startHarness(directoryService)) as Harness<unknown>;
  id = identityFixtures(h);
});
afterAll(async () => {
  await id.close();
  await h.close();
});

const whoami = (token: string) => h.service.app.inject({ method: 'GET', url: '/whoami', headers: { authorization: `Bearer ${token}` } });

it('projects identity’s user events, runs the service’s hook in the same transaction, and checks tokens against the directory', async () => {
  const { user, token } = await id.user('manager');
  expect(seen.length).toBeGreaterThan(0);
  expect((await whoami(token)).json()).toEqual({ id: user.id, role: 'manager' });

  // A demotion applies at once; a raised token version ends the tokens signed before it.
  await id.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, role: 'client', version: 2 });
  await id.waitProjected(user.id, (r) => r.role === 'client');
  expect((await whoami(token)).json().role).toBe('client');
  await id.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, role: 'client', version: 3, tokenVersion: 1 });
  await id.waitProjected(user.id, (r) => r.token_version === 1);
  expect((await whoami(token)).statusCode).toBe(401);
  expect((await whoami(id.tokenFor({ ...user, tokenVersion: 1 }))).statusCode).toBe(200);

  await id.publishIdentity(IDENTITY_EVENTS.userDeleted, { id: user.id, version: 4 });
  await id.waitProjected(user.id, (r) => r.deleted_at !== null);
  expect((await whoami(id.tokenFor({ ...user, tokenVersion: 1 }))).statusCode).toBe(401);
});

it('is ready only with its consumer reading, like any service', async () => {
  await eventually(async () => ((await h.service.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200 ? true : undefined));
});

it('takes over tables a service made under its own migration names, without making them again', async () => {
  const pg = await ensurePostgres();
  const schema = `t_formerly_${randomBytes(4).toString('hex')}`;
  const db = createDb(pg.testUrl, schema);
  try {
    // As svc-requests created them before the directory moved into the kit.
    const asBefore = usersDirectoryMigrations.map((m) => ({ ...m, name: m.formerly!, formerly: undefined }));
    await runMigrations(db, schema, asBefore);
    await db('users_directory').insert({ id: '00000000-0000-4000-8000-000000000001', username: 'Kept', email: 'kept@test.example', role: 'client' });
    expect(await runMigrations(db, schema, usersDirectoryMigrations)).toEqual([]);
    expect((await db('knex_migrations').orderBy('id')).map((r) => r.name)).toEqual(usersDirectoryMigrations.map((m) => m.name));
    expect(await db('users_directory').pluck('username')).toEqual(['Kept']);
  } finally {
    await dropSchema(db, schema);
    await db.destroy();
  }
});

describe('a forged user event (security review: a client made admin in four services)', () => {
  const forge = async (user: string, subject: string, source: string, data: object) => {
    const nc = await connect({ ...h.nats.clientOptions(user), reconnect: false });
    try {
      const envelope = { id: randomUUID(), type: subject.split('.').pop(), occurredAt: new Date().toISOString(), source, version: 1, correlationId: null, data };
      await jetstream(nc).publish(subject, JSON.stringify(envelope), { msgID: envelope.id, timeout: 2000 });
      return envelope.id;
    } finally {
      await nc.close();
    }
  };

  it('cannot be published by another service: the bus refuses it', async () => {
    const { user, token } = await id.user('client');
    await expect(forge('svc-requests', 'hvac.identity.user-updated', 'svc-identity', { ...user, role: 'admin', version: 99 })).rejects.toThrow();
    expect((await whoami(token)).json().role).toBe('client');
  });

  it('is dead-lettered, not applied, when its source is not the publisher of its subject', async () => {
    const { user, token } = await id.user('client');
    const eventId = await forge('ops', 'hvac.identity.user-updated', 'svc-requests', { ...user, role: 'admin', version: 99 });
    const letter = await eventually(() => h.service.ctx.db('dead_letters').where({ event_id: eventId }).first());
    expect(letter.error).toMatch(/^refused: source "svc-requests" does not publish hvac.identity.user-updated; only svc-identity does/);
    expect((await whoami(token)).json().role).toBe('client');
  });

  it('is dead-lettered when its type is not its subject’s', async () => {
    const { user } = await id.user('client');
    const nc = await connect({ ...h.nats.clientOptions('svc-identity'), reconnect: false });
    try {
      const envelope = { id: randomUUID(), type: 'user-updated', occurredAt: new Date().toISOString(), source: 'svc-identity', version: 1, correlationId: null, data: { ...user, role: 'admin', version: 99 } };
      await jetstream(nc).publish('hvac.identity.user-registered', JSON.stringify(envelope), { msgID: envelope.id });
      const letter = await eventually(() => h.service.ctx.db('dead_letters').where({ event_id: envelope.id }).first());
      expect(letter.error).toMatch(/type "user-updated" does not match its subject hvac.identity.user-registered/);
    } finally {
      await nc.close();
    }
  });

  it('with version 0 changes nothing the directory knows, though it comes from identity itself', async () => {
    const { user, token } = await id.user('client');
    const eventId = await id.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, role: 'admin', version: 0 });
    await eventually(() => h.service.ctx.db('inbox').where({ event_id: eventId }).first());
    expect((await whoami(token)).json().role).toBe('client');
  });
});
