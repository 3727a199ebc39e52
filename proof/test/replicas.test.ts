import { runReplicaSuite } from '../src/faults/replicas';

it('runs every service twice: migrations apply once, and thousands of events are published and handled exactly once while each replica is killed in turn', async () => {
  const report = await runReplicaSuite({ events: 3_000, log: (line) => process.stdout.write(`${line}\n`) });
  const errors = report.tally.errors().map(([kind, n]) => `${kind} ×${n}`).join(', ') || 'none';
  process.stdout.write(
    `\nTwo of everything: ${report.events} events, ${report.tally.requests} requests (errors: ${errors}), ${report.reconciliation.consumed} inbox rows, ` +
      `${report.kills.length} replicas killed, ${report.reconciliation.mismatches.length} mismatches, ${(report.durationMs / 1000).toFixed(1)} s\n\n`,
  );
  expect(report.migrationsTwice).toEqual([]);
  expect(report.kills).toHaveLength(4);
  expect(report.events).toBeGreaterThanOrEqual(3_000);
  expect(report.reconciliation.mismatches).toEqual([]);
}, 6 * 60_000);
