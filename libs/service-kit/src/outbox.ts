import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { EventContract, EventData, EventEnvelopeOf } from '@hvac/contracts/events';
import type { EventBus } from './bus';
import { publishProblem } from './event-checks';
import { RelayLoop } from './relay-loop';

/** The envelope's own shape; an event's version is in its type (docs/architecture.md#event-contracts). */
const ENVELOPE_VERSION = 1;

/**
 * Writes events in the caller's transaction, so an event exists exactly when the change it describes
 * was committed. Publishing is the relay's job.
 */
export class Outbox {
  constructor(
    private readonly source: string,
    private readonly onWrite: () => void = () => undefined,
  ) {}

  /**
   * Refuses, with the caller's transaction, an event of another service's domain (the bus would refuse
   * to publish it, holding up every later row) and data its contract does not allow, which its
   * consumers would dead-letter.
   */
  async add<E extends EventContract>(trx: Knex.Transaction, event: E, data: EventData<E>, correlationId: string | null = null): Promise<EventEnvelopeOf<EventData<E>>> {
    if (event.publisher !== this.source) throw new Error(`${this.source} may not publish ${event.subject}: only ${event.publisher} does`);
    const problem = publishProblem(event, data);
    if (problem) throw new Error(`${event.subject} (version ${event.version}) does not match its contract: ${problem}`);
    const envelope: EventEnvelopeOf<EventData<E>> = {
      id: randomUUID(),
      type: event.type,
      occurredAt: new Date().toISOString(),
      source: this.source,
      version: ENVELOPE_VERSION,
      correlationId,
      data,
    };
    await trx('outbox').insert({ id: envelope.id, subject: event.subject, envelope });
    trx.executionPromise.then(this.onWrite, () => undefined);
    return envelope;
  }
}

/**
 * Publishes unpublished outbox rows in order. Rows are claimed with FOR UPDATE SKIP LOCKED so several
 * instances can run relays side by side; each message carries msgID = event id, so JetStream drops a
 * duplicate if a row is published twice (crash between publish and commit).
 */
export class OutboxRelay {
  private readonly loop: RelayLoop;

  constructor(
    private readonly db: Knex,
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { batchSize?: number; idleMs?: number; publishTimeoutMs?: number } = {},
  ) {
    // A full batch may have left rows behind; otherwise the table is drained up to the last nudge, and an
    // empty pass to prove it would cost a transaction per event.
    this.loop = new RelayLoop('outbox relay', async () => ((await this.drainOnce()) < this.batchSize ? (opts.idleMs ?? 1000) : 0), log);
  }

  private get batchSize(): number {
    return this.opts.batchSize ?? 100;
  }

  start(): void {
    this.bus.onConnected(() => this.loop.nudge());
    this.loop.start();
  }

  nudge(): void {
    this.loop.nudge();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: returns how many events were published. */
  async drainOnce(): Promise<number> {
    if (!this.bus.isConnected()) return 0;
    const js = this.bus.jetstream();
    return this.db.transaction(async (trx) => {
      const rows: { id: string; subject: string; envelope: unknown }[] = await trx('outbox')
        .select('id', 'subject', 'envelope')
        .whereNull('published_at')
        .orderBy('seq')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked();
      const done: string[] = [];
      let failure: unknown = null;
      for (const row of rows) {
        try {
          await js.publish(row.subject, JSON.stringify(row.envelope), { msgID: row.id, timeout: this.opts.publishTimeoutMs ?? 2000 });
          done.push(row.id);
        } catch (err) {
          failure = err;
          break;
        }
      }
      if (done.length) await trx('outbox').whereIn('id', done).update({ published_at: trx.fn.now() });
      if (failure) {
        await trx('outbox').where('id', rows[done.length]!.id).increment('attempts', 1);
        this.log.warn({ err: (failure as Error).message }, 'outbox publish failed; will retry');
      }
      return done.length;
    });
  }
}
