import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pino from 'pino';
import { STREAM_NAME } from '@hvac/contracts/events';
import { findNatsServer, startNats, type NatsServer } from '@hvac/infra';
import { EventBus } from '../src/bus';
import { eventually, startHarness, type Harness } from '../src/testing';

/** The bus's own user in these tests: a stand-in service that may use any durable. */
const BUS_USER = { name: 'svc-bustest', domain: 'bustest', consumers: 'any' as const };
const credentialsOf = (nats: NatsServer | null) => {
  if (!nats) return {};
  const { user, pass, inboxPrefix } = nats.clientOptions(BUS_USER.name);
  return { user, pass, inboxPrefix };
};

/** A bus whose log keeps why each of its connection attempts failed. */
function busLoggingRetries(url: string, nats: NatsServer | null, replicas?: number): { bus: EventBus; reasons: string[] } {
  const reasons: string[] = [];
  const log = pino({ level: 'warn' }, {
    write(line: string) {
      const entry = JSON.parse(line) as { msg: string; err?: string };
      if (entry.msg === 'NATS not reachable yet; retrying') reasons.push(entry.err ?? '');
    },
  });
  return { bus: new EventBus(url, BUS_USER.name, credentialsOf(nats), log, replicas), reasons };
}

/**
 * A NATS server without JetStream accepts the connection but not the stream: the bus keeps retrying,
 * and each attempt must close the connection it opened, or a long outage piles up one per second.
 */
describe('the event bus against a server that has no JetStream', () => {
  let server: ChildProcess;
  let dir: string;
  let url: string;
  let monitor: string;

  beforeAll(async () => {
    const binary = findNatsServer();
    if (!binary) throw new Error('nats-server is not installed');
    dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-bus-plain-'));
    // -1: the server takes free ports itself and writes them to a file once it listens.
    server = spawn(binary, ['-a', '127.0.0.1', '-p', '-1', '-m', '-1', '--ports_file_dir', dir], { stdio: 'ignore' });
    const ports = await eventually(() => {
      const file = readdirSync(dir).find((name) => name.endsWith('.ports'));
      try {
        return file ? (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { nats: [string]; monitoring: [string] }) : undefined;
      } catch {
        return undefined; // still being written
      }
    }, 10_000, 'the ports file of nats-server');
    [url, monitor] = [ports.nats[0], ports.monitoring[0]];
  });

  afterAll(() => {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  const connections = async (): Promise<number> => ((await (await fetch(`${monitor}/connz`)).json()) as { num_connections: number }).num_connections;

  it('stays not ready and holds at most one connection while it retries', async () => {
    const { bus, reasons } = busLoggingRetries(url, null);
    bus.start();
    try {
      await eventually(() => (reasons.length >= 3 ? true : undefined), 15_000, 'three connection attempts');
      expect(reasons.slice(0, 3)).toEqual(Array(3).fill('jetstream is not enabled'));
      expect(bus.isConnected()).toBe(false);
      expect(await connections()).toBeLessThanOrEqual(1);
    } finally {
      await bus.close();
    }
    await eventually(async () => ((await connections()) === 0 ? true : undefined), 5_000, 'every connection closed');
  });
});

describe('the stream the bus creates', () => {
  let nats: NatsServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-bus-'));
    nats = await startNats({ storeDir: path.join(dir, 'store'), services: [BUS_USER] });
  });

  afterAll(async () => {
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks for the configured number of copies: a lone server refuses three, and the bus waits, not ready', async () => {
    const { bus, reasons } = busLoggingRetries(nats.url, nats, 3);
    bus.start();
    try {
      await eventually(() => (reasons.length >= 2 ? true : undefined), 10_000, 'a second attempt');
      expect(reasons.slice(0, 2)).toEqual(Array(2).fill('replicas > 1 not supported in non-clustered mode'));
      expect(bus.isConnected()).toBe(false);
    } finally {
      await bus.close();
    }
  });

  it('creates the stream with one copy on a lone server', async () => {
    const bus = new EventBus(nats.url, BUS_USER.name, credentialsOf(nats), pino({ level: 'silent' }), 1);
    bus.start();
    await eventually(async () => (bus.isConnected() ? true : undefined), 10_000, 'connected');
    const nc = await connect(nats.clientOptions());
    try {
      expect((await (await jetstreamManager(nc)).streams.info(STREAM_NAME)).config.num_replicas).toBe(1);
    } finally {
      await nc.close();
      await bus.close();
    }
  });
});

/**
 * The cluster reaches its bus over TLS with a private authority (k8s/config.yaml: tls://…, NATS_CA_FILE).
 * A certificate authority and a server certificate for 127.0.0.1 are made here with openssl.
 */
describe('a service on a bus over TLS', () => {
  let dir: string;
  let nats: NatsServer;
  let h: Harness<unknown> | undefined;
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-bus-tls-'));
    openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=hvac test CA', '-keyout', 'ca.key', '-out', 'ca.crt');
    openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=nats', '-keyout', 'server.key', '-out', 'server.csr');
    writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '1', '-extfile', 'san.ext', '-out', 'server.crt');
    nats = await startNats({ storeDir: path.join(dir, 'store'), services: [BUS_USER], tls: { certFile: path.join(dir, 'server.crt'), keyFile: path.join(dir, 'server.key') } });
  });

  afterAll(async () => {
    await h?.close();
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const busEnv = (extra: Record<string, string>) => ({ NATS_URL: nats.url, NATS_PASSWORD_FILE: nats.credentials.passwordFile(BUS_USER.name), ...extra });
  const busService = { name: BUS_USER.name, domain: BUS_USER.domain, migrations: [], routes: () => undefined };

  it('connects with the authority in NATS_CA_FILE and creates the stream there', async () => {
    h = await startHarness(busService, busEnv({ NATS_CA_FILE: path.join(dir, 'ca.crt') }));
    await eventually(() => (h!.service.ctx.bus.isConnected() ? true : undefined), 10_000, 'a TLS connection');
    const nc = await connect({ ...nats.clientOptions(), tls: { caFile: path.join(dir, 'ca.crt') } });
    try {
      expect((await (await jetstreamManager(nc)).streams.info(STREAM_NAME)).config.name).toBe(STREAM_NAME);
    } finally {
      await nc.close();
    }
  });

  it('does not trust a bus whose certificate its authority did not sign', async () => {
    const reasons: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void reasons.push((JSON.parse(line) as { err?: string }).err ?? '') });
    const { user, pass, inboxPrefix } = nats.clientOptions(BUS_USER.name);
    const bus = new EventBus(nats.url, BUS_USER.name, { user, pass, inboxPrefix }, log, 1);
    bus.start();
    try {
      await eventually(() => (reasons.length > 0 ? true : undefined), 10_000, 'a refused connection');
      expect(bus.isConnected()).toBe(false);
      expect(reasons[0]).toMatch(/unable to (verify|get local issuer)|self.signed/i);
    } finally {
      await bus.close();
    }
  });
});
