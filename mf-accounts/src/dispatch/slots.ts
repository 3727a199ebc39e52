import type { ServiceRequest, VisitCard } from '@hvac/contracts/requests';
import { addDays, houstonClock, houstonDay, houstonInstant, mondayOf } from '../visits/times';

/* The board's columns and where a dropped visit or request lands, in Houston's time (docs/domains/service-requests.md#dispatch-board). */

export type View = 'day' | 'week';

/** A column: a Houston day (week view) or an hour of one day (day view). */
export interface Column {
  key: string;
  day: string;
  /** The hour (HH:MM) of a day-view column; null in the week view. */
  clock: string | null;
  /** The header's words, in the reader's language. */
  label: string;
}

/** The hours the day view shows: 7 AM to 8 PM, the booking windows with room either side. */
export const DAY_HOURS = Array.from({ length: 13 }, (_, i) => `${String(7 + i).padStart(2, '0')}:00`);
/** A request dropped on a day without an hour is booked for the morning. */
export const DEFAULT_START = '09:00';
export const DEFAULT_LENGTH_MS = 2 * 3_600_000;

export function columnsOf(view: View, day: string, labelOf: (day: string, clock: string | null) => string): Column[] {
  if (view === 'day') return DAY_HOURS.map((clock) => ({ key: `${day}T${clock}`, day, clock, label: labelOf(day, clock) }));
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((d) => ({ key: d, day: d, clock: null, label: labelOf(d, null) }));
}

export const periodOf = (columns: Column[]): { from: Date; to: Date } => ({
  from: houstonInstant(columns[0]!.day, '00:00'),
  to: houstonInstant(addDays(columns[columns.length - 1]!.day, 1), '00:00'),
});

/** The column a visit is drawn in. */
export const columnKeyOf = (view: View, visit: VisitCard): string => {
  const day = houstonDay(visit.startsAt);
  return view === 'day' ? `${day}T${houstonClock(visit.startsAt).slice(0, 2)}:00` : day;
};

export type Picked = { kind: 'visit'; visit: VisitCard } | { kind: 'request'; request: ServiceRequest };

/** Where an item dropped on a column lands: a visit keeps its length (and, on a day, its clock); a request gets two hours. */
export function slotOf(picked: Picked, column: Column): { startsAt: string; endsAt: string } {
  const length = picked.kind === 'visit' ? Date.parse(picked.visit.endsAt) - Date.parse(picked.visit.startsAt) : DEFAULT_LENGTH_MS;
  const clock = column.clock ?? (picked.kind === 'visit' ? houstonClock(picked.visit.startsAt) : DEFAULT_START);
  const start = houstonInstant(column.day, clock);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + length).toISOString() };
}

export const pickedId = (p: Picked | null): string | null => (p ? (p.kind === 'visit' ? p.visit.id : p.request.id) : null);
