import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '@hvac/contracts';
import type { ServiceRequestStatus, VisitStatus } from '@hvac/contracts/requests';
import { findActiveByEmail, type Outbox } from '@hvac/service-kit';
import { serviceRequestCreated } from '../service-requests/events';
import { visitScheduled } from '../visits/events';
import * as visits from '../visits/repo';
import { houstonInstant } from '../visits/times';
import type { RequestsContext } from '../config';

export const DEMO_CLIENT_EMAIL = 'client@example.com';
const SEED_NAME = 'demo-service-requests';

const dayOffset = (days: number): string => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

interface DemoRequest {
  serviceType: string;
  description: string;
  status: ServiceRequestStatus;
  technician: 'staff@example.com' | 'staff2@example.com' | null;
  daysFromToday: number;
  createdDaysAgo: number;
  time: string;
  details: Record<string, unknown>;
  /** Its technician's visit, Houston clock times on the preferred day, so the board and My Jobs have work to show. */
  visit?: { from: string; to: string; status: VisitStatus; notes?: string };
}

const DEMO_REQUESTS: DemoRequest[] = [
  {
    serviceType: 'AC Repair',
    description: 'Upstairs unit blows warm air in the afternoon.',
    status: 'pending',
    technician: null,
    daysFromToday: 2,
    createdDaysAgo: 0,
    time: 'Morning (8 AM - 12 PM)',
    details: { commonIssues: ['Not Cooling / Blowing Warm Air'], systemAge: '6-10 years', systemType: 'Central AC', addOns: { tuneUp: true } },
  },
  {
    serviceType: 'Maintenance Plan Inquiry',
    description: 'Interested in the Comfort Plus plan before summer.',
    status: 'confirmed',
    technician: 'staff@example.com',
    daysFromToday: 5,
    createdDaysAgo: 2,
    time: 'Afternoon (12 PM - 4 PM)',
    details: { commonIssues: ['Routine Maintenance Request'], systemAge: '0-5 years', systemType: 'Heat Pump' },
    visit: { from: '13:00', to: '15:00', status: 'scheduled' },
  },
  {
    serviceType: 'AC Repair',
    description: 'Water pooling under the indoor air handler.',
    status: 'in_progress',
    technician: 'staff2@example.com',
    daysFromToday: 0,
    createdDaysAgo: 3,
    time: 'Any Time',
    details: { commonIssues: ['Leaking Water', 'Strange Noises'], systemAge: '10+ years', systemType: 'Central AC', addOns: { capacitor: true } },
    visit: { from: '15:00', to: '17:00', status: 'scheduled' },
  },
  {
    serviceType: 'Heating Installation',
    description: 'Replace the 20-year-old gas furnace.',
    status: 'completed',
    technician: 'staff@example.com',
    daysFromToday: -20,
    createdDaysAgo: 30,
    time: 'Morning (8 AM - 12 PM)',
    details: {
      installationType: ['Replacing Existing System'],
      propertySize: '1500-2500 sq ft',
      propertyType: 'Single-Family Home',
      selectedTier: 'performance',
      addOns: { smartThermostatUpgrade: true },
    },
    visit: { from: '09:00', to: '13:00', status: 'completed', notes: 'Installed the new furnace and a smart thermostat; tested heat on every floor.' },
  },
  {
    serviceType: 'Indoor Air Quality Consultation',
    description: 'Allergies at home; asking about air purifiers.',
    status: 'cancelled',
    technician: null,
    daysFromToday: -7,
    createdDaysAgo: 12,
    time: 'Evening (4 PM - 8 PM)',
    details: { generalNotes: 'Prefers a call after 5 PM.' },
  },
];

/** A demo visit, booked as the board books one and, when done, completed with its notes (docs/domains/service-requests.md#visits). */
async function seedVisit(trx: Knex.Transaction, outbox: Outbox, requestId: string, technicianId: string, day: string, visit: NonNullable<DemoRequest['visit']>): Promise<void> {
  const row = await visits.insertVisit(trx, { id: randomUUID(), service_request_id: requestId, technician_id: technicianId, starts_at: houstonInstant(day, visit.from), ends_at: houstonInstant(day, visit.to) });
  await visits.addHistory(trx, { visit_id: row.id, status: 'scheduled', changed_by: null, at: row.created_at, notes: null });
  await visitScheduled(outbox, trx, row, false, 'demo-seed');
  if (visit.status !== 'completed') return;
  await visits.updateVisit(trx, row.id, { status: 'completed', notes: visit.notes ?? null });
  await visits.addHistory(trx, { visit_id: row.id, status: 'completed', changed_by: technicianId, at: row.ends_at, notes: visit.notes ?? null });
}

/**
 * Demo mode: a handful of requests for the demo client, some assigned to the demo technicians. The
 * client's id only exists once identity's event has reached the users projection, so this runs after
 * each projected user event (and once at start); the `seeds` row, written in the same transaction,
 * makes it happen once. True when an earlier transaction had already committed the seed, so the
 * caller can stop asking.
 */
export async function seedDemoRequestsIfReady(trx: Knex.Transaction, outbox: Outbox, log: FastifyBaseLogger): Promise<boolean> {
  if (await trx('seeds').where({ name: SEED_NAME }).first()) return true;
  const client = await findActiveByEmail(trx, DEMO_CLIENT_EMAIL);
  if (!client) return false;
  const claimed = await trx('seeds').insert({ name: SEED_NAME }).onConflict('name').ignore().returning('name');
  if (claimed.length === 0) return false;
  const techs = new Map<string, string>();
  for (const email of ['staff@example.com', 'staff2@example.com']) {
    const u = await findActiveByEmail(trx, email);
    if (u) techs.set(email, u.id);
  }
  for (const r of DEMO_REQUESTS) {
    const id = randomUUID();
    const created = new Date(Date.now() - r.createdDaysAgo * 86_400_000);
    await trx('service_requests').insert({
      id,
      user_id: client.id,
      contact_full_name: client.username,
      contact_phone: client.phone ?? '(713) 555-0104',
      contact_email: client.email,
      contact_street: '4820 Westheimer Rd',
      contact_city: 'Houston',
      contact_zip: '77056',
      contact_apartment: null,
      service_type: r.serviceType,
      description: r.description,
      status: r.status,
      assigned_to: r.technician ? (techs.get(r.technician) ?? null) : null,
      scheduling_preferences: JSON.stringify({ preferredDate1: dayOffset(r.daysFromToday), preferredTime1: r.time, preferredDate2: null, preferredTime2: null, notes: null }),
      additional_details: JSON.stringify(r.details),
      created_at: created,
      updated_at: created,
    });
    await serviceRequestCreated(
      outbox,
      trx,
      { id, userId: client.id, serviceType: r.serviceType, contactFullName: client.username, contactEmail: client.email, status: r.status },
      'demo-seed',
    );
    const technicianId = r.technician ? techs.get(r.technician) : undefined;
    if (r.visit && technicianId) await seedVisit(trx, outbox, id, technicianId, dayOffset(r.daysFromToday), r.visit);
  }
  log.info({ count: DEMO_REQUESTS.length }, 'demo service requests seeded');
  return false;
}

/**
 * Demo data must never cost the users directory an event: the seed runs in a savepoint, and if it fails
 * it is logged and rolled back alone (it is tried again with the next user event or start). Once a seed
 * committed by an earlier event is seen, later events skip the check (three queries each).
 */
const seeded = new WeakSet<object>();
export function demoSeeder(ctx: RequestsContext): (trx: Knex.Transaction) => Promise<void> {
  return async (trx) => {
    if (seeded.has(ctx)) return;
    try {
      if (await trx.transaction((sp) => seedDemoRequestsIfReady(sp, ctx.outbox, ctx.log))) seeded.add(ctx);
    } catch (err) {
      ctx.log.error({ err }, 'demo service requests could not be seeded');
    }
  };
}
