import { spawn, type ChildProcess } from 'node:child_process';
import pino from 'pino';
import { findFreePort, findNatsServer, waitForPort } from '@hvac/infra';
import { EventBus } from '../src/bus';

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
