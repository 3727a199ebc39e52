import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

export const UI_NS = 'ui';
registerTranslations(UI_NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-ui-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-ui-es" */ './es.json'),
});
