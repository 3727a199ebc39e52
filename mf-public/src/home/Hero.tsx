import { useTranslation } from 'react-i18next';
import { BookingButton, COMPANY, useModal } from '@hvac/web-kit';
import { PhoneNumber } from '@hvac/ui';
import { NS } from '../i18n';

export function Hero() {
  const { t } = useTranslation(NS);
  const open = useModal((s) => s.open);
  return (
    <section className="pub-hero" aria-labelledby="home-hero-heading">
      <div className="pub-hero__inner">
        <p className="pub-hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-heading">{t('home.hero.heading')}</h1>
        <p className="pub-hero__subtitle">{t('home.hero.subtitle')}</p>
        <div className="pub-hero__actions">
          <BookingButton className="btn btn-primary btn-lg" onOpen={() => open('scheduleService')}>
            {t('home.hero.schedule')}
          </BookingButton>
          <a className="pub-hero__call" href={COMPANY.phone.href}>
            {t('home.hero.call')} <PhoneNumber display={COMPANY.phone.display} />
          </a>
        </div>
      </div>
    </section>
  );
}
