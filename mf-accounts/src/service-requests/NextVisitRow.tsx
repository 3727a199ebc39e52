import { useTranslation } from 'react-i18next';
import type { NextVisit } from '@hvac/contracts/requests';
import { dayText, windowText } from '../visits/times';
import { VisitStatusBadge } from '../visits/VisitStatusBadge';
import { NS } from './i18n';

/** The customer is told when the technician comes (docs/domains/service-requests.md#visits): day, Houston window, first name, status. */
export function NextVisitRow({ visit }: { visit: NextVisit }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <div className="sr-row sr-next-visit">
      <dt>{t('my.nextVisit')}</dt>
      <dd>
        {t('my.nextVisitText', { day: dayText(visit.startsAt, i18n.language), window: windowText(visit.startsAt, visit.endsAt, i18n.language), technician: visit.technicianFirstName })}{' '}
        <VisitStatusBadge status={visit.status} />
      </dd>
    </div>
  );
}
