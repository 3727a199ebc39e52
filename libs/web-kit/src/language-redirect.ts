import { isPublicPage, languageOfPath, PREFIXED_LANGUAGES, withLanguage } from '@hvac/contracts';
import { storedLanguage } from './language-detector';

const isPrefixed = (lng: string | null): lng is (typeof PREFIXED_LANGUAGES)[number] => (PREFIXED_LANGUAGES as readonly (string | null)[]).includes(lng);

/**
 * Where a reader whose Spanish or Persian choice is kept only in localStorage (chosen before the cookie
 * existed) belongs when they land on an unprefixed public page; null to stay. The gateway sends
 * cookie holders there before any script runs (docs/domains/public-site.md#languages); a cookie naming
 * another language wins, and a `?lng=` is the gateway's to answer.
 */
export function storedLanguageAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const { pathname, search, hash } = location;
  if (languageOfPath(pathname) || !isPublicPage(pathname) || new URLSearchParams(search).has('lng')) return null;
  const { cookie, local } = storedLanguage();
  if (!isPrefixed(local) || (cookie !== null && cookie !== local)) return null;
  return withLanguage(pathname, local) + search + hash;
}
