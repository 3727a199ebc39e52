import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fa', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export type TranslationBundle = Record<Language, ResourceLanguage>;

/** Bundles registered before init; after init they go straight into i18next. */
const pending = new Map<string, TranslationBundle>();

/**
 * Adds one namespace in all three languages. Each remote calls it when its module loads, so its
 * strings arrive with its code and the shell never needs to know them.
 */
export function registerTranslations(ns: string, bundle: TranslationBundle): void {
  if (!i18next.isInitialized) {
    pending.set(ns, bundle);
    return;
  }
  for (const lng of LANGUAGES) i18next.addResourceBundle(lng, ns, bundle[lng], true, true);
}

function applyDocumentLanguage(instance: I18n): void {
  if (typeof document === 'undefined') return;
  const lng = instance.resolvedLanguage ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = lng;
  document.documentElement.dir = instance.dir(lng);
}

/** Initialises the one i18next instance of the page. Called once by the shell (or a dev host). */
export function initI18n(): I18n {
  if (i18next.isInitialized) return i18next;
  const resources: Record<string, Record<string, ResourceLanguage>> = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const [ns, bundle] of pending) resources[lng]![ns] = bundle[lng];
  }
  pending.clear();
  i18next.on('languageChanged', () => applyDocumentLanguage(i18next));
  void i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      // Resources are in memory: initialise synchronously so the first paint is already translated.
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
      },
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  applyDocumentLanguage(i18next);
  return i18next;
}

/** Switches the language; the detector caches it and the listener sets <html dir/lang>. */
export const changeLanguage = (lng: Language): Promise<unknown> => i18next.changeLanguage(lng);
