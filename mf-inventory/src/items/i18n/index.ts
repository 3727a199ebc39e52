import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The item screens' own namespace (list, form, detail, scanner, label). */
export const NS = 'inventoryItems';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-inventory-items-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-inventory-items-es" */ './es.json'),
});

/** The item screens' messages in English: the codes and server texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
