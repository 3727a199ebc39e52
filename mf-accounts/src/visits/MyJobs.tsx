import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visit, VisitStatus } from '@hvac/contracts/requests';
import { COMPANY } from '@hvac/web-kit';
import { formatDateTime } from '@hvac/web-kit/date-time';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button } from '@hvac/ui';
import { useMyDay } from './api/my-visits';
import { NS } from './i18n';
import { JobCard } from './JobCard';
import { useOutbox, type OutboxItem } from './offline/outbox';
import { useInstallable } from './offline/installable';
import { dayText, houstonDay } from './times';
import './visits.css';

/** Each visit's status as the phone knows it: the last change waiting in the outbox wins over the server's. */
function statusesOf(visits: Visit[], pending: OutboxItem[]): Map<string, VisitStatus> {
  const statuses = new Map(visits.map((v) => [v.id, v.status]));
  for (const item of pending) if (item.type === 'status') statuses.set(item.visitId, item.body.status);
  return statuses;
}

/** Visits by Houston day, in the order they come (soonest first). */
function byDay(visits: Visit[]): [string, Visit[]][] {
  const days = new Map<string, Visit[]>();
  for (const v of visits) days.set(houstonDay(v.startsAt), [...(days.get(houstonDay(v.startsAt)) ?? []), v]);
  return [...days];
}

/**
 * /my-jobs (docs/domains/service-requests.md#the-technicians-day): the technician's day and the coming
 * days on a phone; readable offline from the last answer, every change queued until it is sent.
 */
export function MyJobs() {
  const { t, i18n } = useTranslation(NS);
  const { data, error } = useMyDay();
  const { pending, refusals, dismiss } = useOutbox();
  useInstallable();
  useEffect(() => {
    document.title = t('meta.myJobs', { company: COMPANY.name });
  }, [t, i18n.language]);
  const statuses = useMemo(() => statusesOf(data?.visits ?? [], pending), [data, pending]);
  const days = useMemo(() => byDay((data?.visits ?? []).filter((v) => v.status !== 'cancelled')), [data]);

  let body;
  if (error && !data) {
    body = (
      <p role="alert" className="error-box">
        {t('myJobs.error', { message: failureText(error, t, 'myJobs.failed') })}
      </p>
    );
  } else if (!data) {
    body = (
      <p role="status" className="acc-loading">
        {t('myJobs.loading')}
      </p>
    );
  } else if (days.length === 0) {
    body = <p className="vj-empty">{t('myJobs.empty')}</p>;
  } else {
    body = days.map(([day, visits]) => (
      <section key={day} className="vj-day" aria-labelledby={`vj-day-${day}`}>
        <h2 id={`vj-day-${day}`}>{dayText(visits[0]!.startsAt, i18n.language)}</h2>
        <ul className="vj-cards">
          {visits.map((v) => (
            <JobCard key={v.id} visit={v} status={statuses.get(v.id) ?? v.status} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <div className="acc-page vj-page">
      <h1>{t('myJobs.heading')}</h1>
      <p className="vj-hint">{t('myJobs.intro')}</p>
      {data?.offline && (
        <p role="status" className="vj-banner">
          {t('myJobs.offline', { time: formatDateTime(data.savedAt, i18n.language) })}
        </p>
      )}
      {pending.length > 0 && (
        <p role="status" className="vj-banner" data-testid="outbox-pending">
          {t('myJobs.pending', { count: pending.length })}
        </p>
      )}
      {refusals.map((r, i) => (
        <p key={i} role="alert" className="error-box">
          {t('myJobs.refused', { message: r.message })}
        </p>
      ))}
      {refusals.length > 0 && (
        <Button variant="secondary" onClick={dismiss}>
          {t('myJobs.dismiss')}
        </Button>
      )}
      {body}
    </div>
  );
}
