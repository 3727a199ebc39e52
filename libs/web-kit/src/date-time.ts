import i18next from 'i18next';
import { BUSINESS_TIME_ZONE } from '@hvac/contracts';
import { formatterWords } from './formatters';

// Its own entry (@hvac/web-kit/date-time), out of the barrel: only back-office screens show moments, and
// the home page's JavaScript stays within its budget.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment (an ISO timestamp) as the office reads it: date and time in the company's time zone, in the reader's language. */
export function formatDateTime(value: string | null | undefined, lng?: string): string {
  if (!value) return formatterWords(lng).missing;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return formatterWords(lng).invalidDate;
  const language = lng ?? i18next.resolvedLanguage ?? 'en';
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
    dateTimeFormats.set(language, format);
  }
  return format.format(date);
}
