import { registerTranslations } from '@hvac/web-kit';
import en from './i18n/en.json';

export const HISTORY_NS = 'ui-history';
registerTranslations(HISTORY_NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-ui-history-fa" */ './i18n/fa.json'),
  es: () => import(/* webpackChunkName: "i18n-ui-history-es" */ './i18n/es.json'),
});
