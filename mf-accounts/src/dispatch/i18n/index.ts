import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The dispatch board's own namespace. */
export const NS = 'dispatch';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-dispatch-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-dispatch-es" */ './es.json'),
});
