import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
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
  /**
   * Own process group, so a Ctrl-C in the terminal reaches only our shutdown code, which stops NATS
   * after the services (npm start). Tests leave it off: killing the test runner's group then ends NATS too.
   */
  detached?: boolean;
}

export interface NatsServer {
  url: string;
  port: number;
  pid(): number | undefined;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); the port and store stay reserved for start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  start(): Promise<void>;
}

/** Resolves once the server greets a client with its INFO line, i.e. it is really serving. */
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

/**
 * The URL of a nats-server we started earlier on this store that is still serving (for instance
 * left behind by a start that was killed), or null.
 */
export async function runningNats(storeDir: string): Promise<string | null> {
  const file = stateFile(storeDir);
  if (!existsSync(file)) return null;
  const { pid, port } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; port: number };
  return isAlive(pid) && (await greets(port)) ? `nats://127.0.0.1:${port}` : null;
}

export async function startNats(options: NatsOptions): Promise<NatsServer> {
  const binary = ensureNatsServer();
  const port = options.port ?? (await findFreePort());
  mkdirSync(options.storeDir, { recursive: true });
  const logFile = options.logFile ?? path.join(options.storeDir, 'nats-server.log');
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    if (child) return;
    const log = openPrivate(logFile, 'a');
    const proc = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', options.storeDir], {
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
    writeFileSync(stateFile(options.storeDir), JSON.stringify({ pid: proc.pid, port }));
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
  return { url: `nats://127.0.0.1:${port}`, port, pid: () => child?.pid, stop, start };
}
