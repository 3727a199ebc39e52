/**
 * The one translation check (test/translation-bundles.test.ts runs it on every bundle of the repository):
 * a bundle holds the same keys in English, Persian and Spanish, no text is empty, and each text names
 * the same {{placeholders}} in every language, so no string of a screen is missing or loses its value
 * in a language.
 */
type Bundle = object;

const textsOf = (obj: Bundle, prefix = ''): [string, unknown][] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? textsOf(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));

const keysOf = (bundle: Bundle): string[] => textsOf(bundle).map(([key]) => key).sort();

const emptyKeys = (bundle: Bundle): string[] => textsOf(bundle).flatMap(([key, text]) => (typeof text === 'string' && text.trim() !== '' ? [] : [key]));

/** Each text's placeholder names, `{{ value, number }}` read as `value`. */
const placeholdersOf = (bundle: Bundle): Record<string, string[]> =>
  Object.fromEntries(
    textsOf(bundle).map(([key, text]) => [
      key,
      [...new Set([...String(text).matchAll(/\{\{\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort(),
    ]),
  );

export function expectCompleteTranslations(bundles: { en: Bundle; fa: Bundle; es: Bundle }): void {
  const english = keysOf(bundles.en);
  expect(keysOf(bundles.fa)).toEqual(english);
  expect(keysOf(bundles.es)).toEqual(english);
  expect([bundles.en, bundles.fa, bundles.es].flatMap(emptyKeys)).toEqual([]);
  const placeholders = placeholdersOf(bundles.en);
  expect(placeholdersOf(bundles.fa)).toEqual(placeholders);
  expect(placeholdersOf(bundles.es)).toEqual(placeholders);
}
