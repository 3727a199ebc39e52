import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSigner } from 'fast-jwt';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { Role } from '@hvac/contracts';
import { IDENTITY_EVENTS, type EventContract, type EventEnvelopeOf, type UserDeletedData, type UserEventData } from '@hvac/contracts/events';
import { BOOKING_AUDIENCE, TOKEN_ISSUER } from '../auth';
import type { DirectoryRow } from '../users-directory';
import { eventually, type Harness } from './index';

export interface TestUser {
  user: UserEventData;
  token: string;
}

/** What a service with a users directory needs in its tests to stand in for svc-identity. */
export interface IdentityFixtures {
  /** A token exactly like svc-identity's (ES256, same issuer), signed with the harness's key. */
  tokenFor(user: Pick<UserEventData, 'id' | 'role' | 'email' | 'username'> & { tokenVersion?: number }): string;
  /**
   * A booking token as svc-identity's lead call gives it: bound to `email`, naming `uid` when the call
   * created that account. A negative `expiresInMs` gives one that expired that long ago.
   */
  bookingToken(email: string, uid?: string, expiresInMs?: number): string;
  /**
   * Publishes an identity event on NATS as svc-identity's outbox would, unchecked so a test can send one
   * that breaks its contract; answers its id.
   */
  publishIdentity(event: EventContract, data: UserEventData | UserDeletedData): Promise<string>;
  /** A user the directory knows (published as user-registered and waited for), with a token. */
  user(role: Role, overrides?: Partial<UserEventData>): Promise<TestUser>;
  waitProjected(id: string, check?: (row: DirectoryRow) => boolean): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

export function identityFixtures(h: Harness<unknown>): IdentityFixtures {
  const key = readFileSync(h.env.JWT_PRIVATE_KEY_FILE!, 'utf8');
  const sign = createSigner({ key, algorithm: 'ES256', iss: TOKEN_ISSUER, expiresIn: 3_600_000 });
  const { db } = h.service.ctx;
  let nc: NatsConnection | null = null;

  const tokenFor: IdentityFixtures['tokenFor'] = (u) => sign({ sub: u.id, role: u.role, email: u.email, username: u.username, tv: u.tokenVersion ?? 0 });

  const publishIdentity: IdentityFixtures['publishIdentity'] = async (event, data) => {
    // As svc-identity itself: the only user the bus lets publish identity's events.
    nc ??= await connect(h.nats.clientOptions('svc-identity'));
    const envelope: EventEnvelopeOf<typeof data> = {
      id: randomUUID(),
      type: event.type,
      occurredAt: new Date().toISOString(),
      source: 'svc-identity',
      version: 1,
      correlationId: null,
      data,
    };
    const js = jetstream(nc);
    // The service creates the stream when it connects; until then a publish has nowhere to go.
    await eventually(
      () => js.publish(event.subject, JSON.stringify(envelope), { msgID: envelope.id }).then(() => true, () => undefined),
      10_000,
      'publish to the HVAC stream',
    );
    return envelope.id;
  };

  const waitProjected: IdentityFixtures['waitProjected'] = async (id, check = () => true) => {
    await eventually(async () => {
      const row = (await db('users_directory').where({ id }).first()) as DirectoryRow | undefined;
      return row && check(row) ? true : undefined;
    }, 15_000, `user ${id} in the users directory`);
  };

  return {
    tokenFor,
    bookingToken: (email, uid, expiresIn = 7_200_000) => {
      // fast-jwt takes only a positive lifetime: an expired token is one issued longer ago than it lived.
      const lifetime = expiresIn > 0 ? { expiresIn } : { expiresIn: 60_000, clockTimestamp: Date.now() + expiresIn - 60_000 };
      return createSigner({ key, algorithm: 'ES256', iss: TOKEN_ISSUER, aud: BOOKING_AUDIENCE, ...lifetime })({ email, ...(uid ? { uid } : {}) });
    },
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
        version: 1,
        tokenVersion: 0,
        ...overrides,
      };
      await publishIdentity(IDENTITY_EVENTS.userRegistered, user);
      await waitProjected(user.id);
      return { user, token: tokenFor(user) };
    },
    async close() {
      await nc?.close();
    },
  };
}
