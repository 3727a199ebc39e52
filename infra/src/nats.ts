import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ConnectionOptions } from '@nats-io/transport-node';
import { BUS_OPERATOR, inboxPrefixOf } from '@hvac/contracts/events';
import { assertPublisherNames, busPermissions, ensureBusCredentials, platformBusServices, type BusCredentials, type BusService } from './bus-access';
import { ensureNatsServer } from './packages';
import { findFreePort } from './ports';
import { openPrivate } from './private-files';
import { isAlive, ownChild } from './process';

export const DEFAULT_NATS_PORT = 54222;

export interface NatsOptions {
  /** Default: a free port. */
  port?: number;
  /** JetStream storage; kept across stop()/start() so streams and unacked messages survive an outage. */
  storeDir: string;
  /** Where the server's own output goes (default: <storeDir>/nats-server.log). */
  logFile?: string;
  /** The bus's users' passwords and the server's configuration (default: nats-credentials beside storeDir). */
  credentialsDir?: string;
  /** The services that may connect, each with its permissions (default: the platform's, from apps.ts). */
  services?: readonly BusService[];
  /** Serve clients over TLS only, with this certificate (as the cluster does; docs/architecture.md#securing-the-bus). */
  tls?: { certFile: string; keyFile: string };
  /**
   * Own process group, so a Ctrl-C in the terminal reaches only our shutdown code, which stops NATS
   * after the services (npm start). Tests leave it off: killing the test runner's group then ends NATS too.
   */
  detached?: boolean;
}

export interface NatsServer {
  url: string;
  port: number;
  /** Every user's password file; the operator's is `credentials.passwordFile('ops')`. */
  credentials: BusCredentials;
  /** How `user` connects (default: the operator, who may do anything): servers, user name, password, inbox prefix. */
  clientOptions(user?: string): ConnectionOptions;
  pid(): number | undefined;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); the port and store stay reserved for start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  start(): Promise<void>;
}

/** Resolves once the server greets a client with its INFO line, i.e. it is really serving (TLS or not: INFO comes first). */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('data', (chunk: Buffer) => done(chunk.toString().startsWith('INFO')));
    socket.once('error', () => done(false));
  });
}

const stateFile = (storeDir: string) => path.join(storeDir, 'server.json');
const defaultCredentialsDir = (storeDir: string) => path.join(path.dirname(storeDir), 'nats-credentials');

/**
 * The URL of a nats-server we started earlier on this store that is still serving (for instance
 * left behind by a start that was killed), or null. One started before the bus required sign-in is
 * stopped instead of reused, so no service is left talking to an open bus.
 */
export async function runningNats(storeDir: string): Promise<string | null> {
  const file = stateFile(storeDir);
  if (!existsSync(file)) return null;
  const { pid, port, secured } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; port: number; secured?: boolean };
  if (!isAlive(pid) || !(await greets(port))) return null;
  if (secured) return `nats://127.0.0.1:${port}`;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return null;
}

/** A client's connection settings for `user` on the server at `url`, with the password from the credentials. */
export function busClientOptions(url: string, credentials: BusCredentials, user: string = BUS_OPERATOR): ConnectionOptions {
  return { servers: url, user, pass: credentials.password(user), inboxPrefix: inboxPrefixOf(user) };
}

const quote = (value: string) => JSON.stringify(value);

/**
 * The server's configuration: one account with JetStream, a user per service with its permissions and
 * the operator with all of them, and no anonymous access (docs/architecture.md#securing-the-bus).
 */
function serverConfig(port: number, storeDir: string, credentials: BusCredentials, services: readonly BusService[], tls?: NatsOptions['tls']): string {
  const list = (items: string[]) => `[${items.map(quote).join(', ')}]`;
  const users = services.map((s) => {
    const { publish, subscribe } = busPermissions(s);
    return `      { user: ${quote(s.name)}, password: ${quote(credentials.password(s.name))}, permissions: { publish: { allow: ${list(publish)} }, subscribe: { allow: ${list(subscribe)} } } }`;
  });
  users.push(`      { user: ${quote(BUS_OPERATOR)}, password: ${quote(credentials.password(BUS_OPERATOR))} }`);
  return [
    `listen: "127.0.0.1:${port}"`,
    `jetstream { store_dir: ${quote(storeDir)} }`,
    ...(tls ? [`tls { cert_file: ${quote(tls.certFile)}, key_file: ${quote(tls.keyFile)} }`] : []),
    'accounts {',
    '  HVAC {',
    '    jetstream: enabled',
    '    users: [',
    users.join('\n'),
    '    ]',
    '  }',
    '}',
    '',
  ].join('\n');
}

export async function startNats(options: NatsOptions): Promise<NatsServer> {
  const binary = ensureNatsServer();
  const port = options.port ?? (await findFreePort());
  mkdirSync(options.storeDir, { recursive: true });
  const logFile = options.logFile ?? path.join(options.storeDir, 'nats-server.log');
  const services = options.services ?? platformBusServices();
  assertPublisherNames(services);
  const credentials = await ensureBusCredentials(options.credentialsDir ?? defaultCredentialsDir(options.storeDir), [...services.map((s) => s.name), BUS_OPERATOR]);
  const configFile = path.join(credentials.dir, 'nats-server.conf');
  const config = openPrivate(configFile, 'w');
  writeFileSync(config, serverConfig(port, options.storeDir, credentials, services, options.tls));
  closeSync(config);
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    if (child) return;
    const log = openPrivate(logFile, 'a');
    const proc = spawn(binary, ['-c', configFile], {
      stdio: ['ignore', log, log],
      detached: options.detached ?? false,
    });
    closeSync(log);
    ownChild(proc);
    child = proc;
    let exitCode: number | null = null;
    exited = new Promise((resolve) =>
      proc.once('exit', (code) => {
        exitCode = code;
        child = undefined;
        resolve();
      }),
    );
    const deadline = Date.now() + 15_000;
    while (!(await greets(port))) {
      if (!child) throw new Error(`nats-server exited (code ${exitCode}) before serving on port ${port}; see ${logFile}.`);
      if (Date.now() > deadline) throw new Error(`nats-server did not accept connections on port ${port} within 15 s; see ${logFile}.`);
      await new Promise((r) => setTimeout(r, 50));
    }
    writeFileSync(stateFile(options.storeDir), JSON.stringify({ pid: proc.pid, port, secured: true }));
  };

  const stop = async () => {
    const proc = child;
    if (!proc) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(stateFile(options.storeDir), { force: true });
  };

  await start();
  const url = `${options.tls ? 'tls' : 'nats'}://127.0.0.1:${port}`;
  return { url, port, credentials, clientOptions: (user) => busClientOptions(url, credentials, user), pid: () => child?.pid, stop, start };
}
