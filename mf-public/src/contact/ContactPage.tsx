import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FreeText, PhoneNumber } from '@hvac/ui';
import { COMPANY, companyAddressLine, useTranslationsLoaded } from '@hvac/web-kit';
import { PAGES_NS } from '../i18n/pages';
import { usePageMeta } from '../shared/usePageMeta';
import { ContactForm, emptyContact } from './ContactForm';
import { contactPrefillOf } from './prefill';

const MAP_EMBED = `https://www.google.com/maps?q=${encodeURIComponent(companyAddressLine())}&output=embed`;

function OfficeHours() {
  const { t, i18n } = useTranslation(PAGES_NS);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (hhmm: string) => time.format(new Date(`1970-01-01T${hhmm}:00Z`));
  return (
    <dl className="pub-hours">
      {COMPANY.officeHours.map(({ days, open, close }) => (
        <div key={days}>
          <dt>{t(`contact.hours.${days}`)}</dt>
          <dd>{open && close ? t('contact.hours.range', { open: at(open), close: at(close) }) : t('contact.hours.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /contact (docs/domains/public-site.md#contact) (and /contact-us?query=… with the form prefilled). */
export function ContactPage() {
  // This page's strings arrive with its chunk; in Persian or Spanish wait for them rather than flash English.
  useTranslationsLoaded();
  const { t } = useTranslation(PAGES_NS);
  const [params] = useSearchParams();
  const prefill = contactPrefillOf(params.get('query'));
  usePageMeta('contact');
  const initial = emptyContact(prefill ? { subject: prefill.subject, message: t(`contact.prefill.${prefill.key}`) } : {});

  return (
    <div className="pub-page">
      <section className="pub-banner" aria-labelledby="contact-heading">
        <div className="pub-banner__inner">
          <h1 id="contact-heading">{t('contact.heading')}</h1>
          <p>{t('contact.intro')}</p>
        </div>
      </section>
      <div className="pub-section pub-contact">
        <section className="pub-card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
          <ContactForm key={params.get('query') ?? ''} initial={initial} />
        </section>
        <div className="pub-contact__aside">
          <section className="pub-card" aria-labelledby="contact-direct-heading">
            <h2 id="contact-direct-heading">{t('contact.direct.heading')}</h2>
            <dl className="pub-facts">
              <div>
                <dt>{t('contact.direct.phone')}</dt>
                <dd>
                  <a href={COMPANY.phone.href}>
                    <PhoneNumber display={COMPANY.phone.display} />
                  </a>
                </dd>
              </div>
              <div>
                <dt>{t('contact.direct.email')}</dt>
                <dd>
                  <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                </dd>
              </div>
              <div>
                <dt>{t('contact.direct.address')}</dt>
                <dd>
                  <a href={COMPANY.mapUrl} target="_blank" rel="noopener noreferrer">
                    <FreeText>{companyAddressLine()}</FreeText>
                  </a>
                </dd>
              </div>
            </dl>
          </section>
          <section className="pub-card" aria-labelledby="contact-hours-heading">
            <h2 id="contact-hours-heading">{t('contact.hours.heading')}</h2>
            <OfficeHours />
          </section>
          <section className="pub-card pub-emergency" aria-labelledby="contact-emergency-heading">
            <h2 id="contact-emergency-heading">{t('contact.emergency.heading')}</h2>
            <p>{t('contact.emergency.text')}</p>
            <a className="btn btn-danger btn-md" href={COMPANY.emergencyPhone.href}>
              {t('contact.emergency.call')} <PhoneNumber display={COMPANY.emergencyPhone.display} />
            </a>
          </section>
        </div>
      </div>
      <section className="pub-section pub-map" aria-labelledby="contact-map-heading">
        <h2 id="contact-map-heading">{t('contact.map.heading')}</h2>
        <figure className="pub-map__figure">
          <iframe
            className="pub-map__frame"
            src={MAP_EMBED}
            title={t('contact.map.title', { address: companyAddressLine() })}
            width={1200}
            height={400}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
          <figcaption className="pub-map__caption">
            <span className="pub-map__state">{t('contact.map.caption')}</span>{' '}
            <a href={COMPANY.mapUrl} target="_blank" rel="noopener noreferrer">
              {t('contact.map.open')}
            </a>
          </figcaption>
        </figure>
      </section>
    </div>
  );
}
