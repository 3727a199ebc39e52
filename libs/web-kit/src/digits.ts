import i18next, { type FormatterModule } from 'i18next';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const persianNumber = new Intl.NumberFormat('fa', { useGrouping: false, maximumFractionDigits: 20 });

const language = (lng?: string): string => (lng ?? i18next.resolvedLanguage ?? 'en').split('-')[0]!;

/**
 * Text the site writes itself (a phone number, a step count) in the reader's digits: Persian writes
 * every number in Persian digits (docs/architecture.md#frontend-conventions). Never for free text,
 * which keeps the digits it was typed with.
 */
export function localDigits(text: string, lng?: string): string {
  return language(lng) === 'fa' ? text.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)]!) : text;
}

/** A number as the reader writes it, ungrouped like a plain number in the other languages (a year stays 2026). */
export function localNumber(value: number, lng?: string): string {
  return language(lng) === 'fa' ? persianNumber.format(value) : String(value);
}

/**
 * i18next's formatter, given every interpolated value (`alwaysFormat`): numbers are written with
 * localNumber, so 'Step {{current}} of {{total}}' and '© {{year}}' follow the reader; strings, free
 * text among them, pass as they are. The site's texts use no named formats.
 */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) => (typeof value === 'number' ? localNumber(value, lng) : value),
};
