import path from 'node:path';
import pg from 'pg';
import { APPS } from './apps';
import { backup, schemaMap } from './backup';
import { readBackupHeader } from './backup-file';
import { BUS_OPERATOR } from '@hvac/contracts/events';
import { ensureBusCredentials } from './bus-access';
import { busClientOptions, runningNats } from './nats';
import { dataDir } from './paths';
import { isPortFree } from './ports';
import { DEFAULT_POSTGRES_PORT, ensurePostgres, type Postgres } from './postgres';
import { resetEventStream, restore } from './restore';

const MB = 1024 * 1024;

/** The private cluster `npm start` uses (or DATABASE_URL), started for the command when it is not running. */
const devPostgres = (): Promise<Postgres> => ensurePostgres({ port: process.env.POSTGRES_PORT ? Number(process.env.POSTGRES_PORT) : DEFAULT_POSTGRES_PORT });

async function withDevPostgres<T>(fn: (postgres: Postgres) => Promise<T>): Promise<T> {
  const postgres = await devPostgres();
  try {
    return await fn(postgres);
  } finally {
    await postgres.stop();
  }
}

const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/** `npm run backup [-- <file>]`: every service schema of `hvac`, by default into .data/backups/. */
export async function backupCommand(args: string[]): Promise<number> {
  const file = args[0] ?? path.join(dataDir(), 'backups', `hvac-${stamp()}.backup`);
  const written = await withDevPostgres((postgres) => backup({ databaseUrl: postgres.url, schemas: schemaMap(), file }));
  console.log(`Backed up the schemas ${Object.values(written.manifest.schemas).join(', ')} of ${written.manifest.database} (${(written.bytes / MB).toFixed(1)} MB) to\n  ${written.file}`);
  console.log(`Restore it with: npm run restore -- ${path.relative(process.cwd(), written.file) || written.file}`);
  return 0;
}

/** What of `npm start` is still running, named so the user knows what to stop; empty when nothing is. */
async function runningParts(): Promise<string[]> {
  const found: string[] = [];
  const nats = await runningNats(path.join(dataDir(), 'nats'));
  if (nats) found.push(`NATS of .data/nats (${nats})`);
  for (const app of APPS) {
    const port = process.env[app.portVariable] ? Number(process.env[app.portVariable]) : app.devPort;
    if (!(await isPortFree(port))) found.push(`${app.name}'s port ${port}`);
  }
  return found;
}

async function otherConnections(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; application_name: string }>(
      'SELECT pid, application_name FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => `connection ${r.pid}${r.application_name ? ` (${r.application_name})` : ''} to ${new URL(databaseUrl).pathname.slice(1)}`);
  } finally {
    await client.end();
  }
}

const refuse = (what: string[]): Error =>
  new Error(`The platform is running (${what.join('; ')}). Stop it (Ctrl-C in the terminal of npm start) and run the restore again.`);

/** The bus's operator as `npm start` knows it: a NATS of one's own holds the same passwords (docs/architecture.md#securing-the-bus). */
async function localOperator(natsUrl: string) {
  const credentials = await ensureBusCredentials(path.join(dataDir(), 'nats-credentials'), [BUS_OPERATOR]);
  return { ...busClientOptions(natsUrl, credentials), servers: natsUrl };
}

/** `npm run restore -- <file>`: the backup's schemas into `hvac`, the event stream reset (see restore.ts). */
export async function restoreCommand(args: string[]): Promise<number> {
  const file = args[0];
  if (!file) {
    console.error('Usage: npm run restore -- <backup file> (a file written by npm run backup, by default under .data/backups/)');
    return 2;
  }
  const { manifest } = readBackupHeader(file);
  const running = await runningParts();
  if (running.length) throw refuse(running);
  const restored = await withDevPostgres(async (postgres) => {
    const connected = await otherConnections(postgres.url);
    if (connected.length) throw refuse(connected);
    return restore({ databaseUrl: postgres.url, file, schemas: schemaMap() });
  });
  const natsUrl = process.env.NATS_URL;
  const stream = await resetEventStream(natsUrl ? { bus: await localOperator(natsUrl) } : { storeDir: path.join(dataDir(), 'nats') });
  console.log(`Restored ${Object.values(restored.schemas).join(', ')} as of ${manifest.createdAt} from ${path.resolve(file)}.`);
  console.log(`Event stream reset (${stream}); ${restored.events} events will be published again at the next start, and each consumer skips those it had handled.`);
  console.log('Start the platform with: npm start');
  return 0;
}
