import { setTimeout as sleep } from 'node:timers/promises';
import { startStack } from '@hvac/infra';
import { Api, Tally } from './api';
import { injectFaults, type FaultPlan } from './injector';
import { reconcile } from './reconcile';
import { directoriesFilled, settled } from './settle';
import { readStream } from './stream';
import { faultTable, type FaultReport } from './table';
import { signIn, startWorkload } from './workload';

export type FaultForm = 'short' | 'long';

interface FormSettings extends FaultPlan {
  workers: number;
  pauseMs: number;
  /** Workload before the first fault and after the last. */
  calmMs: number;
}

/** The short form runs in `npm test`; the long one (`npm run faults`) keeps each part down longer, twice. */
const FORMS: Record<FaultForm, FormSettings> = {
  short: { downMs: 2_000, rounds: 1, workers: 3, pauseMs: 100, calmMs: 2_000 },
  long: { downMs: 10_000, rounds: 2, workers: 6, pauseMs: 25, calmMs: 10_000 },
};
/** The gateway's upstream timeout (30 s) and a margin: a call unanswered by then hangs. */
export const CALL_TIMEOUT_MS = 31_000;

/**
 * The fault suite: a stack of its own (its own PostgreSQL cluster, which it restarts), a steady workload,
 * every fault in turn, then the reconciliation. Returns the report; the caller asserts and prints it.
 */
export async function runFaultSuite(options: { form: FaultForm; replicas?: number; log?: (line: string) => void }): Promise<FaultReport & { table: string }> {
  const settings = FORMS[options.form];
  const replicas = options.replicas ?? 1;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const stack = await startStack({
    mode: 'test',
    ownPostgres: true,
    demo: true,
    replicas,
    deployRemotes: false,
    env: { LOG_LEVEL: 'warn', BOOKINGS_MAX_PER_ACCOUNT: '1000000', BOOKING_CONFIRMATIONS_MAX_PER_EMAIL: '1000000' },
  });
  try {
    const tally = new Tally();
    const api = new Api(stack.gatewayUrl, tally, CALL_TIMEOUT_MS);
    const actors = await signIn(api);
    await directoriesFilled(stack, actors);
    const since = new Date();
    const workload = await startWorkload(api, actors, settings);
    await sleep(settings.calmMs);
    const { injected, mail } = await injectFaults(stack, api, actors, settings, replicas, log);
    await sleep(settings.calmMs);
    await workload.stop();
    log('workload stopped; waiting for the outboxes and consumers to settle');
    await settled(stack);
    const reconciliation = await reconcile(stack.databaseUrl, stack.schemas, await readStream(stack.natsClientOptions()), workload.committed, mail, since);
    reconciliation.mismatches.push(...tally.unexpected.map((u) => `unexpected answer: ${u}`));
    reconciliation.mismatches.push(...injected.filter((f) => f.recoveredMs === null).map((f) => `did not recover on its own: ${f.fault}`));
    const report: FaultReport = { form: options.form, replicas, durationMs: Date.now() - started, injected, tally, reconciliation };
    return { ...report, table: faultTable(report) };
  } finally {
    await stack.stop();
  }
}
