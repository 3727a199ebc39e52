import { BOOKING_LABELS } from '@hvac/contracts/requests';
import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The dialog's own namespace: its strings arrive with its lazily loaded chunk, not with the public pages. */
export const NS = 'booking';

// The option labels (service types, problems, time windows…) come from the contracts, whose words svc-requests' confirmation mail writes too.
registerTranslations(NS, {
  en: { ...en, ...BOOKING_LABELS.en },
  fa: async () => ({ default: { ...(await import(/* webpackChunkName: "i18n-booking-fa" */ './fa.json')).default, ...BOOKING_LABELS.fa } }),
  es: async () => ({ default: { ...(await import(/* webpackChunkName: "i18n-booking-es" */ './es.json')).default, ...BOOKING_LABELS.es } }),
});
