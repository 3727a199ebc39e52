import { useTranslation } from 'react-i18next';
import { Button, PhoneNumber } from '@hvac/ui';
import { COMPANY } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';

/** Why a remote is not on the page; each has its own words. */
export type RemoteFailureKind = 'unavailable' | 'incompatible' | 'chunk' | 'crash';

export interface RemoteErrorPanelProps {
  kind: RemoteFailureKind;
  chunkId?: string;
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

/** The contained panel drawn in place of a remote that failed (docs/architecture.md#microfrontends). */
export function RemoteErrorPanel({ kind, chunkId, detail, retrying, onRetry }: RemoteErrorPanelProps) {
  const { t } = useTranslation(SHELL_NS);
  const crash = kind === 'crash';
  return (
    <section className="remote-error" role="alert" aria-labelledby="remote-error-title" data-testid="remote-error">
      <h1 id="remote-error-title">{crash ? t('remoteError.crashTitle') : t('remoteError.title')}</h1>
      {kind === 'unavailable' && <p>{t('remoteError.message')}</p>}
      {kind === 'chunk' && <p className="remote-error-detail">{t('remoteError.chunk', { id: chunkId })}</p>}
      {kind === 'incompatible' && (
        <>
          <p>{t('remoteError.incompatible')}</p>
          <p className="remote-error-detail">
            {t('remoteError.incompatibleDetail')} <bdi dir="ltr">{detail}</bdi>
          </p>
        </>
      )}
      {crash && <p className="remote-error-detail">{detail}</p>}
      <p>
        {t('remoteError.callUs')}{' '}
        <a href={COMPANY.phone.href}>
          <PhoneNumber display={COMPANY.phone.display} />
        </a>
      </p>
      <Button onClick={onRetry} loading={retrying}>
        {t('remoteError.retry')}
      </Button>
    </section>
  );
}
