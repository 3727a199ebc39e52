import { BUSINESS_TIME_ZONE } from './company';

/* Calendar days (YYYY-MM-DD) as every domain reads and writes them: today in the business's zone, and a day from a form. */

// Building an Intl.DateTimeFormat costs most of a millisecond (it loads the zone's rules); every booking is checked against today.
const calendarDateFormats = new Map<string, Intl.DateTimeFormat>();
function calendarDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendarDateFormats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar date (YYYY-MM-DD) in a time zone; the dialog passes the browser's zone, the server Houston's. */
export const todayIn = (timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): string => calendarDateFormat(timeZone).format(now);

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

/**
 * A calendar day (YYYY-MM-DD) from what a form sends: the day itself, or an ISO time, read in UTC
 * (the edit forms send dates as UTC midnight). Null when it is neither.
 */
export function calendarDate(value: string | null | undefined): string | null {
  if (blank(value)) return null;
  const v = value!.trim();
  // A time of the right shape can still name no instant (T25:61): no day, rather than toISOString's RangeError.
  const time = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(v) ? new Date(v) : null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : time && !Number.isNaN(time.getTime()) ? time.toISOString().slice(0, 10) : null;
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}

