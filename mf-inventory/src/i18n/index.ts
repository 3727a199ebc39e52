import { registerTranslations } from '@hvac/web-kit';
import { usePageTitle as useTitle } from '@hvac/web-kit/screens';
import en from './en.json';

/** Namespace of what every inventory screen shares (access, the 404); registered once when the remote's code first loads. */
export const NS = 'inventory';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-inventory-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-inventory-es" */ './es.json'),
});

/** The tab's name from this namespace's `meta`. */
export const useInventoryTitle = (key: keyof typeof en.meta): void => useTitle(NS, `meta.${key}`);
