import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startStack, type Stack } from '@hvac/infra';
import { Api, Tally } from './api';
import { reconcile, type Reconciliation } from './reconcile';
import { committedEvents, directoriesFilled, settled } from './settle';
import { readStream } from './stream';
import { CALL_TIMEOUT_MS } from './suite';
import { signIn, startWorkload } from './workload';

export interface ReplicaReport {
  events: number;
  kills: string[];
  tally: Tally;
  reconciliation: Reconciliation;
  /** knex_migrations rows recorded twice in a schema (both replicas migrated it at once). */
  migrationsTwice: string[];
  durationMs: number;
}

/** The services whose replicas are killed: finance publishes the expense events, inventory consumes them. */
const KILLED = ['svc-finance', 'svc-inventory'];

async function migrationsRecordedTwice(stack: Stack): Promise<string[]> {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const twice: string[] = [];
    for (const [service, schema] of Object.entries(stack.schemas)) {
      const { rows } = await db.query(`SELECT name FROM "${schema}".knex_migrations GROUP BY name HAVING count(*) > 1`);
      twice.push(...rows.map((r: { name: string }) => `${service} ${r.name}`));
    }
    return twice;
  } finally {
    await db.end();
  }
}

/**
 * Two of everything: every service twice behind the gateway, started together on fresh schemas (their
 * migrations meet), then expenses created and approved and stock counted until the stream holds
 * `events`, while each replica of svc-finance and svc-inventory is SIGKILLed and restarted in turn.
 * The reconciliation then finds every event once in the stream and once in each inbox.
 */
export async function runReplicaSuite(options: { events: number; log?: (line: string) => void }): Promise<ReplicaReport> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const stack = await startStack({ mode: 'test', demo: true, replicas: 2, deployRemotes: false, env: { LOG_LEVEL: 'warn' } });
  try {
    const migrationsTwice = await migrationsRecordedTwice(stack);
    const tally = new Tally();
    const api = new Api(stack.gatewayUrl, tally, CALL_TIMEOUT_MS);
    const actors = await signIn(api);
    await directoriesFilled(stack, actors);
    const since = new Date();
    const workload = await startWorkload(api, actors, { workers: 6, pauseMs: 0, steps: ['expense', 'count'] });
    const kills: string[] = [];
    for (const name of KILLED) {
      for (const replica of [0, 1]) {
        log(`SIGKILL ${name} replica ${replica + 1}`);
        await stack.kill(name, replica);
        await sleep(1_000);
        await stack.restart(name, replica);
        kills.push(`${name} replica ${replica + 1}`);
      }
    }
    while ((await committedEvents(stack)) < options.events) await sleep(1_000);
    await workload.stop();
    await settled(stack);
    const stream = await readStream(stack.natsClientOptions());
    log(`${stream.events.length} events in the stream`);
    const reconciliation = await reconcile(stack.databaseUrl, stack.schemas, stream, workload.committed, [], since);
    reconciliation.mismatches.push(...tally.unexpected.map((u) => `unexpected answer: ${u}`));
    return { events: stream.events.length, kills, tally, reconciliation, migrationsTwice, durationMs: Date.now() - started };
  } finally {
    await stack.stop();
  }
}
