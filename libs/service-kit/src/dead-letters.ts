import type { Knex } from 'knex';
import type { JetStreamClient } from '@nats-io/jetstream';
import { headers } from '@nats-io/transport-node';
import { replaySubject } from '@hvac/contracts/events';
import { REPLAYED_FROM_HEADER } from './durables';

export interface DeadLetter {
  /** bigint: pg hands it over as a string. */
  id: string;
  consumer: string;
  subject: string;
  event_id: string | null;
  payload: string;
  error: string;
  /** How often the handler failed on the event (1 for a message that is not an event at all). */
  deliveries: number;
  created_at: Date;
  replayed_at: Date | null;
}

/** PostgreSQL text cannot hold U+0000; a message that carries it must still be kept, not block its consumer. */
const storable = (text: string): string => text.replaceAll('\u0000', '\uFFFD');

export async function recordDeadLetter(
  db: Knex | Knex.Transaction,
  letter: { consumer: string; subject: string; eventId: string | null; payload: string; error: string; failures: number },
): Promise<void> {
  await db('dead_letters').insert({
    consumer: letter.consumer,
    subject: letter.subject,
    event_id: letter.eventId,
    payload: storable(letter.payload),
    error: storable(letter.error).slice(0, 2000),
    deliveries: letter.failures,
  });
}

/** Dead letters not replayed yet, oldest first: of one consumer, or of every consumer whose name starts with `prefix`. */
export async function waitingDeadLetters(db: Knex, filter: { consumer: string } | { prefix: string }): Promise<DeadLetter[]> {
  const query = db<DeadLetter>('dead_letters').whereNull('replayed_at').orderBy('id');
  return 'consumer' in filter ? query.where({ consumer: filter.consumer }) : query.whereRaw('starts_with(consumer, ?)', [filter.prefix]);
}

export interface ReplayResult {
  replayed: DeadLetter[];
  /** Why the rest was not replayed (NATS failed part way); those rows stay waiting. */
  failure: Error | null;
}

/**
 * Publishes a consumer's waiting dead letters (or those of `ids`) on its replay subject and marks them
 * replayed in the same transaction. The handler runs again in the service; the event's id is not in the
 * inbox (the failed transactions rolled back), and if it did get in by another way the replay is skipped,
 * so an event is applied once however often it is replayed. Rows are locked, so two replays at once do not
 * publish a row twice; the message id lets JetStream drop a second publish of a row whose marking was lost.
 */
export async function replayDeadLetters(
  db: Knex,
  js: JetStreamClient,
  options: { consumer: string; ids?: string[]; messageIdPrefix: string },
): Promise<ReplayResult> {
  return db.transaction(async (trx) => {
    const query = trx<DeadLetter>('dead_letters').where({ consumer: options.consumer }).whereNull('replayed_at').orderBy('id').forUpdate().skipLocked();
    const rows = await (options.ids?.length ? query.whereIn('id', options.ids) : query);
    const replayed: DeadLetter[] = [];
    let failure: Error | null = null;
    for (const row of rows) {
      const h = headers();
      h.set(REPLAYED_FROM_HEADER, row.subject);
      try {
        await js.publish(replaySubject(options.consumer), row.payload, { msgID: `${options.messageIdPrefix}:${row.id}`, headers: h });
      } catch (err) {
        failure = err as Error;
        break;
      }
      replayed.push(row);
    }
    if (replayed.length) {
      await trx('dead_letters')
        .whereIn(
          'id',
          replayed.map((row) => row.id),
        )
        .update({ replayed_at: trx.fn.now() });
    }
    return { replayed, failure };
  });
}
