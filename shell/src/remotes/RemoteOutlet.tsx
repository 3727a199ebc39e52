import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routesModuleId } from '@hvac/federation/browser';
import { NotFound, Spinner } from '@hvac/ui';
import { SHELL_NS } from '../i18n';
import { readRemotes, useRemotes, useRoute } from './config';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { RemoteModule } from './remoteComponent';

/** /remotes.json could not be read, so no path has a remote yet: the contained panel, whose Retry reads it again. */
function RemotesUnread() {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void readRemotes().finally(() => setRetrying(false));
  };
  return <RemoteErrorPanel kind="unavailable" detail="" retrying={retrying} onRetry={retry} />;
}

/** Mounts the remote that declares the current path, or the 404 page when none does. */
export function RemoteOutlet() {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const read = useRemotes((s) => s.config !== null);
  const failed = useRemotes((s) => s.failed);
  const route = useRoute(pathname);
  const loading = <Spinner label={t('loadingPage')} className="remote-loading" />;
  if (!read) return failed ? <RemotesUnread /> : loading;
  if (!route) return <NotFound />;
  return (
    <RemoteBoundary key={route.remote} remote={route.remote} resetKey={pathname}>
      <Suspense fallback={loading}>
        <RemoteModule id={routesModuleId(route.remote)} />
      </Suspense>
    </RemoteBoundary>
  );
}
