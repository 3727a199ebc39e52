import { BUSINESS_TIME_ZONE, todayIn } from '@hvac/contracts';
import { WEEKDAYS, type Weekday } from '@hvac/contracts/requests';

/*
 * Instants and Houston's wall clock (docs/domains/service-requests.md#visits): visits are stored as
 * instants; working hours and booking windows are Houston's clock on a calendar day, whose offset
 * from UTC changes with daylight saving time.
 */

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Houston's clock is from UTC at an instant, in ms (negative: behind). */
function houstonOffsetMs(at: number): number {
  const p = Object.fromEntries(offsetFormat.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant Houston's clock reads `clock` (HH:MM) on `day` (YYYY-MM-DD). */
export function houstonInstant(day: string, clock: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = clock.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The offset at the guess, then at the corrected instant: right on both sides of a change of offset.
  const first = wall - houstonOffsetMs(wall);
  return new Date(wall - houstonOffsetMs(first));
}

/** The weekday of a calendar day (the same everywhere). */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** Houston's calendar day of an instant. */
export const houstonDay = (at: Date): string => todayIn(BUSINESS_TIME_ZONE, at);

/** The next calendar day. */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whether a text is a real calendar day (YYYY-MM-DD). */
export const isCalendarDay = (v: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const LOCALES = { en: 'en-US', fa: 'fa-IR', es: 'es-US' } as const;
export type Language = keyof typeof LOCALES;

/** A visit's day and time window as a customer reads it, in Houston's time and the mail's language. */
export function windowText(startsAt: Date, endsAt: Date, lang: Language): { day: string; from: string; to: string } {
  const day = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const time = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
  return { day: day.format(startsAt), from: time.format(startsAt), to: time.format(endsAt) };
}
