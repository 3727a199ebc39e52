import { connect, type ConnectionOptions, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { STREAM_NAME, STREAM_SUBJECTS } from '@hvac/contracts/events';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The service's NATS connection. It connects in the background and keeps reconnecting: NATS being
 * down delays events, it never stops the service from starting or serving requests.
 */
export class EventBus {
  private nc: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private jsm: JetStreamManager | null = null;
  private connected = false;
  private closed = false;
  private readonly listeners = new Set<() => void>();
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    private readonly name: string,
    /** Who the service is on the bus: its user, password and inbox prefix, and the TLS authority when there is one. */
    private readonly credentials: Pick<ConnectionOptions, 'user' | 'pass' | 'inboxPrefix' | 'tls'>,
    private readonly log: FastifyBaseLogger,
    /** Copies of the stream when this bus creates it (3 on a three-server cluster); an existing stream keeps its own. */
    private readonly streamReplicas = 1,
  ) {}

  start(): void {
    if (this.connecting) return;
    this.connecting = this.connectLoop();
  }

  private async connectLoop(): Promise<void> {
    while (!this.closed && !this.nc) {
      let nc: NatsConnection | null = null;
      try {
        nc = await connect({
          servers: this.url,
          name: this.name,
          ...this.credentials,
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          timeout: 2000,
        });
        if (this.closed) {
          await nc.close();
          return;
        }
        this.nc = nc;
        this.js = jetstream(nc);
        this.jsm = await jetstreamManager(nc);
        await this.ensureStream();
        this.setConnected(true);
        void this.watchStatus(nc);
      } catch (err) {
        this.log.warn({ err: (err as Error).message }, 'NATS not reachable yet; retrying');
        // Connected but without the stream (no JetStream, a refused stream setting): this attempt's
        // connection is dropped, or every retry would leave one more open.
        if (nc && !nc.isClosed()) await nc.close().catch(() => undefined);
        this.nc = null;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async watchStatus(nc: NatsConnection): Promise<void> {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect') {
        this.log.warn('NATS disconnected');
        this.setConnected(false);
      } else if (s.type === 'reconnect') {
        this.log.info('NATS reconnected');
        try {
          await this.ensureStream();
        } catch (err) {
          this.log.warn({ err }, 'could not ensure stream after reconnect');
        }
        this.setConnected(true);
      }
    }
  }

  private setConnected(value: boolean): void {
    const was = this.connected;
    this.connected = value;
    if (value && !was) for (const l of this.listeners) l();
  }

  /**
   * The stream is shared by all services; whoever connects first creates it. Consumers call it too before
   * they attach, so a stream lost with a server's store comes back without waiting for a reconnect.
   */
  async ensureStream(): Promise<void> {
    const jsm = this.jsm;
    if (!jsm) throw new Error('NATS is not connected');
    try {
      await jsm.streams.info(STREAM_NAME);
    } catch {
      try {
        await jsm.streams.add({ name: STREAM_NAME, subjects: STREAM_SUBJECTS, duplicate_window: 120_000_000_000, num_replicas: this.streamReplicas });
      } catch (err) {
        // Another service may have created it at the same moment.
        await jsm.streams.info(STREAM_NAME).catch(() => {
          throw err;
        });
      }
    }
  }

  /** Runs `fn` now if connected and again after every reconnect. */
  onConnected(fn: () => void): () => void {
    this.listeners.add(fn);
    if (this.connected) fn();
    return () => this.listeners.delete(fn);
  }

  isConnected(): boolean {
    return this.connected && !!this.nc && !this.nc.isClosed();
  }

  jetstream(): JetStreamClient {
    if (!this.js || !this.isConnected()) throw new Error('NATS is not connected');
    return this.js;
  }

  manager(): JetStreamManager {
    if (!this.jsm || !this.isConnected()) throw new Error('NATS is not connected');
    return this.jsm;
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    if (!this.isConnected()) return false;
    try {
      await Promise.race([this.nc!.rtt(), new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), timeoutMs))]);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const nc = this.nc;
    this.nc = null;
    this.connected = false;
    if (nc && !nc.isClosed()) {
      await nc.drain().catch(() => nc.close());
    }
  }
}
