import i18next from 'i18next';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** US dollars with a $ sign and two decimals, e.g. '$1,234.50'. */
export const formatCurrency = (amount: number): string => (Number.isFinite(amount) ? currency.format(amount) : 'N/A');

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'medium' writes Mar 5, 2026; 'long' writes March 5, 2026 (the expense pages' form), each in the reader's language. */
export type DateStyle = 'medium' | 'long';

function dateFormat(lng: string, utc: boolean, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lng}|${utc}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lng, { year: 'numeric', month: style === 'long' ? 'long' : 'short', day: 'numeric', ...(utc ? { timeZone: 'UTC' } : {}) });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date in the reader's language: 'N/A' when there is none and 'Invalid Date' when it cannot be
 * read (docs/architecture.md#frontend-conventions). A bare 'YYYY-MM-DD' is a calendar day, not midnight UTC, so it is formatted in
 * UTC and never shifts to the day before in Houston.
 */
export function formatDate(value: string | number | Date | null | undefined, lng?: string, style: DateStyle = 'medium'): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const language = lng ?? i18next.resolvedLanguage ?? 'en';
  return dateFormat(language, typeof value === 'string' && DATE_ONLY.test(value), style).format(date);
}
