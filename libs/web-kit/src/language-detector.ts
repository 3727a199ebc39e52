import type { LanguageDetectorModule } from 'i18next';

/** Where a reader's choice is kept: the names i18next-browser-languagedetector used, so a stored choice still counts. */
const STORAGE_KEY = 'i18nextLng';
const COOKIE = 'i18next';

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the next source decides.
    return null;
  }
}

function cookie(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The reader's languages, most wanted first (docs/architecture.md#frontend-conventions): the
 * `lng` query string, then a stored choice (cookie, localStorage, sessionStorage), then the browser's
 * languages and the page's `lang`; i18next takes the first it supports. Ours rather than
 * i18next-browser-languagedetector, whose nine detectors put about 4 KB gzip on every first load for
 * the four sources read here.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  // Outside a browser (a service's tests) nothing is asked for: the fallback, English.
  detect: () => {
    if (typeof window === 'undefined') return undefined;
    const wanted = [
      new URLSearchParams(window.location.search).get('lng'),
      cookie(),
      stored(() => localStorage),
      stored(() => sessionStorage),
      ...(navigator.languages ?? [navigator.language]),
      document.documentElement.lang,
    ];
    return wanted.filter((lng): lng is string => Boolean(lng));
  },
  cacheUserLanguage: (lng) => {
    try {
      localStorage.setItem(STORAGE_KEY, lng);
    } catch {
      // Not kept: the next visit detects again.
    }
  },
};
