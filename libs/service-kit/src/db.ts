import knexFactory, { type Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';

/** A migration is a module in code, listed in order by the service: no file globbing, no knexfile CLI. */
export interface Migration {
  name: string;
  /** The name a database may have recorded it under before it moved (e.g. from a service into the kit). */
  formerly?: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

/**
 * pg returns numeric and bigint as strings (they may not fit a JS number); we parse where we read them.
 * With `log`, knex's own warnings (a connection that failed or broke) join the service's log instead of
 * going to the console.
 */
export function createDb(url: string, schema: string, options: { min?: number; max?: number; log?: FastifyBaseLogger } = {}): Knex {
  const { log } = options;
  return knexFactory({
    client: 'pg',
    connection: url,
    searchPath: [schema],
    pool: { min: options.min ?? 0, max: options.max ?? 10 },
    acquireConnectionTimeout: 10_000,
    ...(log && {
      log: {
        warn: (message: string) => log.warn(`knex: ${message}`),
        error: (message: string) => log.error(`knex: ${message}`),
        deprecate: (message: string) => log.warn(`knex: ${message}`),
        debug: (message: string) => log.debug(`knex: ${message}`),
      },
    }),
  });
}

/**
 * Applies the migrations not applied yet. Replicas start together, and knex's own lock does not make the
 * second wait: it fails creating the lock table the first is creating, or on "Migration table is already
 * locked". A session-level advisory lock per schema, held on a connection of its own for the whole run,
 * makes the second wait and then find nothing left to do.
 */
export async function runMigrations(db: Knex, schema: string, migrations: readonly Migration[]): Promise<string[]> {
  const byName = new Map(migrations.map((m) => [m.name, m]));
  if (byName.size !== migrations.length) throw new Error('Two migrations share a name');
  const lock = await db.client.acquireConnection();
  try {
    await db.raw("SELECT pg_advisory_lock(hashtext('hvac-migrations:' || ?))", [schema]).connection(lock);
    try {
      return await migrate(db, schema, migrations, byName);
    } finally {
      await db.raw("SELECT pg_advisory_unlock(hashtext('hvac-migrations:' || ?))", [schema]).connection(lock);
    }
  } finally {
    await db.client.releaseConnection(lock);
  }
}

async function migrate(db: Knex, schema: string, migrations: readonly Migration[], byName: Map<string, Migration>): Promise<string[]> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
  const moved = migrations.filter((m) => m.formerly);
  if (moved.length && (await db.schema.withSchema(schema).hasTable('knex_migrations'))) {
    for (const m of moved) await db.withSchema(schema).table('knex_migrations').where({ name: m.formerly }).update({ name: m.name });
  }
  const [, applied] = (await db.migrate.latest({
    schemaName: schema,
    tableName: 'knex_migrations',
    migrationSource: {
      getMigrations: async () => migrations.map((m) => m.name),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => {
        const m = byName.get(name)!;
        return { up: (k: Knex) => m.up(k), down: (k: Knex) => (m.down ? m.down(k) : Promise.resolve()) };
      },
    },
  })) as [number, string[]];
  return applied;
}

export async function dropSchema(db: Knex, schema: string): Promise<void> {
  await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
}

/** `timeoutMs` bounds the wait for a pool connection too, which alone may take acquireConnectionTimeout. */
export async function isDbReachable(db: Knex, timeoutMs = 10_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.raw('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
