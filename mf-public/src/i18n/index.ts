import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** Namespace of every string this remote shows; registered once when the remote's code first loads. */
export const NS = 'public';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-public-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-public-es" */ './es.json'),
});
