import type { JsMsg } from '@nats-io/jetstream';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '@hvac/contracts';
import { domainOfSubject, publisherOf, subjectOf, type ConsumerContract, type EventEnvelopeOf, type ReadEvent } from '@hvac/contracts/events';
import { backoffDelay } from './backoff';
import { isDbReachable } from './db';
import { recordDeadLetter } from './dead-letters';
import { REPLAYED_FROM_HEADER } from './durables';
import { countHandlerFailure, forgetHandlerFailures } from './handler-failures';
import { readProblem } from './event-checks';
import { isInfrastructureError } from './infrastructure-errors';

/** What a service gives the kit to read one subject: the ConsumerRunner runs it, one delivery at a time. */
export interface EventConsumer<C extends ConsumerContract = ConsumerContract> {
  /**
   * Its name (the durable is `<service>_<name>`), its one subject filter and the fields it reads of each
   * event, declared in the contracts where publishers' tests see them (docs/architecture.md#event-contracts).
   */
  contract: C;
  /**
   * Runs inside the transaction that also records the event in the inbox, only for the events the contract
   * reads, once their read fields are checked: an event that lacks one fails like the handler would.
   */
  handle(event: ReadEvent<C>, trx: Knex.Transaction): Promise<void>;
  /**
   * How often the handler itself may fail on one event before it goes to the dead letters (default 5).
   * An unavailable database never counts: the event waits for it however long it takes.
   */
  maxFailures?: number;
}

export interface DeliveryContext {
  db: Knex;
  log: FastifyBaseLogger;
  /** The service's name, for the replay command in the log. */
  service: string;
  consumer: EventConsumer;
  /** The consumer's durable name: its inbox, failure counts and dead letters go under it, whichever feed delivered. */
  owner: string;
}

/**
 * settled: acked, dead-lettered, or back for another try after a delay. outage: the database is not
 * answering; nothing was counted or written and the message is left to the caller, which stops taking
 * messages and then gives it back (see ConsumerRunner.pump).
 */
export type DeliveryOutcome = 'settled' | 'outage';

const DEFAULT_MAX_FAILURES = 5;
/** Long enough for a database that is down to refuse, short enough not to stall the consumer on a slow one. */
const PROBE_TIMEOUT_MS = 2_000;
/** Time for a passing cause (a lock, an event this one depends on) to clear: 2, 4, 8, 16 s, at most 30 s. */
const retryDelay = (failures: number) => backoffDelay(failures - 1, 2_000, 30_000);
/** Recording a failure failed although the database answers: the event comes back after this delay. */
const RECORD_RETRY_MS = 30_000;

function readEnvelope(m: JsMsg): EventEnvelopeOf<unknown> | null {
  try {
    const event = m.json<EventEnvelopeOf<unknown>>();
    // The id keys the inbox (a uuid column): an event without a valid one cannot be handled at most once.
    return event && typeof event.id === 'string' && isUuid(event.id) && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

/**
 * Why an event cannot be believed, or null: its subject's domain names the one service that publishes
 * it, and its source and type must say the same (docs/architecture.md#securing-the-bus). The bus already
 * refuses a service's publish outside its domain; this keeps a forged envelope from passing as another
 * service's event whatever reached the stream.
 */
function provenanceProblem(subject: string, event: EventEnvelopeOf<unknown>): string | null {
  const domain = domainOfSubject(subject);
  if (!domain) return `published on ${subject}, which is no domain's event subject`;
  if (event.source !== publisherOf(domain)) return `source ${JSON.stringify(event.source)} does not publish ${subject}; only ${publisherOf(domain)} does`;
  if (subjectOf(domain, event.type) !== subject) return `type ${JSON.stringify(event.type)} does not match its subject ${subject}`;
  return null;
}

/** Whether the error means the database is unavailable, not that the handler or its data is at fault. */
async function isOutage(db: Knex, err: unknown): Promise<boolean> {
  return isInfrastructureError(err) || !(await isDbReachable(db, PROBE_TIMEOUT_MS));
}

/**
 * The event as the consumer reads it, or null for a type it does not read. Read fields that events older
 * than the field lack take the contract's defaults; a missing or malformed read field throws, so the
 * event is retried and dead-lettered like a handler's failure, never half-applied.
 */
function asRead(consumer: EventConsumer, event: EventEnvelopeOf<unknown>): ReadEvent<ConsumerContract> | null {
  const read = consumer.contract.reads.find((r) => r.event.type === event.type);
  if (!read) return null;
  const data = typeof event.data === 'object' && event.data !== null && Object.keys(read.defaults).length ? { ...read.defaults, ...event.data } : event.data;
  const problem = readProblem(read, data);
  if (problem) throw new Error(`${event.type} ${event.id} lacks what ${consumer.contract.name} reads: ${problem}`);
  return { ...event, data } as ReadEvent<ConsumerContract>;
}

/** The handler and the inbox row in one transaction: the event counts as handled exactly when its changes commit. */
async function applyOnce(ctx: DeliveryContext, event: EventEnvelopeOf<unknown>, redelivered: boolean): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    const inserted = await trx('inbox').insert({ event_id: event.id, consumer: ctx.owner }).onConflict(['event_id', 'consumer']).ignore().returning('event_id');
    if (inserted.length === 0) return;
    const read = asRead(ctx.consumer, event);
    if (read) await ctx.consumer.handle(read, trx);
    // Only a redelivery can follow a counted failure; a first delivery saves the statement.
    if (redelivered) await forgetHandlerFailures(trx, ctx.owner, event.id);
  });
}

async function deliver(ctx: DeliveryContext, m: JsMsg): Promise<DeliveryOutcome> {
  const { db, log, owner } = ctx;
  const subject = m.headers?.get(REPLAYED_FROM_HEADER) || m.subject;
  const event = readEnvelope(m);
  if (!event) {
    await recordDeadLetter(db, { consumer: owner, subject, eventId: null, payload: m.string(), error: 'not an event envelope', failures: 1 });
    log.error({ consumer: owner, subject }, 'a message that is not an event moved to dead letters');
    m.term();
    return 'settled';
  }
  const refusal = provenanceProblem(subject, event);
  if (refusal) {
    await recordDeadLetter(db, { consumer: owner, subject, eventId: event.id, payload: m.string(), error: `refused: ${refusal}`, failures: 1 });
    log.error({ consumer: owner, subject, eventId: event.id, source: event.source }, `an event that is not its publisher's moved to dead letters: ${refusal}`);
    m.term();
    return 'settled';
  }
  try {
    await applyOnce(ctx, event, m.info.redelivered);
    m.ack();
    return 'settled';
  } catch (err) {
    if (await isOutage(db, err)) {
      log.warn({ err, consumer: owner, eventId: event.id }, 'database unavailable; the event waits for it');
      return 'outage';
    }
    const failures = await countHandlerFailure(db, owner, event.id);
    const max = ctx.consumer.maxFailures ?? DEFAULT_MAX_FAILURES;
    if (failures < max) {
      log.warn({ err, consumer: owner, eventId: event.id, failures }, 'event handler failed; will retry');
      m.nak(retryDelay(failures));
      return 'settled';
    }
    await db.transaction(async (trx) => {
      await recordDeadLetter(trx, { consumer: owner, subject, eventId: event.id, payload: m.string(), error: (err as Error).message ?? String(err), failures });
      await forgetHandlerFailures(trx, owner, event.id);
    });
    log.error(
      { err, consumer: owner, subject, eventId: event.id, failures },
      `event moved to dead letters; once the handler is fixed: npm run events -- replay ${ctx.service} ${ctx.consumer.contract.name}`,
    );
    m.term();
    return 'settled';
  }
}

/**
 * Handles one message and settles it. Only the handler's own error on a well-formed event counts toward
 * the dead letters; when the database does not answer, nothing is counted or written. Never throws: a
 * consumer loop must survive every message.
 */
export async function handleDelivery(ctx: DeliveryContext, m: JsMsg): Promise<DeliveryOutcome> {
  try {
    return await deliver(ctx, m);
  } catch (err) {
    // Counting the failure or writing the dead letter failed.
    if (await isOutage(ctx.db, err)) {
      ctx.log.warn({ err, consumer: ctx.owner }, 'database unavailable; the event waits for it');
      return 'outage';
    }
    ctx.log.error({ err, consumer: ctx.owner, subject: m.subject }, 'could not record a failed event; it comes back later');
    m.nak(RECORD_RETRY_MS);
    return 'settled';
  }
}
