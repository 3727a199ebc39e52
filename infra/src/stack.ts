import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PrerenderReport } from '@hvac/federation/prerender';
import type { ConnectionOptions } from '@nats-io/transport-node';
import pg from 'pg';
import { APPS, type AppDefinition } from './apps';
import { ensureKeys, type KeyFiles } from './keys';
import { BUS_OPERATOR } from '@hvac/contracts/events';
import { ensureBusCredentials, type BusService } from './bus-access';
import { DEFAULT_NATS_PORT, busClientOptions, runningNats, startNats, type NatsServer } from './nats';
import { dataDir as defaultDataDir, repoRoot } from './paths';
import { assertPortFree, findFreePort } from './ports';
import { ensurePostgres, type Postgres } from './postgres';
import { openPrivate, privateDir } from './private-files';
import { pagePrerenderer, type PagePrerenderer } from './prerender';
import { ownChild } from './process';
import { DEFAULT_SMTP_PORT, startSmtpCapture, type SmtpCapture } from './smtp';

export type StackMode = 'dev' | 'test' | 'bench';

export interface StackOptions {
  /**
   * dev: the fixed ports, the `hvac` database, services' own schemas, .data/nats and .data/mail.
   * test/bench: free ports, `hvac_test` with a fresh schema per service (dropped by stop()), their own
   * NATS and SMTP capture, so they never touch demo data and can run beside `npm start`.
   */
  mode: StackMode;
  /** Port per app name (`svc-identity`, `gateway`) or `nats` / `smtp` / `postgres`. */
  ports?: Record<string, number>;
  /** DEMO_MODE for the services (seeds the demo users). Default: true in dev, false otherwise. */
  demo?: boolean;
  /** Extra variables for every app (win over the computed ones). */
  env?: Record<string, string>;
  /** Start only these apps (names from apps.ts); default all. */
  apps?: string[];
  /** The app catalogue (default: APPS from apps.ts); infra's own tests pass small stand-in apps. */
  definitions?: AppDefinition[];
  /**
   * Publish every built microfrontend (mf-* with dist/mf-manifest.json) for the gateway before it
   * starts: dev into .data/remotes + .data/remotes.json, test/bench into the stack's own folder.
   * Default true.
   */
  deployRemotes?: boolean;
  /**
   * Prerender the public pages once the gateway is ready, in the background, and every minute the pages
   * new or changed since (a blog post published, edited or deleted). Default: true in dev; a test that
   * reads pages' HTML awaits stack.prerender() instead (docs/domains/public-site.md#prerendered-pages).
   */
  prerender?: boolean;
  /** Echo a short form of the apps' log lines to the console (npm start). */
  echoLogs?: boolean;
  /** Called when an app exits while the stack is up; default: report it on stderr. */
  onUnexpectedExit?: (name: string, code: number | null, lastLines: string) => void;
  /**
   * Processes per service (default 1). They share the service's schema and consumers; the gateway gets
   * every replica's URL, comma separated, and balances across them. Under npm start replica r of a
   * service listens on its port + 100·r (3001, 3101 …).
   */
  replicas?: number;
  /**
   * test/bench: a PostgreSQL cluster of this stack's own, even when DATABASE_URL is set, so a test may
   * stop and start it (stack.postgres) without disturbing others. Default false (the shared cluster).
   */
  ownPostgres?: boolean;
}

export interface RunningApp {
  name: string;
  /** 0 … replicas-1 for a service; 0 for the gateway. */
  replica: number;
  /** Of the running process; a restart() changes it. */
  pid: number;
  port: number;
  url: string;
  logFile: string;
}

export interface Stack {
  mode: StackMode;
  /** The gateway's URL (throws when the gateway was left out through `apps`). */
  readonly gatewayUrl: string;
  /** PUBLIC_URL of every app: the address links in mail and the sitemap start with. */
  publicUrl: string;
  /** Base URL per service app name, e.g. serviceUrls['svc-identity'] (its first replica). */
  serviceUrls: Record<string, string>;
  apps: RunningApp[];
  databaseUrl: string;
  /** DB_SCHEMA per service app name (test/bench) — empty in dev, where each service uses its domain name. */
  schemas: Record<string, string>;
  natsUrl: string;
  /** The NATS server this stack started (null when it uses NATS_URL or one already running). */
  nats: NatsServer | null;
  /** How a user of the bus connects to this stack's NATS (default: the operator, who may do anything). */
  natsClientOptions(user?: string): ConnectionOptions;
  /** The SMTP capture (throws in dev when SMTP_URL sends mail elsewhere); stop()/start() make an outage. */
  readonly smtp: SmtpCapture;
  keys: KeyFiles;
  /** stop()/start() make an outage, of a cluster this stack started (ownPostgres in tests). */
  postgres: Postgres;
  /** The gateway's REMOTES_DIR and REMOTES_CONFIG: deploy a remote here to change this stack's site. */
  remotesDir: string;
  remotesConfig: string;
  /**
   * Prerenders the public pages of the served builds through this stack's gateway, as npm start's minute
   * does: the pages new or changed since, and a deleted post's pages removed. Resolves when they are stored.
   */
  prerender(): Promise<PrerenderReport>;
  /** Ends one process of an app at once with SIGKILL, as a crash would; not reported as an unexpected exit. */
  kill(name: string, replica?: number): Promise<void>;
  /** Starts a process that kill() ended again, on its port and with its variables, and waits until it is ready. */
  restart(name: string, replica?: number): Promise<void>;
  /** Stops the apps (gateway first), then what this stack started; test/bench schemas are dropped. */
  stop(): Promise<void>;
}

const LAST_LINES = 40;
const READY_TIMEOUT_MS = 90_000;

interface Child {
  app: AppDefinition;
  replica: number;
  proc: ChildProcess;
  port: number;
  logFile: string;
  lastLines: string[];
  exited: Promise<number | null>;
  exitCode: number | null | undefined;
  /** Ended on purpose by kill(). */
  killed: boolean;
}

/** Pino lines become `name  LEVEL message`; anything else is shown as it is. */
function shortLine(name: string, line: string): string {
  const levels: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      err?: { message?: string };
      method?: string;
      url?: string;
      status?: number;
      ms?: number;
    };
    const level = levels[entry.level ?? 30] ?? 'INFO';
    const request = entry.method && entry.url ? ` ${entry.method} ${entry.url}` : '';
    const response = entry.status ? ` ${entry.status}${entry.ms !== undefined ? ` ${entry.ms} ms` : ''}` : '';
    const error = entry.err?.message ? ` — ${entry.err.message}` : '';
    return `${name.padEnd(13)} ${level.padEnd(5)} ${entry.msg ?? ''}${request}${response}${error}`;
  } catch {
    return `${name.padEnd(13)} ${line}`;
  }
}

async function waitReady(child: Child, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== undefined) {
      throw new Error(
        `${child.app.name} exited during start-up (code ${child.exitCode}). Last lines of ${child.logFile}:\n${child.lastLines.join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`${child.app.name} was not ready within ${READY_TIMEOUT_MS / 1000} s (${url}/ready). Last lines of ${child.logFile}:\n${child.lastLines.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopChild(child: Child): Promise<void> {
  if (child.exitCode !== undefined) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/** Stops a stack's own cluster and removes its files (kept in /var/tmp as root, see postgres.ts). */
async function discardCluster(postgres: Postgres): Promise<void> {
  await postgres.stop();
  const cluster = postgres.clusterDir;
  if (!cluster) return;
  rmSync(cluster, { recursive: true, force: true });
  if (cluster.startsWith('/var/tmp/hvac-')) rmSync(path.dirname(cluster), { recursive: true, force: true });
}

/** Built microfrontends: every mf-* folder whose build left a Module Federation manifest. */
function builtRemotes(root: string): { name: string; distDir: string }[] {
  return readdirSync(root)
    .filter((name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'dist', 'mf-manifest.json')))
    .map((name) => ({ name, distDir: path.join(root, name, 'dist') }));
}

/** Test and bench stacks keep their logs only when an app failed; those are dropped after a day. */
function pruneOldLogs(dir: string): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (/^(test|bench)_/.test(entry) && statSync(full).mtimeMs < dayAgo) rmSync(full, { recursive: true, force: true });
  }
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { mode } = options;
  const dev = mode === 'dev';
  const root = repoRoot();
  const data = defaultDataDir();
  const stackId = dev ? '' : `${mode}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const scratch = dev ? '' : path.join(data, 'tmp', stackId);
  const logDir = dev ? path.join(data, 'logs') : path.join(data, 'logs', stackId);

  const catalogue = options.definitions ?? APPS;
  const selected = options.apps ? catalogue.filter((a) => options.apps?.includes(a.name)) : catalogue;
  for (const name of options.apps ?? []) {
    if (!catalogue.some((a) => a.name === name)) throw new Error(`Unknown app "${name}"; known: ${catalogue.map((a) => a.name).join(', ')}.`);
  }
  for (const app of selected) {
    if (!existsSync(path.join(root, app.entry))) {
      throw new Error(`${app.name} is not built (${app.entry} is missing). Run: npx nx run ${app.name}:build`);
    }
  }
  privateDir(logDir);
  if (!dev) pruneOldLogs(path.join(data, 'logs'));

  const portOf = async (key: string, devPort: number, variable: string, what: string): Promise<number> => {
    const fixed = options.ports?.[key] ?? (dev && process.env[variable] ? Number(process.env[variable]) : dev ? devPort : undefined);
    if (fixed === undefined) return findFreePort();
    await assertPortFree(fixed, what, variable);
    return fixed;
  };

  const cleanups: (() => Promise<void>)[] = [];
  const children: Child[] = [];
  let stopping = false;
  let crashed = false;
  let prerenderer: PagePrerenderer | undefined;

  const stop = async () => {
    stopping = true;
    // Before the gateway goes: a page half drawn would only fail.
    await prerenderer?.close();
    for (const child of [...children].reverse()) await stopChild(child);
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err: Error) => console.error(err.message));
    cleanups.length = 0;
    if (!dev && !crashed) rmSync(logDir, { recursive: true, force: true });
  };

  try {
    const keys = await ensureKeys();
    const replicas = options.replicas ?? 1;
    if (!Number.isInteger(replicas) || replicas < 1) throw new Error(`replicas must be a whole number ≥ 1 (got ${replicas}).`);
    const appPorts = new Map<string, number>();
    const portKey = (name: string, replica: number) => (replica === 0 ? name : `${name}#${replica}`);
    for (const app of selected) {
      const base = await portOf(app.name, app.devPort, app.portVariable, app.name);
      appPorts.set(app.name, base);
      for (let r = 1; r < (app.service ? replicas : 1); r++) {
        const port = dev ? base + 100 * r : await findFreePort();
        if (dev) await assertPortFree(port, `${app.name} (replica ${r + 1})`, app.portVariable);
        appPorts.set(portKey(app.name, r), port);
      }
    }

    const pgPort = options.ports?.postgres ?? (process.env.POSTGRES_PORT ? Number(process.env.POSTGRES_PORT) : undefined);
    const ownPostgres = !dev && options.ownPostgres === true;
    const postgres = ownPostgres
      ? await ensurePostgres({ dataDir: path.join(scratch, 'pg'), own: true, fallbackToFreePort: true })
      : await ensurePostgres({ port: pgPort, fallbackToFreePort: !dev && pgPort === undefined });
    if (dev) cleanups.push(() => postgres.stop());
    const databaseUrl = dev ? postgres.url : postgres.testUrl;

    // Registered before NATS and SMTP so that it runs after they have stopped (cleanups run in reverse).
    if (!dev) cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
    if (ownPostgres) cleanups.push(() => discardCluster(postgres));

    const schemas: Record<string, string> = {};
    if (!dev) {
      for (const app of selected) if (app.service) schemas[app.name] = `${app.service.domain}_${stackId}`;
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          for (const schema of Object.values(schemas)) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await client.end();
        }
      });
    }

    let nats: NatsServer | null = null;
    let natsUrl: string;
    const natsStore = dev ? path.join(data, 'nats') : path.join(scratch, 'nats');
    // A NATS_URL of one's own is expected to know these users and passwords (docs/architecture.md#securing-the-bus).
    const natsCredentialsDir = dev ? path.join(data, 'nats-credentials') : path.join(scratch, 'nats-credentials');
    const busServices: BusService[] = catalogue.flatMap((a) => (a.service ? [{ name: a.name, domain: a.service.domain, consumers: a.service.consumers }] : []));
    const natsCredentials = await ensureBusCredentials(natsCredentialsDir, [...busServices.map((s) => s.name), BUS_OPERATOR]);
    const reusable = dev ? (process.env.NATS_URL ?? (await runningNats(natsStore))) : null;
    if (reusable) {
      natsUrl = reusable;
    } else {
      nats = await startNats({
        port: await portOf('nats', DEFAULT_NATS_PORT, 'NATS_PORT', 'NATS'),
        storeDir: natsStore,
        logFile: path.join(logDir, 'nats-server.log'),
        credentialsDir: natsCredentialsDir,
        services: busServices,
        detached: dev,
      });
      const started = nats;
      cleanups.push(() => started.stop());
      natsUrl = nats.url;
    }

    const externalSmtp = dev ? process.env.SMTP_URL : undefined;
    let smtp: SmtpCapture | null = null;
    if (!externalSmtp) {
      const capture = await startSmtpCapture({
        port: await portOf('smtp', DEFAULT_SMTP_PORT, 'SMTP_PORT', 'SMTP capture'),
        dir: dev ? path.join(data, 'mail') : path.join(scratch, 'mail'),
      });
      cleanups.push(() => capture.close());
      smtp = capture;
    }
    const smtpUrl = externalSmtp ?? (smtp as SmtpCapture).url;

    const gatewayApp = selected.find((a) => !a.service);
    const remotesDir = dev ? path.join(data, 'remotes') : path.join(scratch, 'remotes');
    const remotesConfig = dev ? path.join(data, 'remotes.json') : path.join(scratch, 'remotes.json');
    const remotes = gatewayApp && options.deployRemotes !== false ? builtRemotes(root) : [];
    if (remotes.length) {
      // Loaded only when needed: the federation library pulls in webpack.
      const { deployRemote } = await import('@hvac/federation');
      for (const remote of remotes) await deployRemote({ name: remote.name, distDir: remote.distDir, remotesDir, configFile: remotesConfig });
    }
    const publicUrl = `http://localhost:${(gatewayApp && appPorts.get(gatewayApp.name)) ?? 8080}`;
    const demo = options.demo ?? (dev ? process.env.DEMO_MODE !== 'false' : false);
    const services: { domain: string; urlVariable: string; url: string }[] = [];
    let ready = false;

    const launch = (app: AppDefinition, replica: number): Child => {
      const port = appPorts.get(portKey(app.name, replica)) as number;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: dev ? 'development' : mode === 'bench' ? 'production' : 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        NATS_URL: natsUrl,
        ...(app.service ? { NATS_PASSWORD_FILE: natsCredentials.passwordFile(app.name) } : {}),
        JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
        LOG_LEVEL: process.env.LOG_LEVEL ?? (mode === 'bench' ? 'warn' : 'info'),
        SMTP_URL: smtpUrl,
        PUBLIC_URL: publicUrl,
        DEMO_MODE: String(demo),
        // Every browser, test and bench client here is 127.0.0.1: one shared bucket would throttle them all.
        // Only this local stack sets it; the manifests never do.
        RATE_LIMIT_EXEMPT_LOOPBACK: 'true',
        // glibc gives each thread that allocates its own arena and keeps what it frees: svc-identity's
        // scrypt runs on libuv's four threads and held some 36 MB at rest for it. The image sets the same.
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        ...(schemas[app.name] ? { DB_SCHEMA: schemas[app.name] } : {}),
        ...app.env?.({ keys, dataDir: data, repoRoot: root, remotesDir, remotesConfig, services, env: process.env }),
        ...options.env,
      };
      const logFile = path.join(logDir, replica === 0 ? `${app.name}.log` : `${app.name}-${replica + 1}.log`);
      const log = createWriteStream(logFile, { fd: openPrivate(logFile, dev ? 'w' : 'a') });
      // Under npm start each app gets its own process group, so Ctrl-C reaches only the CLI, which stops
      // the gateway first and the services after it; in tests they stay in the runner's group.
      const proc = spawn(process.execPath, [path.join(root, app.entry)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: dev });
      ownChild(proc);
      const child: Child = { app, replica, proc, port, logFile, lastLines: [], exited: Promise.resolve(null), exitCode: undefined, killed: false };
      const onData = (chunk: Buffer) => {
        log.write(chunk);
        for (const line of chunk.toString().split('\n')) {
          if (!line.trim()) continue;
          child.lastLines.push(line);
          if (child.lastLines.length > LAST_LINES) child.lastLines.shift();
          if (options.echoLogs) console.log(shortLine(app.name, line));
        }
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      child.exited = new Promise((resolve) =>
        proc.once('exit', (code) => {
          child.exitCode = code;
          log.end();
          if (!stopping && !child.killed && children.includes(child) && ready) {
            crashed = true;
            const report = options.onUnexpectedExit ?? ((name, c, lines) => console.error(`${name} exited unexpectedly (code ${c}). Last log lines:\n${lines}`));
            report(app.name, code, child.lastLines.join('\n'));
          }
          resolve(code);
        }),
      );
      return child;
    };

    const url = (port: number) => `http://127.0.0.1:${port}`;
    const serviceApps = selected.filter((a) => a.service);
    // Replicas start together, as a rollout would start them: their migrations meet on purpose.
    const started = serviceApps.flatMap((app) => Array.from({ length: replicas }, (_, r) => launch(app, r)));
    children.push(...started);
    await Promise.all(started.map((c) => waitReady(c, url(c.port))));
    for (const app of serviceApps) {
      const service = app.service as NonNullable<AppDefinition['service']>;
      const urls = started.filter((c) => c.app === app).map((c) => url(c.port));
      services.push({ domain: service.domain, urlVariable: service.urlVariable, url: urls.join(',') });
    }
    for (const app of selected.filter((a) => !a.service)) {
      const c = launch(app, 0);
      children.push(c);
      await waitReady(c, url(c.port));
    }
    ready = true;

    const apps: RunningApp[] = children.map((c) => ({ name: c.app.name, replica: c.replica, pid: c.proc.pid as number, port: c.port, url: url(c.port), logFile: c.logFile }));
    const childOf = (name: string, replica: number): Child => {
      const child = children.find((c) => c.app.name === name && c.replica === replica);
      if (!child) throw new Error(`This stack runs no ${name} replica ${replica}; it runs ${apps.map((a) => `${a.name}#${a.replica}`).join(', ')}.`);
      return child;
    };
    const kill = async (name: string, replica = 0) => {
      const child = childOf(name, replica);
      if (child.exitCode !== undefined) return;
      child.killed = true;
      child.proc.kill('SIGKILL');
      await child.exited;
    };
    const restart = async (name: string, replica = 0) => {
      const old = childOf(name, replica);
      if (old.exitCode === undefined) throw new Error(`${name} replica ${replica} is still running; kill() it first.`);
      const child = launch(old.app, replica);
      children[children.indexOf(old)] = child;
      const entry = apps.find((a) => a.name === name && a.replica === replica) as RunningApp;
      entry.pid = child.proc.pid as number;
      await waitReady(child, url(child.port));
    };
    const gateway = apps.find((a) => a.name === gatewayApp?.name);
    const pages = gateway ? pagePrerenderer({ gatewayUrl: gateway.url, remotesDir, configFile: remotesConfig }) : undefined;
    prerenderer = pages;
    if (pages && remotes.length && (options.prerender ?? dev)) {
      pages.watch(60_000, ({ rendered, removed, failed }) => {
        if (rendered.length || removed.length || failed.length)
          console.log(`prerendered ${rendered.length} public page(s)${removed.length ? `, removed ${removed.length}` : ''}${failed.length ? `; not: ${failed.map((f) => `${f.page} (${f.error})`).join(', ')}` : ''}`);
      });
    }
    return {
      mode,
      get gatewayUrl(): string {
        if (!gateway) throw new Error('This stack was started without the gateway (apps option).');
        return gateway.url;
      },
      publicUrl,
      serviceUrls: Object.fromEntries(apps.filter((a) => a.name !== gateway?.name && a.replica === 0).map((a) => [a.name, a.url])),
      apps,
      databaseUrl,
      schemas,
      natsUrl,
      nats,
      natsClientOptions: (user) => busClientOptions(natsUrl, natsCredentials, user),
      get smtp(): SmtpCapture {
        if (!smtp) throw new Error(`SMTP_URL is set (${externalSmtp}): mail goes there, not to a capture.`);
        return smtp;
      },
      keys,
      postgres,
      remotesDir,
      remotesConfig,
      prerender: () => {
        if (!pages) throw new Error('This stack was started without the gateway (apps option): nothing to prerender through.');
        return pages.run();
      },
      kill,
      restart,
      stop,
    };
  } catch (err) {
    crashed = true;
    await stop();
    throw err;
  }
}
