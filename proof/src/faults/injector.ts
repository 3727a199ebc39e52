import { setTimeout as sleep } from 'node:timers/promises';
import type { Stack } from '@hvac/infra';
import type { Api } from './api';
import type { Actors } from './workload';

export interface FaultPlan {
  /** How long each part stays down. */
  downMs: number;
  /** Rounds of the whole list (the long form runs more than one). */
  rounds: number;
}

export interface Injected {
  fault: string;
  /** From the start of the fault until the gateway was ready again. */
  recoveredMs: number | null;
}

/** A document e-mailed while the mail server was away, and again once it was back. */
export interface MailProbe {
  invoiceId: string;
  duringOutage: number;
  afterwards: number;
}

export const SERVICES = ['svc-identity', 'svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory'];
const RECOVERY_TIMEOUT_MS = 90_000;

/** Waits until the gateway's /ready is 200 (every service ready: database, NATS, consumers); null when it never is. */
async function recovered(stack: Stack, since: number): Promise<number | null> {
  while (Date.now() - since < RECOVERY_TIMEOUT_MS) {
    const res = await fetch(`${stack.gatewayUrl}/ready`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    await res?.body?.cancel();
    if (res?.status === 200) return Date.now() - since;
    await sleep(250);
  }
  return null;
}

/**
 * Breaks the stack one part at a time while the workload runs, each part put back by the injector as an
 * operator's restart would, never by repairing data: every service SIGKILLed (of each replica), NATS
 * stopped, PostgreSQL stopped, the mail server stopped with a document e-mailed into the gap. After
 * each fault it waits for the platform to be ready again on its own.
 */
export async function injectFaults(stack: Stack, api: Api, actors: Actors, plan: FaultPlan, replicas: number, log: (line: string) => void): Promise<{ injected: Injected[]; mail: MailProbe[] }> {
  const injected: Injected[] = [];
  const mail: MailProbe[] = [];
  const fault = async (name: string, run: () => Promise<void>) => {
    const started = Date.now();
    log(`fault: ${name}`);
    await run();
    const recoveredMs = await recovered(stack, started);
    log(`  ${recoveredMs === null ? 'did NOT recover' : `ready again after ${(recoveredMs / 1000).toFixed(1)} s`}`);
    injected.push({ fault: name, recoveredMs });
  };
  const invoice = await api.call('POST', '/api/invoices', {
    token: actors.manager.token,
    body: { clientId: actors.client.id, invoiceNumber: `MAIL-${Date.now().toString(36)}`, invoiceDate: new Date().toISOString().slice(0, 10), dueDate: new Date().toISOString().slice(0, 10), status: 'draft', lineItems: [{ description: 'Tune-up', quantity: 1, unitPrice: 89 }], taxRate: 0 },
  });
  if (invoice.status !== 201) throw new Error(`The mail probe's invoice answered ${invoice.status} ${JSON.stringify(invoice.body)}`);
  const invoiceId = invoice.body.data.invoice.id as string;
  const sendInvoice = async () => (await api.call('POST', `/api/documents/invoice/${invoiceId}/send-email`, { token: actors.manager.token, body: { email: actors.client.email } })).status;

  for (let round = 0; round < plan.rounds; round++) {
    for (const name of SERVICES) {
      for (let replica = 0; replica < replicas; replica++) {
        await fault(`SIGKILL ${name}${replicas > 1 ? ` replica ${replica + 1}` : ''}`, async () => {
          await stack.kill(name, replica);
          await sleep(plan.downMs);
          await stack.restart(name, replica);
        });
      }
    }
    await fault('NATS stopped and started', async () => {
      const nats = stack.nats;
      if (!nats) throw new Error('This stack uses a NATS server it did not start; it cannot stop it.');
      await nats.stop();
      await sleep(plan.downMs);
      await nats.start();
    });
    await fault('PostgreSQL stopped and started', async () => {
      await stack.postgres.stop();
      await sleep(plan.downMs);
      await stack.postgres.start();
    });
    await fault('SMTP capture stopped and started', async () => {
      await stack.smtp.stop();
      const duringOutage = await sendInvoice();
      await sleep(plan.downMs);
      await stack.smtp.start();
      mail.push({ invoiceId, duringOutage, afterwards: await sendInvoice() });
    });
  }
  return { injected, mail };
}
