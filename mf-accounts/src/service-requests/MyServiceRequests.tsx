import { useTranslation } from 'react-i18next';
import type { ListedServiceRequest } from '@hvac/contracts/requests';
import { useModal } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, FreeText } from '@hvac/ui';
import { StatusBadge } from '@hvac/ui/list';
import { KNOWN_MESSAGES, NS } from './i18n';
import { useMyRequests } from './queries';
import { shortId, usePageTitle } from './shared';
import { NextVisitRow } from './NextVisitRow';
import './service-requests.css';

function RequestCard({ request }: { request: ListedServiceRequest }) {
  const { t } = useTranslation(NS);
  const prefs = request.schedulingPreferences;
  return (
    <li className="sr-card" data-request-id={request.id}>
      <div className="sr-card__head">
        <h2>{request.serviceType}</h2>
        <StatusBadge status={request.status} />
      </div>
      <p className="sr-muted">
        {t('my.requested', { date: formatDate(request.createdAt) })} · {t('my.reference', { id: shortId(request.id) })}
      </p>
      <dl>
        {request.nextVisit && <NextVisitRow visit={request.nextVisit} />}
        <div className="sr-row">
          <dt>{t('my.technician')}</dt>
          <dd>{request.technician?.username ?? t('my.unassigned')}</dd>
        </div>
        {prefs?.preferredDate1 && (
          <div className="sr-row">
            <dt>{t('my.preferred')}</dt>
            <dd>{[formatDate(prefs.preferredDate1), prefs.preferredTime1].filter(Boolean).join(' · ')}</dd>
          </div>
        )}
        <div className="sr-row">
          <dt>{t('my.address')}</dt>
          <dd>
            <FreeText>{[request.contactStreet, request.contactApartment, request.contactCity, request.contactZip].filter(Boolean).join(', ')}</FreeText>
          </dd>
        </div>
        {request.description && request.description !== request.serviceType && (
          <div className="sr-row">
            <dt>{t('my.description')}</dt>
            <dd>
              <FreeText>{request.description}</FreeText>
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** /my-service-requests (docs/domains/service-requests.md#my-service-requests, behind RequireAuth): the signed-in user's own requests as cards. */
export function MyServiceRequests() {
  const { t } = useTranslation(NS);
  usePageTitle('my');
  const open = useModal((s) => s.open);
  const { data: requests, error } = useMyRequests();

  let body;
  if (error) {
    body = (
      <p role="alert" className="error-box">
        {t('messages.error', { message: failureText(error, t, 'messages.myFailed', { known: KNOWN_MESSAGES }) })}
      </p>
    );
  } else if (!requests) {
    body = (
      <p role="status" className="acc-loading">
        {t('my.loading')}
      </p>
    );
  } else if (requests.length === 0) {
    body = (
      <section className="sr-empty sr-empty--my" aria-labelledby="sr-my-empty">
        <h2 id="sr-my-empty">{t('my.emptyTitle')}</h2>
        <p>{t('my.emptyText')}</p>
        <Button onClick={() => open('scheduleService')}>{t('my.schedule')}</Button>
      </section>
    );
  } else {
    body = (
      <ul className="sr-cards">
        {requests.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    );
  }

  return (
    <div className="acc-page acc-page--wide sr-page">
      <h1>{t('my.heading')}</h1>
      {body}
    </div>
  );
}
