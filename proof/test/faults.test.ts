import { runFaultSuite, type FaultForm } from '../src/faults/suite';

// `npm test` runs the short form; `npm run faults` sets FAULTS=long, and passes REPLICAS on to it.
const form: FaultForm = process.env.FAULTS === 'long' ? 'long' : 'short';
const replicas = form === 'long' ? Number(process.env.REPLICAS ?? 1) : 1;

it(`loses, doubles and hangs nothing while every part of the stack fails in turn (${form} form${replicas > 1 ? `, ${replicas} replicas` : ''})`, async () => {
  const report = await runFaultSuite({ form, replicas, log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(`\n${report.table}\n\n`);
  expect(report.injected.length).toBeGreaterThanOrEqual(8);
  expect(report.reconciliation.published).toBeGreaterThan(0);
  expect(report.reconciliation.mismatches).toEqual([]);
}, form === 'long' ? 30 * 60_000 : 6 * 60_000);
