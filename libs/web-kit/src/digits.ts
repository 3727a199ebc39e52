import i18next, { type FormatterModule } from 'i18next';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const isPersian = (lng = i18next.resolvedLanguage): boolean => lng?.startsWith('fa') === true;

/**
 * Text the site writes itself (a phone number, a step count) in the reader's digits: Persian writes
 * every number in Persian digits (docs/architecture.md#frontend-conventions). Never for free text,
 * which keeps the digits it was typed with.
 */
export const localDigits = (text: string, lng?: string): string =>
  isPersian(lng) ? text.replace(/\d/g, (digit) => PERSIAN_DIGITS[Number(digit)]!) : text;

/** A number as the reader writes it, ungrouped as a plain number is in the other languages (a year stays 2026). */
export const localNumber = (value: number, lng?: string): string =>
  isPersian(lng) ? localDigits(String(value), lng).replace('.', '٫') : String(value);

const none = (): void => undefined;

/**
 * i18next's formatter, given every interpolated value (`alwaysFormat`): numbers are written with
 * localNumber, so 'Step {{current}} of {{total}}' and '© {{year}}' follow the reader; strings, free
 * text among them, pass as they are. The site's texts use no named formats.
 */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: none,
  add: none,
  addCached: none,
  format: (value, _format, lng) => (typeof value === 'number' ? localNumber(value, lng) : value),
};
