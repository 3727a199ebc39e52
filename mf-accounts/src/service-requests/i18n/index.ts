import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The service-request screens' own namespace, so they never edit the accounts screens' shared JSON. */
export const NS = 'serviceRequests';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-service-requests-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-service-requests-es" */ './es.json'),
});

/** The service-request screens' messages in English: the texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
