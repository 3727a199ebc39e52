import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isPublicPage, withLanguage } from '@hvac/contracts';

/**
 * A link's target in the reader's language (docs/domains/public-site.md#languages): a public page gets
 * the language's prefix (`/fa/services`), anything else (/login, /admin, /my-account) stays as it is,
 * query string and hash kept.
 */
export function localizedPath(to: string, lng: string): string {
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  return isPublicPage(pathname) ? withLanguage(pathname, lng) + rest : to;
}

/** localizedPath bound to the active language, for every internal link to a public page. */
export function useLocalizedPath(): (to: string) => string {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((to: string) => localizedPath(to, lng), [lng]);
}
