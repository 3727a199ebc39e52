import { registerTranslations } from '@hvac/web-kit';
import { usePageTitle as useTitle } from '@hvac/web-kit/screens';
import en from './en.json';

/** Namespace of what every finance screen shares (access, the 404); registered once when the remote's code first loads. */
export const NS = 'finance';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-finance-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-finance-es" */ './es.json'),
});

/** The tab's name from this namespace's `meta`. */
export const useFinanceTitle = (key: keyof typeof en.meta): void => useTitle(NS, `meta.${key}`);
