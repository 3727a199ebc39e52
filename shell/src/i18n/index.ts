import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

export const SHELL_NS = 'shell';
registerTranslations(SHELL_NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-shell-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-shell-es" */ './es.json'),
});
