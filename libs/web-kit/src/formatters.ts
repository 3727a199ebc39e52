import i18next from 'i18next';

/*
 * The two words the formatters write themselves, in each of the site's languages. They live here, not in
 * a catalogue, because a formatter is called outside any screen's namespace and must not wait for one.
 */
const WORDS: Readonly<Record<string, { missing: string; invalidDate: string }>> = {
  en: { missing: 'N/A', invalidDate: 'Invalid Date' },
  fa: { missing: 'نامشخص', invalidDate: 'تاریخ نامعتبر' },
  es: { missing: 'N/D', invalidDate: 'Fecha no válida' },
};

/** 'N/A' and 'Invalid Date' in the given language, else the reader's. */
export function formatterWords(lng?: string): { missing: string; invalidDate: string } {
  const language = (lng ?? i18next.resolvedLanguage ?? 'en').split('-')[0]!;
  return WORDS[language] ?? WORDS.en!;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** US dollars with a $ sign and two decimals, e.g. '$1,234.50', in every language. */
export const formatCurrency = (amount: number): string => (Number.isFinite(amount) ? currency.format(amount) : formatterWords().missing);

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
 * read (docs/architecture.md#frontend-conventions), those words in the reader's language too. A bare 'YYYY-MM-DD' is a calendar day, not midnight UTC, so it is formatted in
 * UTC and never shifts to the day before in Houston.
 */
export function formatDate(value: string | number | Date | null | undefined, lng?: string, style: DateStyle = 'medium'): string {
  if (value === null || value === undefined || value === '') return formatterWords(lng).missing;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return formatterWords(lng).invalidDate;
  const language = lng ?? i18next.resolvedLanguage ?? 'en';
  return dateFormat(language, typeof value === 'string' && DATE_ONLY.test(value), style).format(date);
}
