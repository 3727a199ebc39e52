import type { Knex } from 'knex';
import type { ReadEvent, SERVICE_REQUEST_OWNERS_CONSUMER } from '@hvac/contracts/events';

/** Records who made a request, once: a redelivered or republished event finds its row. */
export async function recordOwner(trx: Knex.Transaction, data: ReadEvent<typeof SERVICE_REQUEST_OWNERS_CONSUMER>['data']): Promise<void> {
  await trx('service_request_owners').insert({ id: data.id, user_id: data.userId?.toLowerCase() ?? null }).onConflict('id').ignore();
}

/** The request's maker as billing knows it: undefined for a request it has not heard of, null for a guest's. */
export async function ownerOf(db: Knex, id: string): Promise<string | null | undefined> {
  const row = (await db('service_request_owners').select('user_id').where({ id }).first()) as { user_id: string | null } | undefined;
  return row?.user_id;
}
