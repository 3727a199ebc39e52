import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { STREAM_NAME, type EventEnvelopeOf } from '@hvac/contracts';
import type { EventBus } from './bus';

export interface EventConsumer {
  /** Durable name part: unique within the service, e.g. 'user-directory'. */
  name: string;
  /** One subject, wildcards allowed (NATS 2.9 has no multi-filter consumers): 'hvac.identity.>'. */
  subject: string;
  /** Runs inside the transaction that also records the event in the inbox. */
  handle(event: EventEnvelopeOf<unknown>, trx: Knex.Transaction): Promise<void>;
  maxDeliver?: number;
}

const durableName = (service: string, consumer: string) => `${service}_${consumer}`.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Durable JetStream consumers with an inbox: each event is handled at most once per consumer (the inbox
 * row is written in the handler's transaction) and acked only after that transaction commits. A message
 * that keeps failing goes to the dead-letter table after `maxDeliver` attempts.
 */
export class ConsumerRunner {
  private iterators: ConsumerMessages[] = [];
  private loops: Promise<void>[] = [];
  private stopped = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly service: string,
    private readonly db: Knex,
    private readonly bus: EventBus,
    private readonly consumers: readonly EventConsumer[],
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.consumers.length) return;
    // (Re)attach after every (re)connect: a consume() whose connection died is replaced.
    this.unsubscribe = this.bus.onConnected(() => {
      void this.attachAll().catch((err) => this.log.error({ err }, 'could not start event consumers'));
    });
  }

  private async attachAll(): Promise<void> {
    if (this.stopped) return;
    for (const it of this.iterators) it.stop();
    this.iterators = [];
    const jsm = this.bus.manager();
    const js = this.bus.jetstream();
    for (const c of this.consumers) {
      const durable = durableName(this.service, c.name);
      const config = {
        durable_name: durable,
        filter_subject: c.subject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        max_deliver: c.maxDeliver ?? 5,
        ack_wait: 30_000_000_000,
      };
      try {
        await jsm.consumers.info(STREAM_NAME, durable);
        await jsm.consumers.update(STREAM_NAME, durable, { filter_subject: c.subject, max_deliver: config.max_deliver });
      } catch {
        await jsm.consumers.add(STREAM_NAME, config);
      }
      const consumer = await js.consumers.get(STREAM_NAME, durable);
      const messages = await consumer.consume({ max_messages: 50 });
      this.iterators.push(messages);
      this.loops.push(this.pump(c, messages));
    }
  }

  private async pump(c: EventConsumer, messages: ConsumerMessages): Promise<void> {
    try {
      for await (const m of messages) {
        await this.handleOne(c, m);
      }
    } catch (err) {
      if (!this.stopped) this.log.warn({ err, consumer: c.name }, 'consumer loop ended');
    }
  }

  private async handleOne(c: EventConsumer, m: JsMsg): Promise<void> {
    const consumerName = durableName(this.service, c.name);
    let event: EventEnvelopeOf<unknown>;
    try {
      event = m.json<EventEnvelopeOf<unknown>>();
      if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') throw new Error('not an event envelope');
    } catch (err) {
      await this.deadLetter(consumerName, m, null, err as Error);
      m.term();
      return;
    }
    try {
      await this.db.transaction(async (trx) => {
        const inserted = await trx('inbox')
          .insert({ event_id: event.id, consumer: consumerName })
          .onConflict(['event_id', 'consumer'])
          .ignore()
          .returning('event_id');
        if (inserted.length === 0) return;
        await c.handle(event, trx);
      });
      m.ack();
    } catch (err) {
      const deliveries = m.info.deliveryCount;
      if (deliveries >= (c.maxDeliver ?? 5)) {
        await this.deadLetter(consumerName, m, event.id, err as Error);
        m.term();
      } else {
        this.log.warn({ err, consumer: consumerName, eventId: event.id, deliveries }, 'event handler failed; will redeliver');
        m.nak(Math.min(1000 * 2 ** deliveries, 30_000));
      }
    }
  }

  private async deadLetter(consumer: string, m: JsMsg, eventId: string | null, err: Error): Promise<void> {
    this.log.error({ consumer, subject: m.subject, eventId, err: err.message }, 'event moved to dead letters');
    await this.db('dead_letters').insert({
      consumer,
      subject: m.subject,
      event_id: eventId && /^[0-9a-f-]{36}$/i.test(eventId) ? eventId : null,
      payload: m.string(),
      error: err.message.slice(0, 2000),
      deliveries: m.info.deliveryCount,
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    for (const it of this.iterators) it.stop();
    await Promise.allSettled(this.loops);
  }
}
