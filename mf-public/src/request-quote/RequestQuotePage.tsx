import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BookingButton, useLocalizedPath, useTranslationsLoaded } from '@hvac/web-kit';
import { SERVICES_NS } from '../i18n/services';
import { CallButton } from '../shared/CallButton';
import { usePageMeta } from '../shared/usePageMeta';
import { isQuoteService } from './quoteRequest';
import { useOpenBooking } from './useOpenBooking';

/**
 * /request-quote?service=<value>: opens the booking dialog with the matching service type; the page
 * behind it offers the dialog again, the phone and the services.
 */
export function RequestQuotePage() {
  useTranslationsLoaded();
  const localize = useLocalizedPath();
  const { t } = useTranslation(SERVICES_NS);
  const [params] = useSearchParams();
  const value = params.get('service');
  const service = isQuoteService(value) ? value : null;
  const openBooking = useOpenBooking();
  usePageMeta('requestQuote');

  useEffect(() => {
    openBooking(service);
    // Opens once per visit to a quote link; a language switch must not reopen a closed dialog.
  }, [service]);

  return (
    <section className="pub-page pub-section pub-quote" aria-labelledby="quote-heading">
      <h1 id="quote-heading">{t('requestQuote.heading')}</h1>
      <p className="pub-section__intro">{service ? t(`requestQuote.descriptions.${service}`) : t('requestQuote.text')}</p>
      <div className="pub-cta__actions">
        <BookingButton className="btn btn-primary btn-lg" onOpen={() => openBooking(service)}>
          {t('requestQuote.open')}
        </BookingButton>
        <CallButton label={t('requestQuote.call')} />
      </div>
      <p className="pub-section__more">
        <Link to={localize('/services')}>{t('requestQuote.browse')}</Link>
      </p>
    </section>
  );
}
