import { PREFIXED_LANGUAGES, languageOfPath, withLanguage } from '@hvac/contracts';

/** The languages a visitor can ask for: English at the bare URL, the others under their prefix. */
const LANGUAGES: readonly string[] = ['en', ...PREFIXED_LANGUAGES];

/** The cookie the site keeps the reader's language choice in (i18next's language detector). */
export const LANGUAGE_COOKIE = 'i18next';

/** A year, like the detector's own cookie; readable by the page, which writes it too. */
const LANGUAGE_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;

export interface LanguageRedirect {
  location: string;
  /** Set-Cookie storing a choice made in the address, so the bare URL does not send the reader back. */
  cookie?: string;
}

/**
 * Where a public page's request goes instead (docs/domains/public-site.md#prerendered-pages): `?lng=es`
 * (old links, the language switch of pages without a prefix) to the page's URL in that language with the
 * other parameters kept; a bare English URL, for a reader whose stored choice is es or fa, to that
 * language's URL. A prefixed URL is never moved by the cookie: a link to /es/… shows Spanish.
 */
export function languageRedirect(url: URL, storedLanguage: string | undefined): LanguageRedirect | undefined {
  const asked = url.searchParams.get('lng');
  if (asked !== null && LANGUAGES.includes(asked)) {
    const query = new URLSearchParams(url.searchParams);
    query.delete('lng');
    const search = query.size ? `?${query.toString()}` : '';
    return { location: `${withLanguage(url.pathname, asked)}${search}`, cookie: `${LANGUAGE_COOKIE}=${asked}; ${LANGUAGE_COOKIE_ATTRIBUTES}` };
  }
  if (languageOfPath(url.pathname) === undefined && storedLanguage !== undefined && (PREFIXED_LANGUAGES as readonly string[]).includes(storedLanguage)) {
    return { location: `${withLanguage(url.pathname, storedLanguage)}${url.search}` };
  }
  return undefined;
}
