import { useWidgetWords } from '@hvac/web-kit/failure-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OPEN_SERVICE_REQUEST_STATUSES } from '@hvac/contracts/requests';
import { OverviewWidget } from '@hvac/ui/widget';
import { NS } from './i18n';
import { useRequestOverview } from './queries';

/** The open requests, the unassigned first, each figure linking to the list filtered to it (docs/domains/service-requests.md#overview-widget). */
export function OpenServiceRequests() {
  const { t } = useTranslation(NS);
  const query = useRequestOverview();
  return (
    <OverviewWidget id="widget-open-requests" heading={t('requests.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {(data) => (
        <>
          <p className="overview-figure">
            <Link to="/admin/service-requests?unassigned=true">{t('requests.unassigned', { count: data.unassigned })}</Link>
          </p>
          <ul className="overview-detail" aria-label={t('requests.byStatus')}>
            {OPEN_SERVICE_REQUEST_STATUSES.map((status) => (
              <li key={status}>
                <Link to={`/admin/service-requests?status=${status}`}>{t(`requests.status.${status}`, { count: data.byStatus[status] })}</Link>
              </li>
            ))}
          </ul>
          <p className="overview-detail">{t('requests.total', { count: data.total })}</p>
        </>
      )}
    </OverviewWidget>
  );
}
