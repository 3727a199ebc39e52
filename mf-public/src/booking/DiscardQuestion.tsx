import { useTranslation } from 'react-i18next';
import { Button } from '@hvac/ui';
import { NS } from './i18n';

/**
 * Asked in the dialog when a click beside it would throw away what was entered
 * (docs/domains/public-site.md#booking-dialog); keeping is the first choice.
 */
export function DiscardQuestion({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <section className="bk-discard" aria-labelledby="bk-discard-heading" aria-describedby="bk-discard-text">
      <h3 id="bk-discard-heading" className="bk-step-heading" tabIndex={-1}>
        {t('discard.heading')}
      </h3>
      <p id="bk-discard-text">{t('discard.text')}</p>
      <div className="modal-actions bk-actions">
        <Button variant="secondary" onClick={onDiscard}>
          {t('discard.discard')}
        </Button>
        <Button onClick={onKeep}>{t('discard.keep')}</Button>
      </div>
    </section>
  );
}
