import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The print menu's, Send Email dialog's and e-mail history's own namespace, shared by the three detail pages. */
export const NS = 'billingDocuments';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-billing-documents-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-billing-documents-es" */ './es.json'),
});

/** The document calls' texts in English, by code and by text, so failureText says them in the reader's language. */
export const DOCUMENT_KNOWN_MESSAGES: Readonly<Record<string, string>> = en.messages;
