import { useTranslation } from 'react-i18next';
import { passwordCriteria, type PasswordCriteria } from '@hvac/contracts/identity';
import { NS } from '../i18n';

const ORDER: (keyof PasswordCriteria)[] = ['length', 'uppercase', 'lowercase', 'number', 'special'];

/** The live checklist under a new-password field; each line flips as the typed password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation(NS);
  const met = passwordCriteria(password);
  return (
    <div id={id} className="acc-checklist">
      <p className="acc-checklist__heading">{t('criteria.heading')}</p>
      <ul>
        {ORDER.map((key) => (
          <li key={key} data-criterion={key} data-met={met[key]} className={met[key] ? 'is-met' : undefined}>
            <span aria-hidden="true" className="acc-checklist__mark">{met[key] ? '✓' : '○'}</span>
            {t(`criteria.${key}`)}
            <span className="acc-sr-only"> {met[key] ? t('criteria.met') : t('criteria.notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
