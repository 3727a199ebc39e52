import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { use } from 'react';
import { initReactI18next } from 'react-i18next';
import { digitsFormatter } from './digits';
import { languageDetector } from './language-detector';

export const LANGUAGES = ['en', 'fa', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A language's strings, or a loader (`() => import('./fa.json')`) so they download only when that language is used. */
export type BundleSource = ResourceLanguage | (() => Promise<{ default: ResourceLanguage }>);

/** English is always in memory: it is the fallback shown for any key a loaded language lacks. */
export type TranslationBundle = { en: ResourceLanguage } & Record<Exclude<Language, 'en'>, BundleSource>;

const registry = new Map<string, TranslationBundle>();
/** One load per namespace and language, shared by everyone waiting for it. */
const loads = new Map<string, Promise<void>>();

/**
 * Marks a promise with React's thenable fields once it settles, so `use(promise)` in a component
 * renders at once when the strings are already there instead of suspending for a tick.
 */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: void; reason?: unknown };
function tracked(promise: Promise<void>): Promise<void> {
  const result = promise as Tracked;
  result.status = 'pending';
  promise.then(
    () => {
      result.status = 'fulfilled';
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}

function settled(): Promise<void> {
  const result = Promise.resolve() as Tracked;
  result.status = 'fulfilled';
  return result;
}

function isLanguage(lng: string | undefined): lng is Language {
  return (LANGUAGES as readonly string[]).includes(lng ?? '');
}

function loadBundle(ns: string, lng: Language): Promise<void> {
  const key = `${lng}/${ns}`;
  const known = loads.get(key);
  if (known) return known;
  const source = registry.get(ns)?.[lng];
  if (source === undefined || i18next.hasResourceBundle(lng, ns)) return settled();
  if (typeof source !== 'function') {
    i18next.addResourceBundle(lng, ns, source, true, true);
    return settled();
  }
  const load = tracked(
    source().then(
      (module) => {
        i18next.addResourceBundle(lng, ns, module.default, true, true);
      },
      (error: unknown) => {
        // A failed download is retried on the next request for this language; until then English shows.
        loads.delete(key);
        throw error;
      },
    ),
  );
  loads.set(key, load);
  inFlight.add(load);
  const done = () => inFlight.delete(load);
  load.then(done, done);
  allLoaded = tracked(Promise.allSettled([...inFlight]).then(() => undefined));
  return load;
}

const inFlight = new Set<Promise<void>>();
/** Settles when every download started so far has ended; the same promise until another starts. */
let allLoaded: Promise<void> = settled();

/** Settles when the strings being downloaded (for instance a remote's, just registered) have arrived. */
export function translationsLoaded(): Promise<void> {
  return allLoaded;
}

/**
 * Suspends the calling component (React `use`) until the strings being downloaded have arrived, so a
 * remote loaded while Persian or Spanish is active first renders in that language, not in English.
 * Its Suspense boundary is the shell's lazy() boundary around the remote.
 */
export function useTranslationsLoaded(): void {
  // `use` on an already settled promise was seen to hold back lazy() children below the caller (their
  // chunks never showed under act); nothing pending means nothing to wait for, so it is skipped.
  if ((allLoaded as Tracked).status !== 'fulfilled') use(allLoaded);
}

/** Loads every registered namespace of one language; English and unsupported languages need nothing. */
function loadLanguage(lng: string | undefined): Promise<void> {
  if (!isLanguage(lng) || lng === DEFAULT_LANGUAGE) return settled();
  const all = [...registry.keys()].map((ns) => loadBundle(ns, lng));
  return tracked(Promise.all(all).then(() => undefined));
}

/** A namespace of web-kit's own, holding no user-visible text. */
const MARKER_NS = 'web-kit-language';

let ready: Promise<void> | undefined;
let announceInit: () => void = () => undefined;
/** Settles once initI18n has run, so namespaces registered before it can wait for its first load. */
const initialised = new Promise<void>((resolve) => {
  announceInit = resolve;
});

/**
 * Adds one namespace in all three languages. Each remote calls it when its module loads, so its
 * strings arrive with its code and the shell never needs to know them. The promise settles when
 * the active language's strings of this namespace are in i18next: a remote loaded after start-up
 * passes it to React's `use()` so its first render is already in the reader's language.
 */
export function registerTranslations(ns: string, bundle: TranslationBundle): Promise<void> {
  registry.set(ns, bundle);
  if (!i18next.isInitialized) return tracked(initialised.then(() => i18nReady()));
  i18next.addResourceBundle(DEFAULT_LANGUAGE, ns, bundle.en, true, true);
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) && lng !== DEFAULT_LANGUAGE ? loadBundle(ns, lng) : settled();
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
    // i18next resolves only to a language that has some strings; this marker lets a Persian reader
    // resolve to fa (and get dir="rtl") before the Persian bundles have arrived.
    resources[lng] = { [MARKER_NS]: { code: lng } };
    for (const [ns, bundle] of registry) {
      const source = bundle[lng];
      if (typeof source !== 'function') resources[lng]![ns] = source;
    }
  }
  i18next.on('languageChanged', (lng) => {
    applyDocumentLanguage(i18next);
    // A switch that bypassed changeLanguage() still gets its strings, just after the switch.
    void loadLanguage(lng).catch(() => undefined);
  });
  void i18next
    .use(languageDetector)
    .use(initReactI18next)
    .use(digitsFormatter)
    .init({
      resources,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      // English is in memory: initialise synchronously so the language is known at once.
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  applyDocumentLanguage(i18next);
  ready = loadLanguage(i18next.resolvedLanguage);
  announceInit();
  return i18next;
}

/**
 * Settles when the detected language's strings of every namespace registered so far are loaded;
 * the shell awaits it before its first render so a Persian or Spanish reader never sees English first.
 */
export function i18nReady(): Promise<void> {
  return ready ?? settled();
}

/**
 * Switches the language once its strings are loaded, so the page never flashes the fallback;
 * the detector caches the choice and the listener sets <html dir/lang>.
 */
export async function changeLanguage(lng: Language): Promise<unknown> {
  await loadLanguage(lng);
  return i18next.changeLanguage(lng);
}
