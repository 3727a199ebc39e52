import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The expense screens' own namespace, so the tax screens (issue 17) never edit its JSON. */
export const NS = 'financeExpenses';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-finance-expenses-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-finance-expenses-es" */ './es.json'),
});

/** The expense screens' messages in English: the codes and server texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
