import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NotFound, Spinner } from '@hvac/ui';
import { SHELL_NS } from '../i18n';
import { remoteForPath } from './prefixes';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteModule } from './remoteComponent';

/** Mounts the remote that owns the current path, or the 404 page when none does. */
export function RemoteOutlet() {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  return (
    <RemoteBoundary key={remote} remote={remote} resetKey={pathname}>
      <Suspense fallback={<Spinner label={t('loadingPage')} className="remote-loading" />}>
        <RemoteModule id={`${remote}/routes`} />
      </Suspense>
    </RemoteBoundary>
  );
}
