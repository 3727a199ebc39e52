import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@hvac/web-kit';
import { NS } from '../i18n';
import { Stars } from '../shared/Stars';
import { TESTIMONIALS } from './content';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

export function Testimonials() {
  const localize = useLocalizedPath();
  const { t } = useTranslation(NS);
  return (
    <section className="pub-section" aria-labelledby="home-testimonials-heading">
      <h2 id="home-testimonials-heading">{t('home.testimonials.heading')}</h2>
      <ul className="pub-grid pub-grid--3">
        {TESTIMONIALS.map(({ id, key, rating }) => {
          const name = t(`home.testimonials.${key}.name`);
          return (
            <li key={id} className="pub-testimonial">
              <figure>
                <Stars rating={rating} label={t('home.testimonials.rating', { rating })} />
                <blockquote>
                  <p>{t(`home.testimonials.${key}.quote`)}</p>
                </blockquote>
                <figcaption>
                  <span className="pub-avatar" aria-hidden="true">
                    {initials(name)}
                  </span>
                  <span>
                    <strong>{name}</strong>
                    <span className="pub-testimonial__meta">
                      {t(`home.testimonials.${key}.location`)} · {t(`home.testimonials.${key}.service`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <p className="pub-section__more">
        <Link className="pub-more-link" to={localize('/testimonials')}>
          {t('home.testimonials.readMore')}
        </Link>
      </p>
    </section>
  );
}
