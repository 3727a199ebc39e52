import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The invoice and payment screens' own namespace, so they never edit the quotes' and estimates' JSON. */
export const NS = 'billingInvoices';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-billing-invoices-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-billing-invoices-es" */ './es.json'),
});
