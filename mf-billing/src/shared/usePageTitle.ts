import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '@hvac/web-kit';
import { NS } from '../i18n';
import type en from '../i18n/en.json';

export type PageKey = keyof typeof en.meta;

export function usePageTitle(key: PageKey): void {
  const { t, i18n } = useTranslation(NS);
  useEffect(() => {
    document.title = t(`meta.${key}`, { company: COMPANY.name });
  }, [key, t, i18n.language]);
}
