import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';
import { NS } from './names';

/** Namespace of the strings every page of this remote may show; registered once when the remote's code first loads. */
export { NS };

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-public-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-public-es" */ './es.json'),
});
