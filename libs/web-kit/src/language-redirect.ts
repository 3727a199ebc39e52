import { isPublicPage, languageOfPath, PREFIXED_LANGUAGES, withLanguage } from '@hvac/contracts';
import { rememberLanguage, storedLanguage } from './language-detector';

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

const isPrefixed = (lng: string | null): lng is (typeof PREFIXED_LANGUAGES)[number] => (PREFIXED_LANGUAGES as readonly (string | null)[]).includes(lng);

/**
 * Where a reader whose Spanish or Persian choice is kept only in localStorage (chosen before the cookie
 * existed) belongs when they land on an unprefixed public page; null to stay. The gateway sends
 * cookie holders there before any script runs (docs/domains/public-site.md#languages); a cookie naming
 * another language wins, and a `?lng=` is the gateway's to answer.
 */
export function storedLanguageAddress(location: Place): string | null {
  const { pathname, search, hash } = location;
  if (languageOfPath(pathname) || !isPublicPage(pathname) || new URLSearchParams(search).has('lng')) return null;
  const { cookie, local } = storedLanguage();
  if (!isPrefixed(local) || (cookie !== null && cookie !== local)) return null;
  return withLanguage(pathname, local) + search + hash;
}

/**
 * `?lng=fa` on a public page: the same page at its Persian address, the query string's language
 * remembered as it always was. The gateway answers it before any script runs; this covers a page
 * served without the gateway (a remote's dev server). Null when the address already is that language's.
 */
export function queryLanguageAddress(location: Place): string | null {
  const { pathname, search, hash } = location;
  const params = new URLSearchParams(search);
  const lng = params.get('lng');
  if (!lng || !(lng === 'en' || isPrefixed(lng)) || !isPublicPage(pathname)) return null;
  const target = withLanguage(pathname, lng);
  if (target === pathname) return null;
  rememberLanguage(lng);
  params.delete('lng');
  const rest = params.toString();
  return target + (rest ? `?${rest}` : '') + hash;
}
