/**
 * The one translation check (test/translation-bundles.test.ts runs it on every bundle of the repository):
 * a bundle holds the same keys in English, Persian and Spanish, no text is empty, and each text names
 * the same {{placeholders}} in every language, so no string of a screen is missing or loses its value
 * in a language. i18next's plural keys (`piece_one`, `piece_other`) count as their base key, and each
 * language must have exactly the forms its plural rules choose from (Spanish has `_many` too; `_zero` is
 * allowed anywhere), so no count falls back to English.
 */
type Bundle = object;
type Language = 'en' | 'fa' | 'es';

const textsOf = (obj: Bundle, prefix = ''): [string, unknown][] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? textsOf(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string): string => key.replace(PLURAL_FORM, '');

const keysOf = (bundle: Bundle): string[] => [...new Set(textsOf(bundle).map(([key]) => baseOf(key)))].sort();

const emptyKeys = (bundle: Bundle): string[] => textsOf(bundle).flatMap(([key, text]) => (typeof text === 'string' && text.trim() !== '' ? [] : [key]));

/** Each plural key whose forms are not its language's: `piece: one, other` where Spanish needs `many` too. */
function wrongPluralForms(bundle: Bundle, lng: Language): string[] {
  const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];
  const forms = new Map<string, string[]>();
  for (const [key] of textsOf(bundle)) {
    const form = PLURAL_FORM.exec(key)?.[1];
    if (form && form !== 'zero') forms.set(baseOf(key), [...(forms.get(baseOf(key)) ?? []), form]);
  }
  return [...forms].filter(([, have]) => have.sort().join() !== [...needed].sort().join()).map(([key, have]) => `${lng} ${key}: ${have.join(', ')}`);
}

/** Each text's placeholder names, `{{ value, number }}` read as `value`; a plural key's forms together. */
function placeholdersOf(bundle: Bundle): Record<string, string[]> {
  const names: Record<string, Set<string>> = {};
  for (const [key, text] of textsOf(bundle)) {
    const found = (names[baseOf(key)] ??= new Set());
    for (const m of String(text).matchAll(/\{\{\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)) found.add(m[1]!);
  }
  return Object.fromEntries(Object.entries(names).map(([key, set]) => [key, [...set].sort()]));
}

export function expectCompleteTranslations(bundles: { en: Bundle; fa: Bundle; es: Bundle }): void {
  const english = keysOf(bundles.en);
  expect(keysOf(bundles.fa)).toEqual(english);
  expect(keysOf(bundles.es)).toEqual(english);
  expect([bundles.en, bundles.fa, bundles.es].flatMap(emptyKeys)).toEqual([]);
  expect((['en', 'fa', 'es'] as const).flatMap((lng) => wrongPluralForms(bundles[lng], lng))).toEqual([]);
  const placeholders = placeholdersOf(bundles.en);
  expect(placeholdersOf(bundles.fa)).toEqual(placeholders);
  expect(placeholdersOf(bundles.es)).toEqual(placeholders);
}
