/**
 * i18next builds its own formatter in (Intl number, currency, date, relative-time and list formats for
 * `{{value, number}}`) whenever init() is given no formatter module. web-kit's initI18n always gives one
 * (digitsFormatter: the site's texts use no named formats, docs/architecture.md#frontend-conventions), so
 * the built-in one never ran, yet it rode on every first load (bench: JavaScript on /). The loader leaves
 * that default out: an instance set up without a formatter module would interpolate values as they are.
 * The cut must find its text, or the build fails naming it, so an i18next release that moves it cannot
 * leave it in unnoticed.
 */
const BUILT_IN_FORMATTER = /^(\s*)formatter = Formatter;$/m;

export default function i18nextLoader(source: string): string {
  if (!BUILT_IN_FORMATTER.test(source)) throw new Error(`i18next-loader: ${BUILT_IN_FORMATTER} is not in i18next any more: see i18next-loader's comment`);
  return source.replace(BUILT_IN_FORMATTER, '$1formatter = undefined;');
}
