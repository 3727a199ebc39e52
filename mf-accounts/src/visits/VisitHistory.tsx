import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@hvac/web-kit/date-time';
import { useVisitDetail } from './api/visit-detail';
import { NS } from './i18n';

/** A visit's status history, read when opened and only online (docs/domains/service-requests.md#visit-statuses). */
export function VisitHistory({ visitId }: { visitId: string }) {
  const { t, i18n } = useTranslation(NS);
  const { data, error } = useVisitDetail(visitId);
  if (error) return <p className="vj-hint">{t('myJobs.historyOffline')}</p>;
  if (!data) return <p className="vj-hint">{t('myJobs.historyLoading')}</p>;
  return (
    <ol className="vj-history">
      {data.history.map((h) => (
        <li key={`${h.status}-${h.at}`}>
          {t('myJobs.historyEntry', { status: t(`status.${h.status}`), time: formatDateTime(h.at, i18n.language), name: h.byName ?? '' })}
          {h.notes && <p className="vj-notes">{h.notes}</p>}
        </li>
      ))}
    </ol>
  );
}
