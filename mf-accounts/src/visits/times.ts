import { BUSINESS_TIME_ZONE } from '@hvac/contracts';

/* A visit's day and window as the company reads them: Houston's clock, in the reader's language and digits. */

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${lng}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, { ...options, timeZone: BUSINESS_TIME_ZONE });
    formats.set(key, f);
  }
  return f;
};

/** The Houston calendar day of an instant, YYYY-MM-DD. */
export const houstonDay = (iso: string | Date): string => format('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const dayText = (iso: string, lng: string): string => format(lng, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));

export const clockText = (iso: string, lng: string): string => format(lng, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export const windowText = (startsAt: string, endsAt: string, lng: string): string => `${clockText(startsAt, lng)} – ${clockText(endsAt, lng)}`;

/** The Houston wall clock (HH:MM) of an instant. */
export const houstonClock = (iso: string | Date): string => format('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** How far Houston's clock is from UTC at an instant, in ms. */
function offsetMs(at: number): number {
  const wall = `${houstonDay(new Date(at))}T${houstonClock(new Date(at))}:00Z`;
  return Date.parse(wall) - Math.floor(at / 60_000) * 60_000;
}

/** The instant Houston's clock reads `clock` on `day`, across changes of daylight saving time. */
export function houstonInstant(day: string, clock: string): Date {
  const wall = Date.parse(`${day}T${clock}:00Z`);
  const first = wall - offsetMs(wall);
  return new Date(wall - offsetMs(first));
}

/** A calendar day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The Monday on or before a calendar day. */
export const mondayOf = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
