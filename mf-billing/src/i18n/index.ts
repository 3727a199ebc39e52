import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** Namespace of the quotes, estimates and shared billing screens; registered once when the remote's code first loads. */
export const NS = 'billing';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-billing-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-billing-es" */ './es.json'),
});

/** The billing screens' messages in English: the codes and server texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
