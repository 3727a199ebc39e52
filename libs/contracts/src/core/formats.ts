/*
 * How the platform writes a few values for people, the same on a screen, in a printed document and in
 * a mail.
 */

/** The languages a document is written in: `lang` when asked, else the client's last UI language, else English. */
export const DOCUMENT_LANGUAGES = ['en', 'fa', 'es'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
export const isDocumentLanguage = (v: unknown): v is DocumentLanguage => typeof v === 'string' && (DOCUMENT_LANGUAGES as readonly string[]).includes(v);

/** The short reference the site shows for a request (its id's first 8 characters); the full id stays in links. */
export const shortReference = (id: string): string => id.slice(0, 8);

/** A US number as people write it, '(713) 555-0123'; anything that is not 10 digits (after a leading 1) stays as given. */
export function formatUsPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return value;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

const LOCALES: Readonly<Record<DocumentLanguage, string>> = { en: 'en-US', fa: 'fa-IR', es: 'es-US' };
const dayFormats = new Map<DocumentLanguage, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) written out in a language and its calendar (Persian uses the Persian one, as the screens do). */
export function formatCalendarDay(day: string, lang: DocumentLanguage): string {
  let format = dayFormats.get(lang);
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}
