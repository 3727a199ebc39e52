import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { REASONS } from './content';

export function Reasons() {
  const { t } = useTranslation(NS);
  return (
    <section className="pub-section pub-section--tinted" aria-labelledby="home-reasons-heading">
      <h2 id="home-reasons-heading">{t('home.reasons.heading')}</h2>
      <ul className="pub-grid pub-grid--4">
        {REASONS.map(({ key, Icon }) => (
          <li key={key} className="pub-reason">
            <span className="pub-reason__icon">
              <Icon />
            </span>
            <h3>{t(`home.reasons.${key}.title`)}</h3>
            <p>{t(`home.reasons.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
