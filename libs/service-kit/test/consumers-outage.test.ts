import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { ensurePostgres, findFreePort, type Postgres } from '@hvac/infra';
import { eventually, startHarness, type Harness } from '../src/testing';
import { counterService, envelope } from './counter-service';

/**
 * PostgreSQL stops for two minutes while events keep arriving, then comes back (security review #12).
 * The cluster is this file's own, so stopping it disturbs no other test.
 */
let scratch: string;
let pg: Postgres;
let h: Harness<unknown>;
let nc: NatsConnection;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ensurePostgres prefers DATABASE_URL, which `npm test` points at the shared cluster; this one must be ours to stop. */
async function privatePostgres(port: number): Promise<Postgres> {
  const shared = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    return await ensurePostgres({ dataDir: scratch, port });
  } finally {
    if (shared !== undefined) process.env.DATABASE_URL = shared;
  }
}

const ready = async () => (await h.service.app.inject({ method: 'GET', url: '/ready' })).statusCode;
const applied = async () => Number((await h.service.ctx.db('counts').count({ n: '*' }))[0]!.n);

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'hvac-outage-'));
  // As root the server runs as `postgres`, which must be able to enter the cluster's folder.
  chmodSync(scratch, 0o755);
  pg = await privatePostgres(await findFreePort());
  h = await startHarness(counterService, { DATABASE_URL: pg.testUrl });
  await eventually(async () => ((await ready()) === 200 ? true : undefined), 15_000, 'ready');
  nc = await connect(h.nats.clientOptions());
}, 120_000);

afterAll(async () => {
  await nc?.close();
  await h?.close();
  await pg?.stop();
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

it('waits out two minutes without PostgreSQL: every event applied, nothing dead-lettered, the loop alive', async () => {
  const js = jetstream(nc);
  const keys: string[] = [];
  const publish = async () => {
    const key = `event-${keys.length}`;
    keys.push(key);
    await js.publish('hvac.test.outage', envelope('hvac.test.outage', randomUUID(), { key }));
  };
  for (let i = 0; i < 5; i++) await publish();
  await eventually(async () => ((await applied()) === 5 ? true : undefined), 10_000, 'the events before the outage');

  let flowing = true;
  const flow = (async () => {
    while (flowing) {
      await publish();
      await sleep(250);
    }
  })();
  await sleep(1000);
  await pg.stop();
  await sleep(120_000);
  pg = await privatePostgres(pg.port!);
  await sleep(1000);
  flowing = false;
  await flow;

  await eventually(async () => ((await applied()) === keys.length ? true : undefined), 60_000, `all ${keys.length} events applied`);
  const counts: { key: string; n: number }[] = await h.service.ctx.db('counts').select('key', 'n');
  expect(counts.filter((row) => row.n !== 1)).toEqual([]);
  expect(await h.service.ctx.db('dead_letters')).toEqual([]);
  await eventually(async () => ((await ready()) === 200 ? true : undefined), 30_000, 'ready');
  await publish();
  await eventually(async () => ((await applied()) === keys.length ? true : undefined), 10_000, 'an event after the outage');
}, 300_000);
