import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Stack } from '@hvac/infra';
import { readStream } from './stream';
import type { Actors } from './workload';

const SETTLE_TIMEOUT_MS = 90_000;

/**
 * Until every service's directory knows the demo users: the workload's first quote names the client. As
 * long as settling may take: once, in CI at load average 10, svc-requests' directory took over 30 s.
 */
export async function directoriesFilled(stack: Stack, actors: Actors): Promise<void> {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    for (const service of ['svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory']) {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      for (;;) {
        const { rowCount } = await db.query(`SELECT 1 FROM "${stack.schemas[service]}".users_directory WHERE id = ANY($1)`, [[actors.admin.id, actors.manager.id, actors.client.id]]);
        if (rowCount === 3) break;
        if (Date.now() > deadline) throw new Error(`${service}'s users directory did not learn the demo users within ${SETTLE_TIMEOUT_MS / 1000} s`);
        await sleep(200);
      }
    }
  } finally {
    await db.end();
  }
}

/** Until every outbox is published, every queued mail sent or given up on, and every durable consumer has nothing pending. */
export async function settled(stack: Stack): Promise<void> {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      let unpublished = 0;
      for (const schema of Object.values(stack.schemas)) {
        unpublished += Number((await db.query(`SELECT count(*) AS n FROM "${schema}".outbox WHERE published_at IS NULL`)).rows[0].n);
        unpublished += Number((await db.query(`SELECT count(*) AS n FROM "${schema}".mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`)).rows[0].n);
      }
      const { durables } = await readStream(stack.natsClientOptions());
      if (unpublished === 0 && durables.every((d) => d.pending + d.ackPending === 0)) return;
      await sleep(500);
    }
  } finally {
    await db.end();
  }
}

/** Events committed so far: the rows of every service's outbox. */
export async function committedEvents(stack: Stack): Promise<number> {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    let total = 0;
    for (const schema of Object.values(stack.schemas)) total += Number((await db.query(`SELECT count(*) AS n FROM "${schema}".outbox`)).rows[0].n);
    return total;
  } finally {
    await db.end();
  }
}
