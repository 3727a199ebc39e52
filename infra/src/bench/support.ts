import { memoryOf, treeMemory } from '../memory';
import type { Stack } from '../stack';

/** What the bench's rows share, so each is written once. */

export const MB = 1024 * 1024;

/** Today's date as the APIs take it (UTC; a bench never runs across Houston's midnight for long). */
export const today = (): string => new Date().toISOString().slice(0, 10);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Memory (PSS) of each part of the stack; PostgreSQL counts its postmaster and every backend. */
export function stackMemory(stack: Stack): Map<string, number> {
  const out = new Map<string, number>();
  // The gateway serves from worker processes; a service is a single process, so its tree is itself.
  for (const app of stack.apps) out.set(app.name, treeMemory(app.pid));
  const natsPid = stack.nats?.pid();
  if (natsPid) out.set('nats-server', memoryOf(natsPid));
  const pgPid = stack.postgres.serverPid();
  if (pgPid) out.set('PostgreSQL (all processes)', treeMemory(pgPid));
  return out;
}

export const total = (parts: Map<string, number>): number => [...parts.values()].reduce((a, b) => a + b, 0);
