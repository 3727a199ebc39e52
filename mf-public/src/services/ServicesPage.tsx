import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath, useTranslationsLoaded } from '@hvac/web-kit';
import { SERVICES_NS } from '../i18n/services';
import { CallButton } from '../shared/CallButton';
import { usePageMeta } from '../shared/usePageMeta';
import { SERVICE_ICONS } from './icons';
import { SERVICE_IMAGES, SERVICE_IMAGE_SIZE } from './images';
import type { ServiceSlug } from './content/types';
import { CtaBand } from '../shared/CtaBand';

/** The services list (docs/domains/public-site.md#services-list): the card links are the required slugs, which all have content. */
export const SERVICE_CARDS: { id: ServiceSlug; key: string; learnMoreLink: string }[] = [
  { id: 'air-conditioning', key: 'airConditioning', learnMoreLink: '/services/air-conditioning' },
  { id: 'heating', key: 'heating', learnMoreLink: '/services/heating' },
  { id: 'maintenance', key: 'maintenance', learnMoreLink: '/services/maintenance' },
  { id: 'indoor-air-quality', key: 'indoorAirQuality', learnMoreLink: '/services/indoor-air-quality' },
  { id: 'commercial-hvac', key: 'commercial', learnMoreLink: '/services/commercial-hvac' },
];

export function ServicesPage() {
  useTranslationsLoaded();
  const localize = useLocalizedPath();
  const { t } = useTranslation(SERVICES_NS);
  usePageMeta('services');
  return (
    <div className="pub-page">
      <section className="pub-banner" aria-labelledby="services-heading">
        <div className="pub-banner__inner">
          <h1 id="services-heading">{t('services.banner.heading')}</h1>
          <p>{t('services.banner.text')}</p>
        </div>
      </section>
      <section className="pub-section" aria-label={t('services.listLabel')}>
        <ul className="pub-grid pub-grid--3">
          {SERVICE_CARDS.map(({ id, key, learnMoreLink }, index) => {
            const Icon = SERVICE_ICONS[id];
            const name = t(`services.cards.${key}.name`);
            return (
              <li key={id} className="pub-card pub-card--media" data-service={id}>
                <img
                  className="pub-card__image"
                  src={SERVICE_IMAGES[id]}
                  alt=""
                  width={SERVICE_IMAGE_SIZE.width}
                  height={SERVICE_IMAGE_SIZE.height}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className="pub-card__icon">
                  <Icon />
                </span>
                <h2 className="pub-card__title">{name}</h2>
                <p>{t(`services.cards.${key}.description`)}</p>
                <Link className="pub-card__link" to={localize(learnMoreLink)} aria-label={t('services.learnMoreAbout', { name })}>
                  {t('services.learnMore')}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <CtaBand id="services-cta-heading" heading={t('services.cta.heading')} text={t('services.cta.text')}>
        <Link className="btn btn-primary btn-lg" to={localize('/request-quote')}>
          {t('services.cta.schedule')}
        </Link>
        <CallButton label={t('services.cta.call')} />
      </CtaBand>
    </div>
  );
}
