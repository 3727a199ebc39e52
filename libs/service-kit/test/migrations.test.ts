import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ensurePostgres } from '@hvac/infra';
import { createDb, dropSchema, runMigrations, type Migration } from '../src/db';

const schema = `t_migrate_${randomBytes(4).toString('hex')}`;
/** Two pools: two replicas of a service starting at the same moment. */
let replicaA: Knex;
let replicaB: Knex;

beforeAll(async () => {
  const pg = await ensurePostgres();
  replicaA = createDb(pg.testUrl, schema);
  replicaB = createDb(pg.testUrl, schema);
});
afterAll(async () => {
  await dropSchema(replicaA, schema);
  await Promise.all([replicaA.destroy(), replicaB.destroy()]);
});

it('applies each migration once when two replicas migrate a fresh schema together; neither fails', async () => {
  const runs: string[] = [];
  const migrations: Migration[] = ['0001_first', '0002_second'].map((name) => ({
    name,
    async up(knex) {
      runs.push(name);
      // Long enough for the other replica to arrive while this one holds the schema.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await knex.schema.createTable(`table_${name}`, (t) => t.increments('id'));
    },
  }));
  const [a, b] = await Promise.all([runMigrations(replicaA, schema, migrations), runMigrations(replicaB, schema, migrations)]);
  expect([...a, ...b].sort()).toEqual(['0001_first', '0002_second']);
  expect(runs).toEqual(['0001_first', '0002_second']);
  const recorded = await replicaA.withSchema(schema).table('knex_migrations').pluck('name');
  expect(recorded.sort()).toEqual(['0001_first', '0002_second']);
});
