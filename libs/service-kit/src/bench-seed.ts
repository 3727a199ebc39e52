import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { Type, type Static } from 'typebox';
import { BaseConfig, ConfigError, loadVariables } from './config';
import { createDb } from './db';

/*
 * The command a service's bench seed runs as (docs/architecture.md#tests): `npm run bench` starts it with
 * the service's database and schema, it writes the data set through the service's own repositories,
 * prints progress on stderr and, on stdout, what the bench should search for as JSON.
 */

export interface BenchSeedCommand<C extends string> {
  /** How to call it, for the usage line. */
  entry: string;
  /** Each count it takes, as `--name <n>`. */
  counts: readonly C[];
  seed(db: Knex, counts: Record<C, number>, progress: (line: string) => void): Promise<unknown>;
}

const DatabaseVariables = Type.Object({ DATABASE_URL: BaseConfig.properties.DATABASE_URL, DB_SCHEMA: BaseConfig.properties.DB_SCHEMA });

function countsFrom<C extends string>(names: readonly C[], argv: string[]): Record<C, number> | undefined {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: argv, options }));
  } catch {
    return undefined;
  }
  const counts = {} as Record<C, number>;
  for (const name of names) {
    const value = values[name];
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
    counts[name] = Number(value);
  }
  return counts;
}

/**
 * Runs a bench seed against DATABASE_URL and DB_SCHEMA; the exit code is 0, 2 for a usage problem. The
 * schema is never defaulted: a slip would pour a million rows into the demo data.
 */
export async function runBenchSeed<C extends string>(command: BenchSeedCommand<C>, argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const usage = (problem?: string) => {
    process.stderr.write(`${problem ? `bench seed: ${problem}\n` : ''}Usage: DATABASE_URL=… DB_SCHEMA=… node ${command.entry} ${command.counts.map((c) => `--${c} <n>`).join(' ')}\n`);
    return 2;
  };
  let variables: Static<typeof DatabaseVariables>;
  try {
    variables = loadVariables(DatabaseVariables, env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return usage(err.message);
  }
  if (!variables.DB_SCHEMA) return usage('Invalid configuration: DB_SCHEMA is missing.');
  const counts = countsFrom(command.counts, argv);
  if (!counts) return usage();
  const db = createDb(variables.DATABASE_URL, variables.DB_SCHEMA, { max: 2 });
  let searches: unknown;
  try {
    searches = await command.seed(db, counts, (line) => process.stderr.write(`${line}\n`));
  } finally {
    await db.destroy();
  }
  process.stdout.write(`${JSON.stringify(searches)}\n`);
  return 0;
}

/** `runBenchSeed` as a script's main: exits with its code, or 1 with the error. */
export function benchSeedMain<C extends string>(command: BenchSeedCommand<C>): void {
  runBenchSeed(command, process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: Error) => {
      process.stderr.write(`bench seed: ${err.stack ?? err}\n`);
      process.exit(1);
    },
  );
}

/** A table in service is vacuumed and analysed by autovacuum; the bench measures right after seeding and cannot wait for it. */
export async function vacuumAnalyze(db: Knex, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.raw('VACUUM ANALYZE ??', [table]);
}

/** Times one part of a seed and reports it. */
export async function timedPart(progress: (line: string) => void, what: string, seed: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await seed();
  progress(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
