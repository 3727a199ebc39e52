import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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

function forceStop(clusterDir: string | null): void {
  const bin = findPostgresBinDir();
  if (!bin || !clusterDir || !existsSync(path.join(clusterDir, 'postmaster.pid'))) return;
  const pgCtl = [path.join(bin, 'pg_ctl'), '-D', clusterDir, '-m', 'immediate', '-w', 'stop'];
  spawnSync(isRoot() ? 'runuser' : pgCtl[0]!, isRoot() ? ['-u', 'postgres', '--', ...pgCtl] : pgCtl.slice(1), { cwd: '/' });
}

describe('ensurePostgres', () => {
  it('starts one cluster for concurrent callers on a fresh folder; later callers reuse it', async () => {
    const dataDir = path.join(scratch, 'shared');
    mkdirSync(dataDir, { recursive: true });
    const port = await findFreePort();
    let reused: Postgres | undefined;
    try {
      const results = await Promise.all([1, 2, 3].map(() => ensureInChild(dataDir, port)));
      expect(results.filter((r) => r.startedByUs)).toHaveLength(1);
      expect(new Set(results.map((r) => r.url)).size).toBe(1);

      reused = await ensurePostgres({ dataDir, port });
      expect(reused.startedByUs).toBe(false);
      expect(reused.url).toBe(results[0]!.url);
      const clusterDir = path.join(dataDir, 'postgres');
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
      forceStop(reused?.clusterDir ?? path.join(dataDir, 'postgres'));
    }
  });

  it('names a taken port or moves to a free one, restarts a stopped cluster, and as root keeps it where postgres can reach it', async () => {
    // mkdtemp folders are private (mode 700): the postgres system user cannot enter them.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hvac-pg-'));
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
      if (isRoot()) expect(first.clusterDir).toMatch(/^\/var\/tmp\/hvac-[0-9a-f]{12}\/postgres$/);
      else expect(first.clusterDir).toBe(path.join(dataDir, 'postgres'));
      expect(await query(first.testUrl, 'SELECT 1 AS one')).toEqual({ one: 1 });

      await first.stop();
      expect(await isPortFree(port)).toBe(true);

      const again = await ensurePostgres({ dataDir, port });
      expect(again.startedByUs).toBe(true);
      expect(again.clusterDir).toBe(first.clusterDir);
      expect(await query(again.url, 'SELECT current_database() AS db')).toEqual({ db: 'hvac' });
      await again.stop();
      expect(await isPortFree(port)).toBe(true);
    } finally {
      if (blocker.listening) blocker.close();
      forceStop(first?.clusterDir ?? null);
      if (first?.clusterDir?.startsWith('/var/tmp/')) rmSync(path.dirname(first.clusterDir), { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
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
