import { Type, type Static } from 'typebox';
import { defineEvent } from '../core/event-contracts';
import { Role } from '../core';

/* What svc-identity publishes on hvac.identity.<event> through its outbox (docs/domains/accounts.md#events). */

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
  userRegistered: defineEvent('identity', 'user-registered', 1, UserEventData),
  userUpdated: defineEvent('identity', 'user-updated', 1, UserEventData),
  userDeleted: defineEvent('identity', 'user-deleted', 1, UserDeletedData),
};
