import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinDir } from '../src/packages';
import { repoRoot } from '../src/paths';
import { findFreePort, isPortFree } from '../src/ports';
import { ensurePostgres, type Postgres } from '../src/postgres';
import { compileInfra, runNode } from './compiled';
import { isRoot } from '../src/process';

jest.setTimeout(120_000);

// These tests create their own clusters, so a DATABASE_URL from `npm test` must not short-circuit them.
const savedUrl = process.env.DATABASE_URL;
beforeAll(() => delete process.env.DATABASE_URL);
afterAll(() => {
  if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
});

let compiled: { dir: string; remove(): void };
beforeAll(() => (compiled = compileInfra()));
afterAll(() => compiled.remove());
const scratch = path.join(repoRoot(), '.data', 'tmp', `infra-pg-test-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function ensureInChild(dataDir: string, port: number): Promise<{ url: string; startedByUs: boolean }> {
  const script = `require(${JSON.stringify(path.join(compiled.dir, 'postgres.js'))}).ensurePostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} })
    .then((p) => console.log(JSON.stringify({ url: p.url, startedByUs: p.startedByUs })), (e) => { console.error(e.message); process.exit(1); });`;
  const result = await runNode(script, { ...process.env, DATABASE_URL: '' });
  if (result.code !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { url: string; startedByUs: boolean };
}

async function query<T>(url: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/** The README's fallback: /var/tmp/hvac-<hash>/postgres, the hash naming the data folder. */
const fallbackClusterDir = (dataDir: string): string =>
  path.join('/var/tmp', `hvac-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`, 'postgres');

/**
 * Where the README says the cluster of the existing folder `dataDir` lives: in it, unless as root the
 * `postgres` user cannot enter it. Derived here rather than assumed, so these tests hold in a checkout
 * that user can enter and in one it cannot (a clone under /root or in a `mktemp -d` folder).
 */
function expectedClusterDir(dataDir: string): string {
  const reachable = !isRoot() || spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', dataDir]).status === 0;
  return reachable ? path.join(dataDir, 'postgres') : fallbackClusterDir(dataDir);
}

/** Stops the cluster however the test ended, and removes it when it lives outside the test's folders. */
function discard(clusterDir: string): void {
  const bin = findPostgresBinDir();
  if (bin && existsSync(path.join(clusterDir, 'postmaster.pid'))) {
    const pgCtl = [path.join(bin, 'pg_ctl'), '-D', clusterDir, '-m', 'immediate', '-w', 'stop'];
    spawnSync(isRoot() ? 'runuser' : pgCtl[0]!, isRoot() ? ['-u', 'postgres', '--', ...pgCtl] : pgCtl.slice(1), { cwd: '/' });
  }
  if (clusterDir.startsWith('/var/tmp/')) rmSync(path.dirname(clusterDir), { recursive: true, force: true });
}

describe('ensurePostgres', () => {
  it('starts one cluster for concurrent callers on a fresh folder; later callers reuse it', async () => {
    const dataDir = path.join(scratch, 'shared');
    mkdirSync(dataDir, { recursive: true });
    const port = await findFreePort();
    const clusterDir = expectedClusterDir(dataDir);
    let reused: Postgres | undefined;
    try {
      const results = await Promise.all([1, 2, 3].map(() => ensureInChild(dataDir, port)));
      expect(results.filter((r) => r.startedByUs)).toHaveLength(1);
      expect(new Set(results.map((r) => r.url)).size).toBe(1);

      reused = await ensurePostgres({ dataDir, port });
      expect(reused.startedByUs).toBe(false);
      expect(reused.url).toBe(results[0]!.url);
      expect(reused.url).toMatch(new RegExp(`^postgres://hvac:[^@]+@127\\.0\\.0\\.1:${port}/hvac\\?host=${encodeURIComponent(clusterDir)}$`));
      expect(reused.clusterDir).toBe(clusterDir);
      expect(statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);

      expect(await query(reused.url, 'SELECT current_database() AS db')).toEqual({ db: 'hvac' });
      expect(await query(reused.testUrl, 'SELECT current_database() AS db')).toEqual({ db: 'hvac_test' });
      expect(await query(reused.urlFor('postgres'), 'SHOW listen_addresses')).toEqual({ listen_addresses: '127.0.0.1' });
      // The socket lives in the cluster's own folder (never the system's), and the URLs connect through it.
      expect(await query(reused.url, 'SHOW unix_socket_directories')).toEqual({ unix_socket_directories: clusterDir });
      expect(await query(reused.url, 'SELECT inet_server_addr() AS addr')).toEqual({ addr: null });
      expect(await query(reused.url.replace(/\?host=.*$/, ''), 'SELECT host(inet_server_addr()) AS addr')).toEqual({ addr: '127.0.0.1' });
      expect(await query(reused.testUrl, "SELECT string_agg(extname, ',' ORDER BY extname) AS ext FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gin')")).toEqual({ ext: 'btree_gin,pg_trgm' });
      await expect(query(reused.url.replace(/:[^:@]+@/, ':wrong@'), 'SELECT 1')).rejects.toThrow(/password authentication failed/);

      // Not ours to stop: it belongs to the process that started it.
      await reused.stop();
      expect(await isPortFree(port)).toBe(false);
    } finally {
      discard(reused?.clusterDir ?? clusterDir);
    }
  });

  it('names a taken port or moves to a free one, and restarts a stopped cluster', async () => {
    const dataDir = path.join(scratch, 'restart');
    mkdirSync(dataDir, { recursive: true });
    const clusterDir = expectedClusterDir(dataDir);
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    let first: Postgres | undefined;
    try {
      await expect(ensurePostgres({ dataDir, port: taken })).rejects.toThrow(
        `Port ${taken} (PostgreSQL) is already in use. Stop the process using it or set POSTGRES_PORT or DATABASE_URL.`,
      );
      first = await ensurePostgres({ dataDir, port: taken, fallbackToFreePort: true });
      await new Promise((resolve) => blocker.close(resolve));
      expect(first.port).not.toBe(taken);
      const port = first.port as number;
      expect(first.startedByUs).toBe(true);
      expect(first.clusterDir).toBe(clusterDir);
      expect(await query(first.testUrl, 'SELECT 1 AS one')).toEqual({ one: 1 });

      await first.stop();
      expect(await isPortFree(port)).toBe(true);

      const again = await ensurePostgres({ dataDir, port });
      expect(again.startedByUs).toBe(true);
      expect(again.clusterDir).toBe(clusterDir);
      expect(await query(again.url, 'SELECT current_database() AS db')).toEqual({ db: 'hvac' });
      await again.stop();
      expect(await isPortFree(port)).toBe(true);
    } finally {
      if (blocker.listening) blocker.close();
      discard(first?.clusterDir ?? clusterDir);
    }
  });

  // Only root runs the server as another user (`postgres`), so only root can have a folder it cannot enter.
  (isRoot() ? it : it.skip)('as root, keeps the cluster of a folder postgres cannot enter in /var/tmp/hvac-<hash>/, finds it again, and drops it with .data/', async () => {
    // A clone under /root or in a `mktemp -d` folder: mode 700, so `postgres` cannot pass through it.
    mkdirSync(scratch, { recursive: true });
    const privateDir = mkdtempSync(path.join(scratch, 'private-'));
    const dataDir = path.join(privateDir, '.data');
    const clusterDir = fallbackClusterDir(dataDir);
    const port = await findFreePort();
    expect(statSync(privateDir).mode & 0o777).toBe(0o700);
    let first: Postgres | undefined;
    try {
      first = await ensurePostgres({ dataDir, port });
      expect(first.startedByUs).toBe(true);
      expect(first.clusterDir).toBe(clusterDir);
      expect(statSync(path.dirname(clusterDir)).mode & 0o777).toBe(0o755);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      // The password stays with the checkout; only the server's files move.
      expect(statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
      expect(await query(first.testUrl, 'SELECT current_database() AS db')).toEqual({ db: 'hvac_test' });
      expect(await query(first.url, 'SHOW unix_socket_directories')).toEqual({ unix_socket_directories: clusterDir });

      const again = await ensurePostgres({ dataDir, port });
      expect(again).toMatchObject({ startedByUs: false, clusterDir, url: first.url });
      await query(first.testUrl, 'CREATE TABLE left_from_before (id int)');

      // "Delete .data/ to start from scratch": the cluster in /var/tmp goes with it, running or not.
      rmSync(dataDir, { recursive: true, force: true });
      const scratchStart = await ensurePostgres({ dataDir, port });
      expect(scratchStart).toMatchObject({ startedByUs: true, clusterDir });
      expect(scratchStart.url).not.toBe(first.url);
      expect(await query(scratchStart.testUrl, "SELECT to_regclass('left_from_before') AS t")).toEqual({ t: null });
      await scratchStart.stop();
      expect(await isPortFree(port)).toBe(true);
    } finally {
      discard(first?.clusterDir ?? clusterDir);
    }
  });

  it('uses DATABASE_URL as given and starts nothing', async () => {
    process.env.DATABASE_URL = 'postgres://someone:secret@db.example.com:5433/platform';
    try {
      const external = await ensurePostgres({ dataDir: path.join(scratch, 'never-created') });
      expect(external).toMatchObject({ url: process.env.DATABASE_URL, testUrl: process.env.DATABASE_URL, startedByUs: false, clusterDir: null });
      expect(external.urlFor('hvac_test')).toBe('postgres://someone:secret@db.example.com:5433/hvac_test');
      expect(existsSync(path.join(scratch, 'never-created'))).toBe(false);
    } finally {
      delete process.env.DATABASE_URL;
    }
  });
});
