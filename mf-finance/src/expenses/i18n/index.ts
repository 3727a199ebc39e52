import { EXPENSE_LABELS } from '@hvac/contracts/finance';
import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The expense screens' own namespace, so the tax screens (issue 17) never edit its JSON. */
export const NS = 'financeExpenses';

// Categories, payment methods, statuses and yes/no come from the contracts, whose words svc-finance's export writes too.
registerTranslations(NS, {
  en: { ...en, ...EXPENSE_LABELS.en },
  fa: async () => ({ default: { ...(await import(/* webpackChunkName: "i18n-finance-expenses-fa" */ './fa.json')).default, ...EXPENSE_LABELS.fa } }),
  es: async () => ({ default: { ...(await import(/* webpackChunkName: "i18n-finance-expenses-es" */ './es.json')).default, ...EXPENSE_LABELS.es } }),
});

/** The expense screens' messages in English: the codes and server texts failureText says in the reader's language. */
export const KNOWN_MESSAGES = en.messages;
