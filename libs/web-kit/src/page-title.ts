import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from './company';

/**
 * Names the browser tab from a screen's own text (`meta.list`: 'Quotes | {{company}}'), again when the
 * reader switches language. Each remote binds its namespace and keys once, so a key it lacks fails tsc.
 */
export function usePageTitle(ns: string, key: string): void {
  const { t, i18n } = useTranslation(ns);
  useEffect(() => {
    document.title = t(key, { company: COMPANY.name });
  }, [key, t, i18n.language]);
}
