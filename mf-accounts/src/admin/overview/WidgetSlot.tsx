import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWidget, RemoteUnavailableError, resetWidgetRemote, type DeclaredWidget } from '@hvac/federation/browser';
import { translationsLoaded } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { NS } from '../i18n';
import { WidgetBoundary } from './WidgetBoundary';

/** The contained error in a widget's place: its remote's words are out of reach, so the dashboard's own, and Retry. */
function WidgetFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  const [retrying, setRetrying] = useState(false);
  const text = error instanceof RemoteUnavailableError ? t('overview.unavailable') : failureText(error, t, 'overview.failed');
  return (
    <section className="overview-widget" aria-label={t('overview.failedWidget')} data-testid="widget-error">
      <ErrorBox>
        <p>{text}</p>
        <Button
          variant="secondary"
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            onRetry();
          }}
        >
          {t('overview.retry')}
        </Button>
      </ErrorBox>
    </section>
  );
}

/**
 * One declared widget, loaded from its remote through the page's federation runtime, with its
 * translations, inside its own boundary. Retry registers the remote afresh and loads it again.
 */
export function WidgetSlot({ widget }: { widget: DeclaredWidget }) {
  const { t } = useTranslation(NS);
  const [attempt, setAttempt] = useState(0);
  // A lazy component remembers a failed load for good; a new attempt is a new one.
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const component = await loadWidget(widget);
        await translationsLoaded().catch(() => undefined);
        return { default: component };
      }),
    // `attempt` is not read inside: a new one is the reason to load anew.
    [widget.remote, widget.module, widget.id, attempt],
  );
  const retry = () => void resetWidgetRemote(widget.remote).catch(() => undefined).then(() => setAttempt((n) => n + 1));
  return (
    <WidgetBoundary key={attempt} fallback={(error) => <WidgetFailure error={error} onRetry={retry} />}>
      <Suspense fallback={<Spinner label={t('overview.loading')} />}>
        <Widget />
      </Suspense>
    </WidgetBoundary>
  );
}
