import type { Knex } from 'knex';

/**
 * A handler's failures on one event. JetStream's delivery count cannot bound them: an outage redelivers
 * an event without the handler being at fault, as often as it lasts.
 */
export async function countHandlerFailure(db: Knex, consumer: string, eventId: string): Promise<number> {
  const [row] = await db('handler_failures')
    .insert({ consumer, event_id: eventId, failures: 1 })
    .onConflict(['consumer', 'event_id'])
    .merge({ failures: db.raw('handler_failures.failures + 1'), updated_at: db.fn.now() })
    .returning('failures');
  return (row as { failures: number }).failures;
}

export async function forgetHandlerFailures(trx: Knex.Transaction, consumer: string, eventId: string): Promise<void> {
  await trx('handler_failures').where({ consumer, event_id: eventId }).delete();
}
