import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The visit screens' own namespace (My Jobs, the visits on a request's detail). */
export const NS = 'visits';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-visits-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-visits-es" */ './es.json'),
});
