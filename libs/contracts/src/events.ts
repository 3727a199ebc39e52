import { Type, type Static, type TSchema } from 'typebox';
import { Role } from './roles';

/** The envelope every event on the HVAC stream carries (docs/architecture.md#envelope). */
export const EventEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    type: Type.String(),
    occurredAt: Type.String({ format: 'date-time' }),
    source: Type.String(),
    version: Type.Integer({ minimum: 1 }),
    correlationId: Type.Union([Type.String(), Type.Null()]),
    data,
  });

export const AnyEventEnvelope = EventEnvelope(Type.Unknown());
export interface EventEnvelopeOf<T> {
  id: string;
  type: string;
  occurredAt: string;
  source: string;
  version: number;
  correlationId: string | null;
  data: T;
}

export const STREAM_NAME = 'HVAC';
export const STREAM_SUBJECTS = ['hvac.>'];
/** Subject of an event: `hvac.<domain>.<event>` in kebab case. */
export const subjectOf = (domain: string, type: string): string => `hvac.${domain}.${type}`;

/** Whether a subject filter (with NATS's `*` and `>` wildcards) matches a subject. */
export function filterMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return i < s.length;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}

/**
 * `version` is the user row's version after the change: redelivery and replicas reorder events, so a
 * projection applies one only when it is newer than what it holds. `tokenVersion` lets every service
 * refuse tokens issued before a password or role change. Consumers read an event published before
 * events carried versions as version 0: it may add a user a projection does not know, never change one.
 */
export const UserEventData = Type.Object({
  id: Type.String({ format: 'uuid' }),
  username: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  version: Type.Integer({ minimum: 0 }),
  tokenVersion: Type.Integer({ minimum: 0 }),
});
export type UserEventData = Static<typeof UserEventData>;

/** `version` is one past the deleted row's last version, so the deletion outranks every earlier event. */
export const UserDeletedData = Type.Object({ id: Type.String({ format: 'uuid' }), version: Type.Integer({ minimum: 0 }) });
export type UserDeletedData = Static<typeof UserDeletedData>;

export const IDENTITY_EVENTS = {
  userRegistered: 'user-registered',
  userUpdated: 'user-updated',
  userDeleted: 'user-deleted',
} as const;

export const IDENTITY_SUBJECTS = {
  userRegistered: subjectOf('identity', IDENTITY_EVENTS.userRegistered),
  userUpdated: subjectOf('identity', IDENTITY_EVENTS.userUpdated),
  userDeleted: subjectOf('identity', IDENTITY_EVENTS.userDeleted),
} as const;
