import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { benchSeedMain, insertInBulk, timedPart, vacuumAnalyze } from '@hvac/service-kit';
import * as requests from '../service-requests/repo';
import { houstonDay, houstonInstant, nextDay } from '../visits/times';

/*
 * The visits data set of `npm run bench` (infra/src/bench/visit-rows.ts, docs/domains/service-requests.md#visits):
 * technicians in the users directory and a year of their visits, two a working day each, never
 * overlapping, so the exclusion constraint and its GiST index hold the same rows as in service.
 */

export interface VisitBenchCounts {
  technicians: number;
  visits: number;
}

const VISIT_TYPES = { id: 'uuid', service_request_id: 'uuid', technician_id: 'uuid', starts_at: 'timestamptz', ends_at: 'timestamptz', status: 'text' } as const;
/** A request per this many visits: a request gets a few visits, as a repair that needs a part does. */
const VISITS_PER_REQUEST = 5;
const SLOTS = [
  ['09:00', '11:00'],
  ['13:00', '15:00'],
] as const;

/** What the bench measures with: the technicians, a week and a day full of visits, and a free slot for the race. */
export interface VisitBenchPlan {
  technicianIds: string[];
  weekFrom: string;
  weekTo: string;
  day: string;
  race: { requestId: string; technicianId: string; startsAt: string; endsAt: string };
}

export async function seedVisitBench(db: Knex, counts: VisitBenchCounts, progress: (line: string) => void = () => undefined): Promise<VisitBenchPlan> {
  const technicianIds = Array.from({ length: counts.technicians }, () => randomUUID());
  await timedPart(progress, 'technicians', () =>
    db('users_directory').insert(technicianIds.map((id, i) => ({ id, username: `Bench Technician ${i + 1}`, email: `bench.tech${i + 1}.${id.slice(0, 8)}@example.com`, role: 'staff' }))),
  );
  const requestIds = Array.from({ length: Math.ceil(counts.visits / VISITS_PER_REQUEST) + 1 }, () => randomUUID());
  const now = new Date();
  await timedPart(progress, 'service requests for the visits', () =>
    requests.insertRequests(
      db,
      requestIds.map((id, i) => ({
        id,
        user_id: null,
        contact_full_name: `Visit Customer ${i}`,
        contact_phone: String(7130000000 + i),
        contact_email: `visit.customer${i}@example.com`,
        contact_street: `${100 + (i % 9800)} Main St`,
        contact_city: 'Houston',
        contact_zip: '77002',
        contact_apartment: null,
        service_type: 'AC Repair',
        description: 'AC Repair',
        status: 'confirmed',
        scheduling_preferences: { preferredDate1: null, preferredTime1: null, preferredDate2: null, preferredTime2: null, notes: null },
        additional_details: {},
        created_at: now,
        updated_at: now,
      })),
    ),
  );
  // Each technician's visits go day by day from today, two per day, so the year is spread evenly.
  const perTechnician = Math.ceil(counts.visits / counts.technicians);
  const firstDay = houstonDay(now);
  const days: string[] = [firstDay];
  while (days.length < Math.ceil(perTechnician / SLOTS.length) + 1) days.push(nextDay(days[days.length - 1]!));
  await timedPart(progress, 'visits', async () => {
    let n = 0;
    for (const technicianId of technicianIds) {
      const rows = [];
      for (let k = 0; k < perTechnician && n < counts.visits; k++, n++) {
        const day = days[Math.floor(k / SLOTS.length)]!;
        const [start, end] = SLOTS[k % SLOTS.length]!;
        rows.push({ id: randomUUID(), service_request_id: requestIds[n % (requestIds.length - 1)]!, technician_id: technicianId, starts_at: houstonInstant(day, start), ends_at: houstonInstant(day, end), status: 'scheduled' });
      }
      await insertInBulk(db, 'visits', VISIT_TYPES, rows);
    }
    await vacuumAnalyze(db, ['visits', 'service_requests', 'users_directory']);
  });
  const raceDay = nextDay(firstDay);
  return {
    technicianIds,
    weekFrom: houstonInstant(firstDay, '00:00').toISOString(),
    weekTo: houstonInstant(days[7] ?? nextDay(raceDay), '00:00').toISOString(),
    day: raceDay,
    // Evening of the second day: free for every technician (their visits end at 3 PM).
    race: { requestId: requestIds[requestIds.length - 1]!, technicianId: technicianIds[0]!, startsAt: houstonInstant(raceDay, '16:00').toISOString(), endsAt: houstonInstant(raceDay, '18:00').toISOString() },
  };
}

/** The bench's entry (service-kit's runBenchSeed): seeds a running svc-requests' schema and prints the plan. */
if (require.main === module) {
  benchSeedMain({
    entry: 'svc-requests/dist/seed/visits-bench.js',
    counts: ['technicians', 'visits'],
    seed: (db, counts, progress) => seedVisitBench(db, counts, progress),
  });
}
