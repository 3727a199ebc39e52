import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createSigner } from 'fast-jwt';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import {
  IDENTITY_EVENTS,
  subjectOf,
  todayIn,
  type EventEnvelopeOf,
  type Role,
  type ServiceRequestCreateBody,
  type UserDeletedData,
  type UserEventData,
} from '@hvac/contracts';
import { TOKEN_ISSUER } from '@hvac/service-kit';
import { eventually, startHarness, type Harness } from '@hvac/service-kit/testing';
import { requestsService } from '../src/service';
import type { RequestsConfig } from '../src/config';

export interface TestUser {
  user: UserEventData;
  token: string;
}

export interface TestRequests {
  h: Harness<RequestsConfig>;
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** A token exactly like svc-identity's (ES256, same issuer), signed with the harness's key. */
  tokenFor(user: Pick<UserEventData, 'id' | 'role' | 'email' | 'username'>): string;
  /** Publishes an identity event on NATS, shaped by the contract, as svc-identity's outbox would. */
  publishIdentity(type: string, data: UserEventData | UserDeletedData): Promise<void>;
  /** A user known to the projection (published as user-registered and waited for), with a token. */
  user(role: Role, overrides?: Partial<UserEventData>): Promise<TestUser>;
  waitProjected(id: string, check?: (row: { username: string; role: string; deleted_at: Date | null }) => boolean): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

export async function startRequests(env: Record<string, string> = {}): Promise<TestRequests> {
  const h = await startHarness(requestsService, env);
  const { app, ctx } = h.service;
  await eventually(() => (ctx.bus.isConnected() ? true : undefined), 10_000, 'NATS connection');
  const sign = createSigner({ key: readFileSync(h.env.JWT_PRIVATE_KEY_FILE!, 'utf8'), algorithm: 'ES256', iss: TOKEN_ISSUER, expiresIn: 3_600_000 });
  let nc: NatsConnection | null = null;

  const call: TestRequests['call'] = ({ token, headers, ...opts }) =>
    app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const tokenFor: TestRequests['tokenFor'] = (u) => sign({ sub: u.id, role: u.role, email: u.email, username: u.username });

  const publishIdentity: TestRequests['publishIdentity'] = async (type, data) => {
    nc ??= await connect({ servers: h.nats.url });
    const envelope: EventEnvelopeOf<typeof data> = {
      id: randomUUID(),
      type,
      occurredAt: new Date().toISOString(),
      source: 'svc-identity',
      version: 1,
      correlationId: null,
      data,
    };
    const js = jetstream(nc);
    // The service creates the stream when it connects; until then a publish has nowhere to go.
    await eventually(
      () => js.publish(subjectOf('identity', type), JSON.stringify(envelope), { msgID: envelope.id }).then(() => true, () => undefined),
      10_000,
      'publish to the HVAC stream',
    );
  };

  const waitProjected: TestRequests['waitProjected'] = async (id, check = () => true) => {
    await eventually(async () => {
      const row = await ctx.db('users_directory').where({ id }).first();
      return row && check(row) ? true : undefined;
    }, 15_000, `user ${id} in the projection`);
  };

  return {
    h,
    call,
    tokenFor,
    publishIdentity,
    waitProjected,
    async user(role, overrides = {}) {
      counter += 1;
      const user: UserEventData = {
        id: randomUUID(),
        username: `${role[0]!.toUpperCase()}${role.slice(1)} Person ${counter}`,
        email: `${role}${counter}-${Date.now()}@test.example`,
        phone: '(713) 555-0100',
        role,
        ...overrides,
      };
      await publishIdentity(IDENTITY_EVENTS.userRegistered, user);
      await waitProjected(user.id);
      return { user, token: tokenFor(user) };
    },
    async close() {
      await nc?.close();
      await h.close();
    },
  };
}

/** A calendar date `days` from today in Houston. */
export const inDays = (days: number): string => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A booking that passes every rule of the dialog: a repair with one problem ticked. */
export const validBooking = (userId: string, overrides: Partial<ServiceRequestCreateBody> = {}): ServiceRequestCreateBody => ({
  userId,
  contactFullName: 'Jordan Rivera',
  contactPhone: '7135550199',
  contactEmail: 'jordan.rivera@test.example',
  contactStreet: '1200 Main St',
  contactCity: 'Houston',
  contactZip: '77002',
  contactApartment: 'Apt 4B',
  serviceType: 'AC Repair',
  description: 'Not cooling upstairs',
  schedulingPreferences: {
    preferredDate1: inDays(2),
    preferredTime1: 'Morning (8 AM - 12 PM)',
    preferredDate2: inDays(3),
    preferredTime2: 'Any Time',
    notes: 'Gate code 1234',
  },
  additionalDetails: {
    commonIssues: ['Not Cooling / Blowing Warm Air'],
    systemAge: '6-10 years',
    systemType: 'Central AC',
    addOns: { tuneUp: true, capacitor: false },
  },
  ...overrides,
});
