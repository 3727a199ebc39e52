import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@hvac/web-kit';
import { NS } from '../i18n';
import { SERVICE_CARDS } from './content';

export function ServiceCards() {
  const localize = useLocalizedPath();
  const { t } = useTranslation(NS);
  return (
    <section className="pub-section" aria-labelledby="home-services-heading">
      <h2 id="home-services-heading">{t('home.services.heading')}</h2>
      <p className="pub-section__intro">{t('home.services.intro')}</p>
      <ul className="pub-grid pub-grid--4">
        {SERVICE_CARDS.map(({ id, key, learnMoreLink, Icon }) => {
          const name = t(`home.services.${key}.name`);
          return (
            <li key={id} className="pub-card" data-service={id}>
              <span className="pub-card__icon">
                <Icon />
              </span>
              <h3>{name}</h3>
              <p>{t(`home.services.${key}.description`)}</p>
              <Link className="pub-card__link" to={localize(learnMoreLink)} aria-label={t('home.services.learnMoreAbout', { name })}>
                {t('home.services.learnMore')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
