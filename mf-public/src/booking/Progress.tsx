import { useTranslation } from 'react-i18next';
import { localNumber } from '@hvac/web-kit';
import { NS } from './i18n';

export const STEP_NAMES = ['service', 'details', 'contact', 'schedule', 'review'] as const;

/** The five steps, the current one marked for screen readers too (docs/domains/public-site.md#booking-dialog). */
export function Progress({ step }: { step: number }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <nav aria-label={t('progress.label')} className="bk-progress">
      <ol>
        {STEP_NAMES.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li key={name} className={`bk-progress__step bk-progress__step--${state}`} aria-current={number === step ? 'step' : undefined}>
              <span className="bk-progress__number" aria-hidden="true">
                {localNumber(number, i18n.resolvedLanguage)}
              </span>
              <span className="bk-progress__name">{t(`progress.steps.${name}`)}</span>
              {state === 'done' && <span className="bk-sr-only"> ({t('progress.done')})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
