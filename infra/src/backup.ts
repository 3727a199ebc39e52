import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { APPS } from './apps';
import { backupHeader, type BackupManifest } from './backup-file';
import { ensurePostgresBinaries } from './packages';

/**
 * Schema per domain. `npm start` runs each service in the schema named after its domain; a test or
 * bench stack gives its own names (Stack.schemas, by app name), which this turns into the same map.
 */
export function schemaMap(stackSchemas: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    APPS.flatMap((app) => (app.service ? [[app.service.domain, stackSchemas[app.name] ?? app.service.domain]] : [])),
  );
}

/**
 * How PostgreSQL's client tools reach a database URL: the password through the environment (not the
 * command line, which any user can read in ps), the rest as a connection string; `?host=` (the
 * cluster's Unix socket) is understood by libpq as it is.
 */
export function pgToolConnection(databaseUrl: string): { conninfo: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { conninfo: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump and pg_restore of the installed server, so the archive's format is the server's own. */
export const pgTool = (name: 'pg_dump' | 'pg_restore'): string => path.join(ensurePostgresBinaries(), name);

async function assertSchemasExist(databaseUrl: string, schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)', [schemas]);
    const missing = schemas.filter((s) => !rows.some((r) => r.nspname === s));
    if (missing.length) {
      throw new Error(`The database ${new URL(databaseUrl).pathname.slice(1)} has no schema ${missing.join(', ')}: start the platform once (npm start) so each service creates its schema, then back up.`);
    }
  } finally {
    await client.end();
  }
}

export interface BackupOptions {
  databaseUrl: string;
  /** Schema per domain (see schemaMap). */
  schemas: Record<string, string>;
  file: string;
}

/**
 * Dumps every service schema with one pg_dump run: pg_dump reads all of them in a single snapshot, so
 * the file holds the database as one committed moment saw it, however busy the services are. NATS is
 * deliberately not in it (see restore.ts). The file appears under its name only once it is complete.
 */
export async function backup(options: BackupOptions): Promise<{ file: string; bytes: number; manifest: BackupManifest }> {
  await assertSchemasExist(options.databaseUrl, Object.values(options.schemas));
  const file = path.resolve(options.file);
  mkdirSync(path.dirname(file), { recursive: true });
  const dump = pgTool('pg_dump');
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: new URL(options.databaseUrl).pathname.slice(1),
    schemas: options.schemas,
    pgDump: execFileSync(dump, ['--version'], { encoding: 'utf8' }).trim(),
  };
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { mode: 0o600 });
  out.write(backupHeader(manifest));
  const { conninfo, env } = pgToolConnection(options.databaseUrl);
  // --strict-names: a schema that is missing is an error, not a silently smaller backup.
  const args = ['--format=custom', '--strict-names', '--no-owner', '--no-privileges', ...Object.values(options.schemas).map((s) => `--schema=${s}`), `--dbname=${conninfo}`];
  const child = spawn(dump, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.pipe(out);
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (c, signal) => resolve(c ?? (signal ? 128 : 1)));
  });
  await finished(out);
  if (code !== 0) {
    rmSync(partial, { force: true });
    throw new Error(`pg_dump failed (exit ${code}); no backup was written:\n${stderr.trim()}`);
  }
  renameSync(partial, file);
  return { file, bytes: statSync(file).size, manifest };
}
