import { EXPENSE_LABELS } from '@hvac/contracts/finance';
import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The item screens' own namespace (list, form, detail, scanner, label). */
export const NS = 'inventoryItems';

// Related expenses' statuses in the words the expense screens use, from the contracts.
registerTranslations(NS, {
  en: { ...en, expenseStatuses: EXPENSE_LABELS.en.statuses },
  fa: async () => ({ default: { ...(await import(/* webpackChunkName: "i18n-inventory-items-fa" */ './fa.json')).default, expenseStatuses: EXPENSE_LABELS.fa.statuses } }),
  es: async () => ({ default: { ...(await import(/* webpackChunkName: "i18n-inventory-items-es" */ './es.json')).default, expenseStatuses: EXPENSE_LABELS.es.statuses } }),
});

/** The item screens' messages in English: the codes and server texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
