import type { Knex } from 'knex';
import { STAFF_ROLES } from '@hvac/contracts';
import {
  DEFAULT_WORKING_DAYS,
  SERVICE_TYPES,
  TIME_WINDOWS,
  TIME_WINDOW_SPANS,
  VISIT_MESSAGES as M,
  WEEKDAYS,
  type AvailabilitySlot,
  type WorkingDay,
  type WorkingHours,
  type WorkingHoursBody,
} from '@hvac/contracts/requests';
import { badRequest, findUser, isActiveWithRole, notFound } from '@hvac/service-kit';
import { houstonInstant, isCalendarDay, nextDay, weekdayOf } from './times';

/*
 * Working hours and the public availability (docs/domains/service-requests.md#availability).
 */

export async function requireStaff(db: Knex, id: string): Promise<void> {
  if (!isActiveWithRole(await findUser(db, id), STAFF_ROLES)) throw notFound(M.technicianNotFound, 'technicianNotFound');
}

const byWeekday = (days: readonly WorkingDay[]) => [...days].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));

export async function getWorkingHours(db: Knex, technicianId: string): Promise<WorkingHours> {
  await requireStaff(db, technicianId);
  const row = (await db('technician_working_hours').where({ technician_id: technicianId }).first('days')) as { days: WorkingDay[] } | undefined;
  return { technicianId, days: byWeekday(row?.days ?? DEFAULT_WORKING_DAYS), isDefault: !row };
}

export async function setWorkingHours(db: Knex, technicianId: string, body: WorkingHoursBody, by: string): Promise<WorkingHours> {
  const days = new Set(body.days.map((d) => d.day));
  if (days.size !== body.days.length || body.days.some((d) => d.start >= d.end)) throw badRequest(M.workingHoursInvalid, 'workingHoursInvalid');
  await requireStaff(db, technicianId);
  await db('technician_working_hours')
    .insert({ technician_id: technicianId, days: JSON.stringify(byWeekday(body.days)), updated_by: by, updated_at: db.fn.now() })
    .onConflict('technician_id')
    .merge();
  return getWorkingHours(db, technicianId);
}

interface Technician {
  id: string;
  days: WorkingDay[] | null;
}

/**
 * Who takes bookings: every active staff member on the default hours, and a manager or admin only once
 * an admin has set their hours (otherwise the office would make every window look free).
 */
const bookableTechnicians = (db: Knex): Promise<Technician[]> =>
  db({ u: 'users_directory' })
    .leftJoin({ w: 'technician_working_hours' }, 'w.technician_id', 'u.id')
    .whereNull('u.deleted_at')
    .whereIn('u.role', [...STAFF_ROLES])
    .where((q) => q.where('u.role', 'staff').orWhereNotNull('w.technician_id'))
    .select('u.id', 'w.days');

/**
 * Each booking window of a day, available while at least one technician works during part of it and has
 * no open visit overlapping that part; every window while no technician is on record. Any Time is
 * available when any window is. Two queries: the
 * technicians with their hours, and the day's open visits through the range index (0013_visits).
 */
export async function availability(db: Knex, date: string, serviceType: string | undefined): Promise<AvailabilitySlot[]> {
  if (!isCalendarDay(date)) throw badRequest(M.availabilityDateInvalid, 'availabilityDateInvalid');
  if (serviceType !== undefined && !(SERVICE_TYPES as readonly string[]).includes(serviceType)) {
    throw badRequest(`Service type must be one of: ${SERVICE_TYPES.join(', ')}.`, 'validationError');
  }
  const weekday = weekdayOf(date);
  const [technicians, visits] = await Promise.all([
    bookableTechnicians(db),
    db('visits')
      .whereRaw("tstzrange(starts_at, ends_at) && tstzrange(?, ?) AND status <> 'cancelled'", [houstonInstant(date, '00:00'), houstonInstant(nextDay(date), '00:00')])
      .select('technician_id', 'starts_at', 'ends_at') as Promise<{ technician_id: string; starts_at: Date; ends_at: Date }[]>,
  ]);
  // A company with no technician on record yet schedules by phone: nothing to measure, nothing refused.
  if (technicians.length === 0) return TIME_WINDOWS.map((timeSlot) => ({ timeSlot, available: true }));
  const busy = new Map<string, { from: number; to: number }[]>();
  for (const v of visits) busy.set(v.technician_id, [...(busy.get(v.technician_id) ?? []), { from: v.starts_at.getTime(), to: v.ends_at.getTime() }]);

  // Each wall-clock time of the day once: the technicians share a few.
  const instants = new Map<string, number>();
  const at = (clock: string) => instants.get(clock) ?? instants.set(clock, houstonInstant(date, clock).getTime()).get(clock)!;
  const windows = Object.entries(TIME_WINDOW_SPANS).map(([timeSlot, span]) => {
    const available = technicians.some((t) => {
      const hours = (t.days ?? DEFAULT_WORKING_DAYS).find((d) => d.day === weekday);
      if (!hours) return false;
      const from = Math.max(at(hours.start), at(span.start));
      const to = Math.min(at(hours.end), at(span.end));
      return from < to && !(busy.get(t.id) ?? []).some((b) => b.from < to && b.to > from);
    });
    return { timeSlot, available };
  });
  return TIME_WINDOWS.map((timeSlot) => windows.find((w) => w.timeSlot === timeSlot) ?? { timeSlot, available: windows.some((w) => w.available) });
}
