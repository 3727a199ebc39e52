import { calendarDate } from '@hvac/contracts';

/** A form's optional text as stored: trimmed, and null when blank. */
export const textOrNull = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** A date the form's rules have passed (or an absent optional one) as a calendar day. */
export const dayOrNull = (v: string | null | undefined): string | null => calendarDate(v);
