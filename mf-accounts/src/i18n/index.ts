import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** Namespace of every string this remote shows; registered once when the remote's code first loads. */
export const NS = 'accounts';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-accounts-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-accounts-es" */ './es.json'),
});

/** The accounts screens' messages in English: the codes and server texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
