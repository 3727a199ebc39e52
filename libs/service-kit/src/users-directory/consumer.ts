import type { Knex } from 'knex';
import { IDENTITY_EVENTS, USERS_DIRECTORY_CONSUMER } from '@hvac/contracts/events';
import type { EventConsumer } from '../consumers';
import * as repo from './repo';

/**
 * Identity's user events keep users_directory current, so a service shows names, checks roles and
 * refuses revoked tokens without svc-identity being up. The kit checks what the contract says the
 * directory reads (an event without versions reads as version 0, see repo.upsertUser) before this runs.
 * `afterUserEvent` runs in the same transaction after a registration or update (svc-requests seeds its
 * demo data there).
 */
export function usersDirectoryConsumer(afterUserEvent?: (trx: Knex.Transaction) => Promise<void>): EventConsumer<typeof USERS_DIRECTORY_CONSUMER> {
  return {
    contract: USERS_DIRECTORY_CONSUMER,
    async handle(event, trx) {
      if (event.type === IDENTITY_EVENTS.userDeleted.type) {
        await repo.markDeleted(trx, event.data.id, event.data.version);
        return;
      }
      await repo.upsertUser(trx, event.data);
      await afterUserEvent?.(trx);
    },
  };
}
