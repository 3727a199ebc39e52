import { useTranslation } from 'react-i18next';
import { declaredWidgets } from '@hvac/federation/browser';
import { useSession } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { ErrorBox, Spinner } from '@hvac/ui';
import { NS } from '../i18n';
import { WidgetSlot } from './WidgetSlot';

/**
 * The owner's overview (docs/domains/accounts.md#admin-dashboard): every widget the deployed remotes
 * declare for the reader's role, in their order, each loaded in parallel and failing alone.
 */
export function Overview() {
  const { t } = useTranslation(NS);
  const role = useSession((s) => s.user?.role);
  const declared = useBackOfficeQuery({ queryKey: ['overview', 'widgets', role], queryFn: () => declaredWidgets(role ?? ''), enabled: role !== undefined });
  return (
    <section className="overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading">{t('overview.heading')}</h2>
      {declared.error ? (
        <ErrorBox>{t('overview.unavailable')}</ErrorBox>
      ) : !declared.data ? (
        <Spinner label={t('overview.loading')} />
      ) : (
        <div className="overview-grid">
          {declared.data.map((widget) => (
            <WidgetSlot key={`${widget.remote}/${widget.id}`} widget={widget} />
          ))}
        </div>
      )}
    </section>
  );
}
