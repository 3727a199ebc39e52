import type { Knex } from 'knex';
import { Value } from 'typebox/value';
import { IDENTITY_EVENTS, UserDeletedData, UserEventData } from '@hvac/contracts';
import type { EventConsumer } from '../consumers';
import * as repo from './repo';

/** Events published before they carried versions stay valid, marked version 0 (see repo.upsertUser). */
const unversioned = (data: unknown, defaults: Record<string, number>): unknown =>
  typeof data === 'object' && data !== null ? { ...defaults, ...data } : data;

/**
 * Identity's user events keep users_directory current, so a service shows names, checks roles and
 * refuses revoked tokens without svc-identity being up. An event that does not match the contract throws,
 * so it is retried and then dead-lettered rather than half-applied. `afterUserEvent` runs in the same
 * transaction after a registration or update (svc-requests seeds its demo data there).
 */
export function usersDirectoryConsumer(afterUserEvent?: (trx: Knex.Transaction) => Promise<void>): EventConsumer {
  return {
    name: 'users-directory',
    subject: 'hvac.identity.>',
    async handle(event, trx) {
      switch (event.type) {
        case IDENTITY_EVENTS.userRegistered:
        case IDENTITY_EVENTS.userUpdated: {
          const data = unversioned(event.data, { version: 0, tokenVersion: 0 });
          if (!Value.Check(UserEventData, data)) throw new Error(`${event.type} ${event.id} does not match UserEventData`);
          await repo.upsertUser(trx, data);
          await afterUserEvent?.(trx);
          return;
        }
        case IDENTITY_EVENTS.userDeleted: {
          const data = unversioned(event.data, { version: 0 });
          if (!Value.Check(UserDeletedData, data)) throw new Error(`${event.type} ${event.id} does not match UserDeletedData`);
          await repo.markDeleted(trx, data.id, data.version);
          return;
        }
        default:
          // Other identity events (there are none yet) carry nothing the directory needs.
          return;
      }
    },
  };
}
