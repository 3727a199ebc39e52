import knexFactory, { type Knex } from 'knex';

/** A migration is a module in code, listed in order by the service: no file globbing, no knexfile CLI. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

/** pg returns numeric and bigint as strings (they may not fit a JS number); we parse where we read them. */
export function createDb(url: string, schema: string, pool: { min?: number; max?: number } = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    searchPath: [schema],
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 10_000,
  });
}

export async function runMigrations(db: Knex, schema: string, migrations: readonly Migration[]): Promise<string[]> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
  const byName = new Map(migrations.map((m) => [m.name, m]));
  if (byName.size !== migrations.length) throw new Error('Two migrations share a name');
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

export async function isDbReachable(db: Knex): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
