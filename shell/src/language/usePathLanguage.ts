import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isPublicPage, languageOfPath } from '@hvac/contracts';
import { changeLanguage } from '@hvac/web-kit';

/**
 * On a public page the address names the language (docs/domains/public-site.md#languages): `/fa/…`
 * Persian, `/es/…` Spanish, unprefixed English, also after a link or the back button. Other pages keep
 * the reader's language.
 */
export function usePathLanguage(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  // Run on a new address only: the language selector switches first and opens the new address once
  // the strings are in, and must not be switched back in between.
  useEffect(() => {
    if (!isPublicPage(pathname)) return;
    const wanted = languageOfPath(pathname) ?? 'en';
    if (wanted !== i18n.resolvedLanguage) void changeLanguage(wanted);
  }, [pathname, i18n]);
}
