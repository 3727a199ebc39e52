import { useWidgetWords } from '@hvac/web-kit/failure-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VisitCard } from '@hvac/contracts/requests';
import { OverviewWidget } from '@hvac/ui/widget';
import { NS } from './i18n';
import { useTodaysVisits } from './queries';

/** Today's visits per technician, the busiest first. */
const byTechnician = (visits: VisitCard[]): [string, number][] => {
  const counts = new Map<string, number>();
  for (const visit of visits) if (visit.status !== 'cancelled') counts.set(visit.technicianName, (counts.get(visit.technicianName) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

/** Today's visits in Houston, by technician, the figure opening today on the dispatch board (docs/domains/service-requests.md#visits). */
export function TodaysVisits() {
  const { t } = useTranslation(NS);
  const query = useTodaysVisits();
  return (
    <OverviewWidget id="widget-todays-visits" heading={t('visits.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {(visits) => {
        const technicians = byTechnician(visits);
        const count = technicians.reduce((sum, [, n]) => sum + n, 0);
        return (
          <>
            <p className="overview-figure">
              <Link to="/admin/dispatch?view=day">{t('visits.count', { count })}</Link>
            </p>
            {count === 0 ? (
              <p className="overview-detail">{t('visits.none')}</p>
            ) : (
              <ul className="overview-detail">
                {technicians.map(([name, n]) => (
                  <li key={name}>{t('visits.technician', { name, count: n })}</li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </OverviewWidget>
  );
}
