import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The dashboard widgets' own namespace, loaded with them. */
export const NS = 'accountsWidgets';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-accounts-widgets-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-accounts-widgets-es" */ './es.json'),
});
