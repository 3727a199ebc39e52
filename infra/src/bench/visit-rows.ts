import type { Stack } from '../stack';
import { runSeed } from './api-seed';
import { measure, type ApiMeasure, type Load } from './load';

const TECHNICIANS = 50;
const VISITS = 25_000;
/** The dispatch board of one or two managers, the booking dialogs of a few visitors. */
const CONNECTIONS = 4;
const SECONDS = 5;
/** Simultaneous bookings of one technician's one slot: the exclusion constraint lets exactly one through. */
const RACERS = 20;

/** What svc-requests' visits seed (svc-requests/src/seed/visits-bench.ts) prints. */
interface VisitBenchPlan {
  technicianIds: string[];
  weekFrom: string;
  weekTo: string;
  day: string;
  race: { requestId: string; technicianId: string; startsAt: string; endsAt: string };
}

/**
 * Issue 31's rows on a running bench stack (docs/domains/service-requests.md#visits): svc-requests seeds 50
 * technicians and 25 000 visits over a year through its own seed, then the board's week of every
 * technician and a day's public availability are timed through the gateway, and 20 simultaneous bookings
 * of one slot must end as exactly one visit and 19 `visitOverlaps`, none a 5xx. `adminToken` is the demo admin's.
 */
export async function benchVisits(stack: Stack, adminToken: string): Promise<ApiMeasure[]> {
  const schema = stack.schemas['svc-requests'];
  if (!schema) throw new Error('svc-requests is not part of the bench stack.');
  const gateway = stack.gatewayUrl;
  const warnings: string[] = [];
  console.log(`Seeding ${TECHNICIANS} technicians and ${VISITS.toLocaleString('en-US')} visits through svc-requests' own seed…`);
  const plan = await runSeed<VisitBenchPlan>('svc-requests', stack.databaseUrl, schema, ['--technicians', String(TECHNICIANS), '--visits', String(VISITS)], 'visits-bench');

  const week: Load = {
    url: `${gateway}/api/visits?from=${encodeURIComponent(plan.weekFrom)}&to=${encodeURIComponent(plan.weekTo)}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { authorization: `Bearer ${adminToken}` },
  };
  const board = await measure(week, 200, warnings, 'visits of a week');
  const availability = await measure({ url: `${gateway}/api/availability?date=${plan.day}&serviceType=${encodeURIComponent('AC Repair')}`, connections: CONNECTIONS, seconds: SECONDS }, 200, warnings, 'availability of a day');

  const answers = await Promise.all(
    Array.from({ length: RACERS }, async () => {
      const res = await fetch(`${gateway}/api/service-requests/${plan.race.requestId}/visits`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ technicianId: plan.race.technicianId, startsAt: plan.race.startsAt, endsAt: plan.race.endsAt }),
      });
      return { status: res.status, code: res.status === 409 ? ((await res.json()) as { code?: string }).code : undefined };
    }),
  );
  const created = answers.filter((a) => a.status === 201).length;
  const overlaps = answers.filter((a) => a.status === 409 && a.code === 'visitOverlaps').length;
  const errors = answers.filter((a) => a.status >= 500).length;
  console.log(`${RACERS} simultaneous bookings of one slot: ${created} created, ${overlaps} visitOverlaps, ${errors} 5xx.`);
  if (warnings.length) console.log(`Warning — visit figures include failed requests: ${warnings.join('; ')}.`);

  return [
    { measure: `GET /api/visits, a week of ${TECHNICIANS} technicians, of ${VISITS / 1000}k`, rps: board.rps, p50: board.p50, p99: board.p99, target: 'p99 < 30 ms', met: board.p99 < 30 },
    { measure: 'GET /api/availability, a day', rps: availability.rps, p50: availability.p50, p99: availability.p99, target: 'p99 < 20 ms', met: availability.p99 < 20 },
    {
      measure: `${RACERS} simultaneous POST …/visits, one slot: ${created} created, ${overlaps} visitOverlaps, ${errors} 5xx`,
      rps: 0,
      p50: 0,
      p99: 0,
      target: `1 created, ${RACERS - 1} visitOverlaps, 0 5xx`,
      met: created === 1 && overlaps === RACERS - 1 && errors === 0,
    },
  ];
}
