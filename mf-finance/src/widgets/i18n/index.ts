import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The dashboard widgets' own namespace: they load on the dashboard, without the finance screens' words. */
export const NS = 'financeWidgets';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-finance-widgets-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-finance-widgets-es" */ './es.json'),
});
