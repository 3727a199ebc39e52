import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routesModuleId } from '@hvac/federation/browser';
import { NotFound, Spinner } from '@hvac/ui';
import { SHELL_NS } from '../i18n';
import { readRemotes, useRemotes, useRoute } from './config';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { RemoteModule } from './remoteComponent';

/** Mounts the remote that declares the current path, or the 404 page when none does. */
export function RemoteOutlet() {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const read = useRemotes((s) => s.config !== null);
  const failed = useRemotes((s) => s.failed);
  const route = useRoute(pathname);
  const loading = <Spinner label={t('loadingPage')} className="remote-loading" />;
  // Without /remotes.json no path has a remote: the contained panel, whose Retry reads it again.
  if (!read) return failed ? <RemoteErrorPanel kind="unavailable" detail="" retrying={false} onRetry={() => void readRemotes()} /> : loading;
  if (!route) return <NotFound />;
  return (
    <RemoteBoundary key={route.remote} remote={route.remote} resetKey={pathname}>
      <Suspense fallback={loading}>
        <RemoteModule id={routesModuleId(route.remote)} />
      </Suspense>
    </RemoteBoundary>
  );
}
