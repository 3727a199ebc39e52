import { spawn } from 'node:child_process';
import { createReadStream, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type ConnectionOptions } from '@nats-io/transport-node';
import pg from 'pg';
import { readBackupHeader, type BackupManifest } from './backup-file';
import { pgTool, pgToolConnection } from './backup';

/*
 * Why a restore resets the event stream instead of bringing back a copy of JetStream's store:
 *
 * The database is the record; the stream only carries it. After PostgreSQL goes back to the moment T of
 * the dump, a copy of the store could not agree with it: pg_dump and the store cannot be read at one
 * instant while the services run, so the copy would hold events of changes after T (which the restored
 * database no longer has) and consumers' positions past events whose inbox rows are not in the dump —
 * those events would never be delivered again, and the projections would stay behind for good.
 *
 * So a restore discards the stream and marks every outbox row unpublished. On the next start the
 * services create the stream afresh, the relays publish each schema's whole outbox in order (outbox
 * and inbox rows are never pruned), and the durable consumers, recreated to deliver everything, skip
 * each event their restored inbox already holds and handle the rest: an event published before T but
 * not yet consumed at T is handled now, one consumed before T is not handled twice, and nothing after
 * T exists anywhere. The cost is one replay of the history at the first start after a restore.
 */

/** The platform's one stream (libs/contracts/src/core/events.ts, STREAM_NAME); infra does not depend on contracts. */
const STREAM_NAME = 'HVAC';

export interface RestoreOptions {
  databaseUrl: string;
  file: string;
  /** Schema per domain to restore into (see schemaMap); a domain left out keeps the backup's name. */
  schemas?: Record<string, string>;
}

export interface Restored {
  manifest: BackupManifest;
  /** Schema per domain as restored. */
  schemas: Record<string, string>;
  /** Outbox rows marked unpublished: the events the relays publish again on the next start. */
  events: number;
}

const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  return (await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount === 1;
}

function pgRestore(databaseUrl: string, file: string, offset: number): Promise<void> {
  const { conninfo, env } = pgToolConnection(databaseUrl);
  // One transaction: a restore that fails half-way leaves nothing behind, and the schemas set aside come back.
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${conninfo}`];
  const child = spawn(pgTool('pg_restore'), args, { env, stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createReadStream(file, { start: offset }).pipe(child.stdin);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_restore failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

/**
 * Functions created with `SET search_path FROM CURRENT` (the trigger functions of several services)
 * keep the schema's name as text: renamed, the schema's triggers would look for their tables under the
 * old name. Each such setting is rewritten to name the schema as it is now called.
 */
async function repointFunctions(client: pg.Client, from: string, to: string): Promise<void> {
  const { rows } = await client.query<{ fn: string; setting: string }>(
    `SELECT p.oid::regprocedure::text AS fn, c AS setting
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace, unnest(p.proconfig) AS c
      WHERE n.nspname = $1 AND c LIKE 'search_path=%'`,
    [to],
  );
  for (const { fn, setting } of rows) {
    const schemas = setting
      .slice('search_path='.length)
      .split(',')
      .map((s) => s.trim().replace(/^"(.*)"$/, '$1').replaceAll('""', '"'))
      .map((s) => (s === from ? to : s));
    await client.query(`ALTER FUNCTION ${fn} SET search_path = ${schemas.map(ident).join(', ')}`);
  }
}

/**
 * Brings the backup's schemas back into the database, under `schemas`' names. Schemas of those names
 * that exist are replaced (set aside until the restore succeeded, then dropped). The services must be
 * stopped; the stream must be reset too (resetEventStream) before they start again.
 */
export async function restore(options: RestoreOptions): Promise<Restored> {
  const { manifest, archiveOffset } = readBackupHeader(options.file);
  const targets = Object.fromEntries(Object.entries(manifest.schemas).map(([domain, source]) => [domain, options.schemas?.[domain] ?? source]));
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    for (const [domain, source] of Object.entries(manifest.schemas)) {
      if (source !== targets[domain] && (await schemaExists(client, source))) {
        throw new Error(`The backup's schema ${source} (${domain}) exists in this database; pg_restore would write into it. Drop it or restore under its own name.`);
      }
    }
    const aside = new Map<string, string>();
    const suffix = `_before_restore_${Date.now().toString(36)}`;
    for (const target of Object.values(targets)) {
      if (!(await schemaExists(client, target))) continue;
      await client.query(`ALTER SCHEMA ${ident(target)} RENAME TO ${ident(target + suffix)}`);
      aside.set(target, target + suffix);
    }
    try {
      await pgRestore(options.databaseUrl, path.resolve(options.file), archiveOffset);
    } catch (err) {
      for (const [target, moved] of aside) await client.query(`ALTER SCHEMA ${ident(moved)} RENAME TO ${ident(target)}`);
      throw err;
    }
    let events = 0;
    await client.query('BEGIN');
    try {
      for (const [domain, source] of Object.entries(manifest.schemas)) {
        const target = targets[domain] as string;
        if (source !== target) {
          await client.query(`ALTER SCHEMA ${ident(source)} RENAME TO ${ident(target)}`);
          await repointFunctions(client, source, target);
        }
        const outbox = await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [`${ident(target)}.outbox`]);
        if (outbox.rows[0]?.t) events += (await client.query(`UPDATE ${ident(target)}.outbox SET published_at = NULL, attempts = 0`)).rowCount ?? 0;
      }
      for (const moved of aside.values()) await client.query(`DROP SCHEMA ${ident(moved)} CASCADE`);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
    return { manifest, schemas: targets, events };
  } finally {
    await client.end();
  }
}

/**
 * Discards the event stream (see the note at the top): the local NATS store's JetStream folder, which
 * must not be in use, or — with NATS_URL — the stream itself on that server, as the bus's operator.
 */
export async function resetEventStream(target: { storeDir: string } | { bus: ConnectionOptions & { servers: string } }): Promise<string> {
  if ('storeDir' in target) {
    const jetstream = path.join(target.storeDir, 'jetstream');
    if (!existsSync(jetstream)) return `no JetStream store in ${target.storeDir}`;
    rmSync(jetstream, { recursive: true, force: true });
    return `removed ${jetstream}`;
  }
  const nc = await connect({ ...target.bus, timeout: 5000 });
  try {
    const jsm = await jetstreamManager(nc);
    const deleted = await jsm.streams.delete(STREAM_NAME).catch((err: Error) => {
      if (/stream not found/i.test(err.message)) return false;
      throw err;
    });
    return deleted ? `deleted the stream ${STREAM_NAME} on ${target.bus.servers}` : `no stream ${STREAM_NAME} on ${target.bus.servers}`;
  } finally {
    await nc.close();
  }
}
