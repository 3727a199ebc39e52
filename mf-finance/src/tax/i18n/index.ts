import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The tax screen's own namespace, beside the expense screens' (each remote area edits only its JSON). */
export const NS = 'financeTax';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-finance-tax-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-finance-tax-es" */ './es.json'),
});

/** The tax screen's messages in English: the codes and server texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
