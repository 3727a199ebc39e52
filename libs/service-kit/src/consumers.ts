import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError, type ConsumerMessages } from '@nats-io/jetstream';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { STREAM_NAME, durableName, filterMatches, replayDurableName, replaySubject } from '@hvac/contracts/events';
import { backoffDelay, sleep } from './backoff';
import type { EventBus } from './bus';
import { isDbReachable } from './db';
import { handleDelivery, type DeliveryContext, type EventConsumer } from './delivery';

export type { EventConsumer } from './delivery';

/** One durable a consumer reads: its events, or the replays of its dead letters. */
interface Feed {
  delivery: DeliveryContext;
  durable: string;
  filter: string;
  running: boolean;
  messages: ConsumerMessages | null;
}

/** A loop that ended by itself is restarted after 1, 2, 4 … s, at most 30 s. */
const restartDelay = (setbacks: number) => backoffDelay(setbacks, 1_000, 30_000);
/** After an outage the database is asked again after 0.1, 0.2, 0.4 … s, at most every 15 s. */
const probeDelay = (attempt: number) => backoffDelay(attempt, 100, 15_000);
/** A loop that ran this long without handling anything still counts as having worked (an idle consumer). */
const HEALTHY_RUN_MS = 60_000;

/**
 * Durable JetStream consumers with an inbox: each event is handled at most once per consumer (the inbox
 * row is written in the handler's transaction) and acked only after that transaction commits. Every
 * consumer's loop is supervised: it is restarted with back-off whenever it ends other than by stop(),
 * and paused while the database does not answer, so `isRunning()` (and with it /ready) tells whether
 * events are being handled. JetStream redelivers without limit; only the handler's own failures are
 * bounded (see delivery.ts), so an outage of any length costs no event.
 */
export class ConsumerRunner {
  private readonly feeds: Feed[];
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];

  constructor(
    service: string,
    private readonly db: Knex,
    private readonly bus: EventBus,
    consumers: readonly EventConsumer[],
    private readonly log: FastifyBaseLogger,
  ) {
    this.feeds = consumers.flatMap((consumer) => {
      const { name, subject } = consumer.contract;
      const owner = durableName(service, name);
      const replays = replaySubject(owner);
      if (filterMatches(subject, replays)) {
        throw new Error(`Consumer ${name}: its subject ${subject} also matches replay subjects (${replays}); name a domain, e.g. hvac.identity.>`);
      }
      const delivery: DeliveryContext = { db, log, service, consumer, owner };
      return [
        { delivery, durable: owner, filter: subject, running: false, messages: null },
        { delivery, durable: replayDurableName(owner), filter: replays, running: false, messages: null },
      ];
    });
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  start(): void {
    this.loops = this.feeds.map((feed) => this.supervise(feed));
  }

  /** Whether every consumer is reading its events (false until the first attach, and while one waits or restarts). */
  isRunning(): boolean {
    return this.feeds.every((feed) => feed.running);
  }

  private async supervise(feed: Feed): Promise<void> {
    let setbacks = 0;
    while (!this.stopped) {
      let runningSince: number | null = null;
      // Filled in as the loop runs: it may end by throwing after handling events.
      const outcome: PumpOutcome = { outage: false, handled: 0 };
      try {
        await this.untilConnected();
        if (this.stopped) return;
        const messages = await this.attach(feed);
        feed.messages = messages;
        // stop() may have run while attaching, before it could see this iterator.
        if (this.stopped) messages.stop();
        feed.running = true;
        runningSince = Date.now();
        await this.pump(messages, feed, outcome);
      } catch (err) {
        if (!this.stopped) this.log.error({ err, consumer: feed.durable }, 'event consumer failed');
      } finally {
        feed.running = false;
        feed.messages = null;
      }
      if (this.stopped) return;
      if (outcome.handled > 0 || (runningSince !== null && Date.now() - runningSince > HEALTHY_RUN_MS)) setbacks = 0;
      if (outcome.outage) {
        await this.untilDatabaseAnswers(feed, setbacks);
      } else {
        const delay = restartDelay(setbacks);
        this.log.error({ consumer: feed.durable, restartInMs: delay }, 'event consumer loop ended; restarting it');
        await sleep(delay, this.stopping.signal);
      }
      setbacks++;
    }
  }

  /** Creates the durable, or brings an existing one to this configuration, and starts reading it. */
  private async attach(feed: Feed): Promise<ConsumerMessages> {
    await this.bus.ensureStream();
    const jsm = this.bus.manager();
    // No max_deliver: JetStream would silently stop delivering an event an outage had bounced that often.
    const settings = { filter_subject: feed.filter, max_deliver: -1 };
    try {
      await jsm.consumers.update(STREAM_NAME, feed.durable, settings);
    } catch (err) {
      if (!(err instanceof JetStreamApiError && err.code === JetStreamApiCodes.ConsumerNotFound)) throw err;
      await jsm.consumers.add(STREAM_NAME, {
        ...settings,
        durable_name: feed.durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: 30_000_000_000,
      });
    }
    const consumer = await this.bus.jetstream().consumers.get(STREAM_NAME, feed.durable);
    // A durable deleted under us ends the loop, and the supervisor creates it again, instead of the
    // iterator waiting, alive but idle, for someone else to restore it.
    return consumer.consume({ max_messages: 50, abort_on_missing_resource: true });
  }

  private async pump(messages: ConsumerMessages, feed: Feed, outcome: PumpOutcome): Promise<void> {
    for await (const m of messages) {
      // After an outage, or when stopping, the rest of the batch goes back at once, to be delivered in
      // order when the loop resumes (or to another instance).
      if (outcome.outage || this.stopped) {
        m.nak();
        continue;
      }
      if ((await handleDelivery(feed.delivery, m)) === 'outage') {
        outcome.outage = true;
        // Unsubscribed first: a message given back while this batch's pull request still listens would be
        // delivered to it again at once, then dropped with the iterator, and stall until ack_wait expires.
        messages.stop();
        m.nak();
      } else {
        outcome.handled++;
      }
    }
  }

  private untilConnected(): Promise<void> {
    return new Promise((resolve) => {
      let done = false;
      let unsubscribe: (() => void) | null = null;
      const finish = () => {
        if (done) return;
        done = true;
        unsubscribe?.();
        this.stopping.signal.removeEventListener('abort', finish);
        resolve();
      };
      this.stopping.signal.addEventListener('abort', finish, { once: true });
      // Called at once when connected, before `unsubscribe` is set.
      unsubscribe = this.bus.onConnected(finish);
      if (done) unsubscribe();
    });
  }

  private async untilDatabaseAnswers(feed: Feed, setbacks: number): Promise<void> {
    this.log.warn({ consumer: feed.durable }, 'event consumer paused until the database answers');
    for (let attempt = setbacks; !this.stopped; attempt++) {
      await sleep(probeDelay(attempt), this.stopping.signal);
      if (await isDbReachable(this.db, 2_000)) {
        this.log.info({ consumer: feed.durable }, 'database answers; event consumer resumes');
        return;
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    for (const feed of this.feeds) feed.messages?.stop();
    await Promise.allSettled(this.loops);
  }
}

interface PumpOutcome {
  /** The database stopped answering; the loop gave its messages back. */
  outage: boolean;
  handled: number;
}
