import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The homes' own namespace (staff's Today, a client's My Account). */
export const NS = 'homes';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-homes-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-homes-es" */ './es.json'),
});
