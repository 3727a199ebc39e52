import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pino from 'pino';
import { STREAM_NAME } from '@hvac/contracts';
import { findFreePort, findNatsServer, startNats, waitForPort, type NatsServer } from '@hvac/infra';
import { EventBus } from '../src/bus';
import { eventually } from '../src/testing';

/**
 * A NATS server without JetStream accepts the connection but not the stream: the bus keeps retrying,
 * and each attempt must close the connection it opened, or a long outage piles up one per second.
 */
describe('the event bus against a server that has no JetStream', () => {
  let server: ChildProcess;
  let monitor: number;
  let url: string;

  beforeAll(async () => {
    const binary = findNatsServer();
    if (!binary) throw new Error('nats-server is not installed');
    const [port, monitorPort] = [await findFreePort(), await findFreePort()];
    monitor = monitorPort;
    url = `nats://127.0.0.1:${port}`;
    server = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)], { stdio: 'ignore' });
    await waitForPort(port, '127.0.0.1', 10_000);
    await waitForPort(monitorPort, '127.0.0.1', 10_000);
  });

  afterAll(() => {
    server.kill('SIGTERM');
  });

  const connections = async (): Promise<number> =>
    ((await (await fetch(`http://127.0.0.1:${monitor}/connz`)).json()) as { num_connections: number }).num_connections;

  it('stays not ready and holds at most one connection while it retries', async () => {
    const bus = new EventBus(url, 'svc-bus-test', pino({ level: 'silent' }));
    bus.start();
    await new Promise((r) => setTimeout(r, 3500));
    expect(bus.isConnected()).toBe(false);
    expect(await connections()).toBeLessThanOrEqual(1);
    await bus.close();
    await new Promise((r) => setTimeout(r, 1200));
    expect(await connections()).toBe(0);
  });
});

describe('the stream the bus creates', () => {
  let nats: NatsServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-bus-'));
    nats = await startNats({ storeDir: dir });
  });

  afterAll(async () => {
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks for the configured number of copies: a lone server refuses three, and the bus waits, not ready', async () => {
    const bus = new EventBus(nats.url, 'svc-bus-test', pino({ level: 'silent' }), 3);
    bus.start();
    await new Promise((r) => setTimeout(r, 2500));
    expect(bus.isConnected()).toBe(false);
    await bus.close();
  });

  it('creates the stream with one copy on a lone server', async () => {
    const bus = new EventBus(nats.url, 'svc-bus-test', pino({ level: 'silent' }), 1);
    bus.start();
    await eventually(async () => (bus.isConnected() ? true : undefined), 10_000, 'connected');
    const nc = await connect({ servers: nats.url });
    try {
      expect((await (await jetstreamManager(nc)).streams.info(STREAM_NAME)).config.num_replicas).toBe(1);
    } finally {
      await nc.close();
      await bus.close();
    }
  });
});
