import type { Tally } from './api';
import type { Injected } from './injector';
import type { Reconciliation } from './reconcile';

export interface FaultReport {
  form: string;
  replicas: number;
  durationMs: number;
  injected: Injected[];
  tally: Tally;
  reconciliation: Reconciliation;
}

const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);

/** The suite's result as one table, the way the bench prints its figures. */
export function faultTable(report: FaultReport): string {
  const { tally, reconciliation: r } = report;
  const rows: [string, string][] = [
    ['Faults injected', String(report.injected.length)],
    ...report.injected.map((f): [string, string] => [`  ${f.fault}`, `ready again after ${seconds(f.recoveredMs)}`]),
    ['Requests made', `${tally.requests} (slowest ${Math.round(tally.slowestMs)} ms)`],
    ['Errors by kind', String(tally.errors().reduce((sum, [, n]) => sum + n, 0))],
    ...tally.errors().map(([kind, n]): [string, string] => [`  ${kind}`, String(n)]),
    ['Unexpected answers (500, 5xx without a message, no answer in time)', String(tally.unexpected.length)],
    ['Events published', String(r.published)],
    ['Events consumed (inbox rows)', String(r.consumed)],
    ['Events dead-lettered', String(r.deadLettered)],
    ['Background mails queued (mail outboxes)', String(r.mails.queued)],
    ['  tries repeated (mail server away)', String(r.mails.retried)],
    ['  given up on', String(r.mails.givenUp)],
    ['Mismatches found', String(r.mismatches.length)],
    ...r.mismatches.map((m): [string, string] => ['  ', m]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const title = `Fault suite, ${report.form} form${report.replicas > 1 ? `, ${report.replicas} replicas` : ''}: ${seconds(report.durationMs)}`;
  return [title, '', ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`)].join('\n');
}
