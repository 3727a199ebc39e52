import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The dashboard widgets' own namespace: they load on the dashboard, without the billing screens' words. */
export const NS = 'billingWidgets';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-billing-widgets-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-billing-widgets-es" */ './es.json'),
});
