import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '@hvac/web-kit';
// By name only: the pages that pass a service (request-quote, a service's page) registered these strings.
import { SERVICES_NS } from '../i18n/names';
import { QUOTE_SERVICES, type QuoteService } from './quoteRequest';

/**
 * Opens the booking dialog (modal type scheduleService). With a quote value the dialog starts with
 * the matching service type and a description of what was asked for, in the visitor's language.
 */
export function useOpenBooking(): (service?: QuoteService | null) => void {
  const { t } = useTranslation(SERVICES_NS);
  const open = useModal((s) => s.open);
  return useCallback(
    (service?: QuoteService | null) => {
      if (!service) open('scheduleService');
      else open('scheduleService', { serviceType: QUOTE_SERVICES[service], description: t(`requestQuote.descriptions.${service}`) });
    },
    [open, t],
  );
}
