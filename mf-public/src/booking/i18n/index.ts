import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The dialog's own namespace: its strings arrive with its lazily loaded chunk, not with the public pages. */
export const NS = 'booking';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-booking-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-booking-es" */ './es.json'),
});
