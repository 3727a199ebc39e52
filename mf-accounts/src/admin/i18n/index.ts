import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The admin screens' own namespace (dashboard, users, analytics). */
export const NS = 'admin';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-admin-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-admin-es" */ './es.json'),
});
