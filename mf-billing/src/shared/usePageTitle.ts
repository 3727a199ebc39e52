import { usePageTitle as useTitle } from '@hvac/web-kit/screens';
import { NS } from '../i18n';
import type en from '../i18n/en.json';

export type PageKey = keyof typeof en.meta;

/** The tab's name from the billing namespace's `meta`. */
export const usePageTitle = (key: PageKey): void => useTitle(NS, `meta.${key}`);
