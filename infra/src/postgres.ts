import { createHash, randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import { ensurePostgresBinaries } from './packages';
import { dataDir as defaultDataDir } from './paths';
import { assertPortFree, findFreePort, isPortFree } from './ports';
import { isAlive, isRoot, run, runOrThrow } from './process';

export const DEFAULT_POSTGRES_PORT = 55432;
/** Development and demo data. */
export const DEV_DATABASE = 'hvac';
/** Tests and bench only: never holds demo data. */
export const TEST_DATABASE = 'hvac_test';
const SUPERUSER = 'hvac';

export interface PostgresOptions {
  /** Folder for the cluster, its password and lock (default: <repo>/.data). */
  dataDir?: string;
  /** Port for a cluster we start; a cluster already running keeps its own port. */
  port?: number;
  /**
   * When `port` is taken by another process (say another checkout's cluster), start on a free port
   * instead of failing. Tests and the bench only need *a* port; `npm start` keeps the fixed one.
   */
  fallbackToFreePort?: boolean;
  /**
   * Start this data folder's own cluster even when DATABASE_URL is set: a fault test stops and restarts
   * it, which must not touch the cluster other tests share.
   */
  own?: boolean;
}

export interface Postgres {
  /** The development database `hvac`, or DATABASE_URL when it is set. */
  url: string;
  /** The database tests use: `hvac_test`, or DATABASE_URL when it is set (callers isolate by schema). */
  testUrl: string;
  urlFor(database: string): string;
  port: number | null;
  /** True when this call started the server; only then does stop() stop it. */
  startedByUs: boolean;
  /** Where the private cluster's files are (null for an external DATABASE_URL). */
  clusterDir: string | null;
  /** The postmaster's pid (null for an external DATABASE_URL), for memory figures. */
  serverPid(): number | null;
  /** Stops the server when this call started it (`fast`: open sessions are ended, as in a restart). */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port and folder (a cluster this call started). */
  start(): Promise<void>;
}

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** PostgreSQL refuses to run as root, so as root its tools run as the `postgres` system user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function postgresCanReach(dir: string): Promise<boolean> {
  const [cmd, args] = asServerUser('test', ['-x', dir]);
  return (await run(cmd, args)).code === 0;
}

/**
 * As root the server runs as `postgres`, which cannot enter a clone under a private home such as
 * /root (mode 700). Then the cluster lives in /var/tmp under a name derived from the data folder, so
 * each checkout still gets its own cluster and finds it again on the next start.
 */
async function clusterDirFor(root: string): Promise<string> {
  if (!isRoot() || (await postgresCanReach(root))) return path.join(root, 'postgres');
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 12);
  const base = path.join('/var/tmp', `hvac-${hash}`);
  mkdirSync(base, { recursive: true, mode: 0o755 });
  return path.join(base, 'postgres');
}

function readOrCreatePassword(root: string): string {
  const file = path.join(root, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initCluster(bin: string, cluster: string, password: string): Promise<void> {
  mkdirSync(cluster, { recursive: true, mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `hvac-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(cluster, uid, gid);
    chownSync(pwfile, uid, gid);
  }
  try {
    const [cmd, args] = asServerUser(path.join(bin, 'initdb'), [
      '-D', cluster, '-U', SUPERUSER, `--pwfile=${pwfile}`,
      '--auth-host=scram-sha-256', '--auth-local=scram-sha-256', '-E', 'UTF8', '--locale=C',
    ]);
    await runOrThrow(cmd, args, 'initdb');
  } catch (err) {
    rmSync(cluster, { recursive: true, force: true });
    throw err;
  } finally {
    rmSync(pwfile, { force: true });
  }
  // Loopback TCP, and no socket in the system's folder: a private cluster must never collide with a
  // system one (its own socket is set when it starts, see serverOptions).
  appendFileSync(
    path.join(cluster, 'postgresql.conf'),
    [
      '',
      '# hvac private cluster',
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'max_connections = 300',
      // Dev and test data: losing the last few commits in a crash is fine, waiting for fsync on each is not.
      'synchronous_commit = off',
      '',
    ].join('\n'),
  );
}

async function discardCluster(bin: string, cluster: string): Promise<void> {
  if (existsSync(path.join(cluster, 'postmaster.pid'))) {
    const [cmd, args] = asServerUser(path.join(bin, 'pg_ctl'), ['-D', cluster, '-m', 'immediate', '-w', 'stop']);
    await run(cmd, args);
  }
  rmSync(cluster, { recursive: true, force: true });
}

const socketFile = (cluster: string, port: number): string => path.join(cluster, `.s.PGSQL.${port}`);

/**
 * Options for the postmaster: its port and, when the path fits in a socket address (107 bytes) and in
 * pg_ctl's shell quoting, a Unix socket inside the cluster folder. The services connect through it:
 * on this 2-core VM a query's round trip over loopback TCP costs the client about twice the CPU.
 * Being in the cluster's own folder, the socket cannot collide with a system server's.
 */
function serverOptions(cluster: string, port: number): string {
  const fits = Buffer.byteLength(socketFile(cluster, port)) < 107 && !cluster.includes("'");
  return fits ? `-p ${port} -k '${cluster}'` : `-p ${port}`;
}

async function startServer(bin: string, cluster: string, port: number): Promise<void> {
  const [cmd, args] = asServerUser(path.join(bin, 'pg_ctl'), [
    '-D', cluster, '-l', path.join(cluster, 'server.log'), '-o', serverOptions(cluster, port), '-w', '-t', '60', 'start',
  ]);
  await runOrThrow(cmd, args, `Starting PostgreSQL (log: ${path.join(cluster, 'server.log')})`);
}

/** The port of the cluster's live postmaster, or null when none runs. */
function runningPort(cluster: string): number | null {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid > 0 && port > 0 && isAlive(pid) ? port : null;
}

async function accepts(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres', connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitAccepting(port: number, password: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await accepts(port, password)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * Contrib extensions the services' indexes and constraints use (btree_gist: the visits' no-overlap rule,
 * docs/domains/service-requests.md#visits); shared by every schema of a database.
 */
const EXTENSIONS = ['pg_trgm', 'btree_gin', 'btree_gist'];

async function createDatabases(port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
  await client.connect();
  try {
    for (const name of [DEV_DATABASE, TEST_DATABASE]) {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
      await createExtensions(port, password, name);
    }
  } finally {
    await client.end();
  }
}

/**
 * Created here, under the cluster lock, rather than by the services' migrations: test files migrate
 * their own schemas in parallel, and two concurrent CREATE EXTENSION calls make one of them fail.
 */
async function createExtensions(port: number, password: string, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database });
  await client.connect();
  try {
    for (const ext of EXTENSIONS) await client.query(`CREATE EXTENSION IF NOT EXISTS ${ext} WITH SCHEMA public`);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL for dev and tests. DATABASE_URL wins and nothing is started. Otherwise a private cluster
 * (initdb once, then pg_ctl) owned by this checkout is started or reused, with the databases `hvac`
 * and `hvac_test`. Safe to call from several processes at once: a file lock serialises them.
 */
export async function ensurePostgres(options: PostgresOptions = {}): Promise<Postgres> {
  const external = process.env.DATABASE_URL;
  if (external && !options.own) {
    const nothing = async () => undefined;
    return { url: external, testUrl: external, urlFor: (db) => withDatabase(external, db), port: null, clusterDir: null, startedByUs: false, serverPid: () => null, stop: nothing, start: nothing };
  }
  const root = options.dataDir ?? defaultDataDir();
  mkdirSync(root, { recursive: true });
  const release = await lockfile.lock(root, {
    lockfilePath: path.join(root, 'postgres.lock'),
    realpath: false,
    stale: 60_000,
    retries: { retries: 1200, factor: 1, minTimeout: 100, maxTimeout: 100 },
  });
  let port = options.port ?? DEFAULT_POSTGRES_PORT;
  let startedByUs = false;
  let password: string;
  let cluster: string;
  let bin: string;
  try {
    bin = ensurePostgresBinaries();
    const freshDataDir = !existsSync(path.join(root, 'postgres-password'));
    password = readOrCreatePassword(root);
    cluster = await clusterDirFor(root);
    // A cluster kept in /var/tmp outlives a deleted .data/; its password went with the folder, so it
    // could never be opened again. Deleting .data/ means "start from scratch": so does its cluster.
    if (freshDataDir && !cluster.startsWith(root + path.sep) && existsSync(cluster)) await discardCluster(bin, cluster);
    if (!existsSync(path.join(cluster, 'PG_VERSION'))) await initCluster(bin, cluster, password);
    const running = runningPort(cluster);
    if (running !== null && (await waitAccepting(running, password, 30_000))) {
      port = running;
    } else {
      if (options.fallbackToFreePort && !(await isPortFree(port))) port = await findFreePort();
      await assertPortFree(port, 'PostgreSQL', 'POSTGRES_PORT or DATABASE_URL');
      await startServer(bin, cluster, port);
      startedByUs = true;
    }
    await createDatabases(port, password);
  } finally {
    await release();
  }
  const socket = existsSync(socketFile(cluster, port)) ? `?host=${encodeURIComponent(cluster)}` : '';
  const urlFor = (db: string) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}${socket}`;
  return {
    url: urlFor(DEV_DATABASE),
    testUrl: urlFor(TEST_DATABASE),
    urlFor,
    port,
    clusterDir: cluster,
    startedByUs,
    serverPid: () => {
      const pidFile = path.join(cluster, 'postmaster.pid');
      return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : null;
    },
    stop: async () => {
      if (!startedByUs) return;
      const [cmd, args] = asServerUser(path.join(bin, 'pg_ctl'), ['-D', cluster, '-m', 'fast', '-w', 'stop']);
      await runOrThrow(cmd, args, 'Stopping PostgreSQL');
    },
    start: async () => {
      if (startedByUs && runningPort(cluster) === null) await startServer(bin, cluster, port);
    },
  };
}
