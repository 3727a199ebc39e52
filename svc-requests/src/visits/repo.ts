import type { Knex } from 'knex';
import { STAFF_ROLES } from '@hvac/contracts';
import type { NextVisit, Visit, VisitHistoryEntry, VisitStatus } from '@hvac/contracts/requests';
import { houstonDay } from './times';

export interface VisitRow {
  id: string;
  service_request_id: string;
  technician_id: string;
  starts_at: Date;
  ends_at: Date;
  status: VisitStatus;
  notes: string | null;
  reminder_queued_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A visit with its request's details and its technician as the users directory knows them. */
export interface VisitView extends Omit<VisitRow, 'reminder_queued_at'> {
  technician_name: string | null;
  orphaned: boolean;
  request_status: string;
  user_id: string | null;
  contact_full_name: string;
  contact_phone: string;
  contact_email: string;
  contact_street: string;
  contact_apartment: string | null;
  contact_city: string;
  contact_zip: string;
  service_type: string;
  description: string;
  language: string;
}

const OPEN: readonly VisitStatus[] = ['scheduled', 'on_the_way', 'started'];
const staffRoles = STAFF_ROLES.map((r) => `'${r}'`).join(',');
/** The technician was deleted, is no longer staff, or was never heard of (docs/domains/service-requests.md#orphaned-visits). */
const ORPHANED = `(t.id IS NULL OR t.deleted_at IS NOT NULL OR t.role NOT IN (${staffRoles}))`;

/** Visits (v) with their request (r) and their technician as the users directory knows them (t). */
const joined = (db: Knex) =>
  db({ v: 'visits' })
    .join({ r: 'service_requests' }, 'r.id', 'v.service_request_id')
    .leftJoin({ t: 'users_directory' }, 't.id', 'v.technician_id');

const view = (db: Knex) =>
  joined(db)
    .select(
      'v.id',
      'v.service_request_id',
      'v.technician_id',
      'v.starts_at',
      'v.ends_at',
      'v.status',
      'v.notes',
      'v.created_at',
      'v.updated_at',
      't.username as technician_name',
      db.raw(`${ORPHANED} as orphaned`),
      'r.status as request_status',
      'r.user_id',
      'r.contact_full_name',
      'r.contact_phone',
      'r.contact_email',
      'r.contact_street',
      'r.contact_apartment',
      'r.contact_city',
      'r.contact_zip',
      'r.service_type',
      'r.description',
      'r.language',
    );

export const addressOf = (r: Pick<VisitView, 'contact_street' | 'contact_apartment' | 'contact_city' | 'contact_zip'>): string =>
  [r.contact_street, r.contact_apartment, `${r.contact_city} ${r.contact_zip}`].filter((p): p is string => !!p && p.trim() !== '').join(', ');

export const toVisit = (v: VisitView): Visit => ({
  id: v.id,
  serviceRequestId: v.service_request_id,
  technicianId: v.technician_id,
  technicianName: v.technician_name ?? '',
  orphaned: v.orphaned,
  startsAt: v.starts_at.toISOString(),
  endsAt: v.ends_at.toISOString(),
  status: v.status,
  notes: v.notes,
  request: {
    id: v.service_request_id,
    clientId: v.user_id,
    status: v.request_status,
    customerName: v.contact_full_name,
    phone: v.contact_phone,
    address: addressOf(v),
    serviceType: v.service_type,
    description: v.description,
  },
  createdAt: v.created_at.toISOString(),
  updatedAt: v.updated_at.toISOString(),
});

export const findView = (db: Knex, id: string): Promise<VisitView | undefined> => view(db).where('v.id', id).first();

export const lockVisit = (trx: Knex.Transaction, id: string): Promise<VisitRow | undefined> => trx<VisitRow>('visits').where({ id }).forUpdate().first();

/**
 * Bookings and moves of one technician, one at a time until commit: two simultaneous overlapping inserts
 * each wait in the exclusion constraint's check for the other's row, and PostgreSQL answers that deadlock
 * by failing one of them (a 500) instead of refusing it as an overlap.
 */
export async function lockTechnicianDiary(trx: Knex.Transaction, technicianId: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`visits:${technicianId}`]);
}

export async function insertVisit(trx: Knex.Transaction, row: Pick<VisitRow, 'id' | 'service_request_id' | 'technician_id' | 'starts_at' | 'ends_at'>): Promise<VisitRow> {
  const [stored] = (await trx('visits').insert(row).returning('*')) as VisitRow[];
  return stored!;
}

export async function updateVisit(
  trx: Knex.Transaction,
  id: string,
  patch: Partial<Pick<VisitRow, 'technician_id' | 'starts_at' | 'ends_at' | 'status' | 'notes' | 'reminder_queued_at'>>,
): Promise<VisitRow> {
  const [stored] = (await trx('visits').where({ id }).update({ ...patch, updated_at: trx.fn.now() }).returning('*')) as VisitRow[];
  return stored!;
}

export async function addHistory(trx: Knex.Transaction, entry: { visit_id: string; status: VisitStatus; changed_by: string | null; at: Date; notes: string | null }): Promise<void> {
  await trx('visit_status_history').insert(entry);
}

export async function listHistory(db: Knex, visitId: string): Promise<VisitHistoryEntry[]> {
  const rows = (await db({ h: 'visit_status_history' })
    .leftJoin({ u: 'users_directory' }, 'u.id', 'h.changed_by')
    .where('h.visit_id', visitId)
    .orderBy('h.id')
    .select('h.status', 'h.at', 'h.changed_by', 'u.username', 'h.notes')) as { status: VisitStatus; at: Date; changed_by: string | null; username: string | null; notes: string | null }[];
  return rows.map((r) => ({ status: r.status, at: r.at.toISOString(), by: r.changed_by, byName: r.username, notes: r.notes }));
}

/** The open visit of the technician that overlaps a period: the one an overlap refusal names. */
export const findClash = (db: Knex, technicianId: string, startsAt: Date, endsAt: Date, except: string | null): Promise<VisitRow | undefined> =>
  db<VisitRow>('visits')
    .where('technician_id', technicianId)
    .whereNot('status', 'cancelled')
    .whereRaw('tstzrange(starts_at, ends_at) && tstzrange(?, ?)', [startsAt, endsAt])
    .modify((q) => {
      if (except) q.whereNot('id', except);
    })
    .orderBy('starts_at')
    .first();

export interface VisitFilter {
  from: Date;
  to: Date;
  technicianId?: string;
}

/** Visits overlapping a period (cancelled ones too, for the record), soonest first. */
const during = (q: Knex.QueryBuilder, f: VisitFilter): Knex.QueryBuilder =>
  // The same range expression as the indexes (0013_visits), so either serves the query.
  q.whereRaw('tstzrange(v.starts_at, v.ends_at) && tstzrange(?, ?)', [f.from, f.to]).modify((b) => {
    if (f.technicianId) b.where('v.technician_id', f.technicianId);
  });

/** A technician's visits in full: the day on their phone. */
export const listDuring = async (db: Knex, f: VisitFilter): Promise<Visit[]> =>
  ((await during(view(db), f).orderBy([{ column: 'v.starts_at' }, { column: 'v.id' }])) as VisitView[]).map(toVisit);

/** An instant as JavaScript's toISOString writes it, so a card reads like every other answer. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Visits as the contracts' VisitCard array, built by PostgreSQL as one JSON text: a week of the board
 * is some 700 cards, and reading them as rows, then writing them as JSON, cost the service's one thread
 * more than the target allows (docs/domains/service-requests.md#visits). The key order and formats
 * are VisitCard's; svc-requests' tests compare whole cards.
 */
const cardsJson = async (db: Knex, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<string> => {
  const card = `json_build_object(
    'id', v.id, 'serviceRequestId', v.service_request_id, 'technicianId', v.technician_id,
    'technicianName', coalesce(t.username, ''), 'orphaned', ${ORPHANED},
    'startsAt', ${iso('v.starts_at')}, 'endsAt', ${iso('v.ends_at')}, 'status', v.status,
    'customerName', r.contact_full_name, 'serviceType', r.service_type)`;
  const row = (await where(joined(db))
    .first(db.raw(`coalesce(json_agg(${card} ORDER BY v.starts_at, v.id), '[]')::text AS cards`))) as { cards: string };
  return row.cards;
};

/** The board's version (migration 0017), read before the cards remembered under it (board-answers.ts). */
export const boardVersion = async (db: Knex): Promise<string> => ((await db('visit_board_version').first('version')) as { version: string }).version;

/** Every technician's visits in a period as cards (JSON text): the dispatch board and the overview. */
export const cardsDuring = (db: Knex, f: VisitFilter): Promise<string> => cardsJson(db, (q) => during(q, f));

/** Open visits not yet over whose technician is gone, as cards (JSON text): to be given to someone else. */
export const orphanedCards = (db: Knex, now: Date): Promise<string> =>
  cardsJson(db, (q) => q.whereIn('v.status', [...OPEN]).where('v.ends_at', '>', now).whereRaw(ORPHANED));

/** Every visit of one request (a handful), soonest first: the office's request screen. */
export const listOfRequest = async (db: Knex, serviceRequestId: string): Promise<Visit[]> =>
  ((await view(db).where('v.service_request_id', serviceRequestId).orderBy([{ column: 'v.starts_at' }, { column: 'v.id' }])) as VisitView[]).map(toVisit);

/** Each request's next open visit, for the customer's list. */
export async function nextVisits(db: Knex, requestIds: readonly string[]): Promise<Map<string, NextVisit>> {
  if (requestIds.length === 0) return new Map();
  const rows = (await db({ v: 'visits' })
    .distinctOn('v.service_request_id')
    .leftJoin({ t: 'users_directory' }, 't.id', 'v.technician_id')
    .whereIn('v.service_request_id', [...requestIds])
    .whereIn('v.status', [...OPEN])
    .orderBy([{ column: 'v.service_request_id' }, { column: 'v.starts_at' }])
    .select('v.service_request_id', 'v.starts_at', 'v.ends_at', 'v.status', 't.username')) as {
    service_request_id: string;
    starts_at: Date;
    ends_at: Date;
    status: VisitStatus;
    username: string | null;
  }[];
  return new Map(
    rows.map((r) => [
      r.service_request_id,
      { date: houstonDay(r.starts_at), startsAt: r.starts_at.toISOString(), endsAt: r.ends_at.toISOString(), technicianFirstName: firstName(r.username), status: r.status },
    ]),
  );
}

/** What a customer is told of a technician: the first word of their name. */
export const firstName = (name: string | null): string => (name ?? '').trim().split(/\s+/)[0] ?? '';
