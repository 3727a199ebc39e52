import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The frame's own words travel with its chunk, never on the public pages. */
export const FRAME_NS = 'shell-back-office';
registerTranslations(FRAME_NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-back-office-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-back-office-es" */ './es.json'),
});
