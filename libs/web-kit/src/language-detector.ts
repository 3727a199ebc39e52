import type { LanguageDetectorModule } from 'i18next';
import { isPublicPage, languageOfPath } from '@hvac/contracts';

/** Where a reader's choice is kept: the names i18next-browser-languagedetector used, so a stored choice still counts. */
const STORAGE_KEY = 'i18nextLng';
const COOKIE = 'i18next';
/** A year: the choice outlives the session, and the gateway reads it to send `/services` to `/fa/services`. */
const COOKIE_MAX_AGE_S = 31_536_000;

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
 * Keeps the reader's choice in localStorage and in a cookie the gateway reads, so an unprefixed public
 * URL is sent to the chosen language before any script runs (docs/domains/public-site.md#languages).
 */
export function rememberLanguage(lng: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Not kept here: the cookie still is.
  }
  document.cookie = `${COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The stored choice (cookie first, as the gateway reads it), for the shell's start-up redirect. */
export function storedLanguage(): { cookie: string | null; local: string | null } {
  return { cookie: cookie(), local: stored(() => localStorage) };
}

/** On a public page the address names the language; a shared `/es/` link must not become the reader's choice. */
const onPublicPage = (): boolean => typeof window !== 'undefined' && isPublicPage(window.location.pathname);

/**
 * The reader's languages, most wanted first (docs/architecture.md#frontend-conventions). On a public page
 * only its address counts (`/fa/…` Persian, `/es/…` Spanish, else English;
 * docs/domains/public-site.md#languages). Elsewhere: the `lng` query string, then a stored choice
 * (cookie, localStorage, sessionStorage), then the browser's languages and the page's `lang`; i18next
 * takes the first it supports. Ours rather than i18next-browser-languagedetector, whose nine detectors
 * put about 4 KB gzip on every first load for the four sources read here.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  // Outside a browser (a service's tests) nothing is asked for: the fallback, English.
  detect: () => {
    if (typeof window === 'undefined') return undefined;
    if (onPublicPage()) return [languageOfPath(window.location.pathname) ?? 'en'];
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
  // i18next caches every switch; on a public page the switch follows the address, and the language
  // selector remembers a deliberate choice itself (rememberLanguage).
  cacheUserLanguage: (lng) => {
    // Outside a browser there is nowhere to keep it.
    if (typeof window !== 'undefined' && !onPublicPage()) rememberLanguage(lng);
  },
};
