import type { Knex } from 'knex';
import { Value } from 'typebox/value';
import { IDENTITY_EVENTS, UserDeletedData, UserEventData } from '@hvac/contracts';
import type { EventConsumer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import { seedDemoRequestsIfReady } from '../seed/demo';
import * as repo from './repo';

/**
 * Demo data must never cost the projection an event: the seed runs in a savepoint, and if it fails it
 * is logged and rolled back alone (it is tried again with the next user event or start). Once a seed
 * committed by an earlier event is seen, later events skip the check (three queries each).
 */
function demoSeeder(ctx: RequestsContext): (trx: Knex.Transaction) => Promise<void> {
  let seeded = false;
  return async (trx) => {
    if (seeded) return;
    try {
      seeded = await trx.transaction((sp) => seedDemoRequestsIfReady(sp, ctx.outbox, ctx.log));
    } catch (err) {
      ctx.log.error({ err }, 'demo service requests could not be seeded');
    }
  };
}

/**
 * The users projection: identity's user events keep users_directory current, so names on requests and
 * the assignee list never need svc-identity to be up. An event that does not match the contract throws,
 * so it is retried and then dead-lettered rather than half-applied.
 */
export function usersDirectoryConsumer(ctx: RequestsContext): EventConsumer {
  const seedDemo = demoSeeder(ctx);
  return {
    name: 'users-directory',
    subject: 'hvac.identity.>',
    async handle(event, trx) {
      switch (event.type) {
        case IDENTITY_EVENTS.userRegistered:
        case IDENTITY_EVENTS.userUpdated: {
          if (!Value.Check(UserEventData, event.data)) throw new Error(`${event.type} ${event.id} does not match UserEventData`);
          await repo.upsertUser(trx, event.data);
          if (ctx.config.DEMO_MODE) await seedDemo(trx);
          return;
        }
        case IDENTITY_EVENTS.userDeleted: {
          if (!Value.Check(UserDeletedData, event.data)) throw new Error(`${event.type} ${event.id} does not match UserDeletedData`);
          await repo.markDeleted(trx, event.data.id);
          return;
        }
        default:
          // Other identity events (there are none yet) carry nothing this projection needs.
          return;
      }
    },
  };
}
