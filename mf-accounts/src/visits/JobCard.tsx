import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { VISIT_STATUS_ORDER, type Visit, type VisitStatus, type VisitStatusBody } from '@hvac/contracts/requests';
import { localDigits } from '@hvac/web-kit';
import { Button, FreeText } from '@hvac/ui';
import { CompleteForm } from './CompleteForm';
import { NS } from './i18n';
import { invoiceHandover } from './invoice-handover';
import { enqueue } from './offline/outbox';
import { windowText } from './times';
import { VisitHistory } from './VisitHistory';
import { VisitStatusBadge } from './VisitStatusBadge';

interface JobCardProps {
  visit: Visit;
  /** The status as the phone knows it: the last change still waiting in the outbox, else the server's. */
  status: VisitStatus;
}

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** One visit on the technician's phone (docs/domains/service-requests.md#the-technicians-day). */
export const JobCard = memo(function JobCard({ visit, status }: JobCardProps) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const [completing, setCompleting] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The order never leads back to scheduled, so the next step is always one a status call takes.
  const next = (status === 'cancelled' ? undefined : VISIT_STATUS_ORDER[VISIT_STATUS_ORDER.indexOf(status) + 1]) as VisitStatusBody['status'] | undefined;
  const { request } = visit;

  const step = () => {
    if (next === 'completed') setCompleting(true);
    else if (next) void enqueue({ visitId: visit.id, type: 'status', body: { status: next, at: new Date().toISOString() } });
  };

  return (
    <li className="vj-card" data-visit-id={visit.id}>
      <div className="vj-card__head">
        <h3 className="vj-window">{windowText(visit.startsAt, visit.endsAt, i18n.language)}</h3>
        <VisitStatusBadge status={status} />
      </div>
      <p className="vj-customer">
        <FreeText>{request.customerName}</FreeText>
      </p>
      <p>
        <a className="vj-link" href={mapLink(request.address)} target="_blank" rel="noreferrer">
          <FreeText>{request.address}</FreeText>
          <span className="visually-hidden"> ({t('myJobs.map')})</span>
        </a>
      </p>
      {request.phone && (
        <p>
          <a className="vj-link" href={`tel:${request.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {t('myJobs.call', { phone: localDigits(request.phone, i18n.language) })}
          </a>
        </p>
      )}
      <p>
        <strong>{t('myJobs.service')}:</strong> {request.serviceType}
      </p>
      <details className="vj-details" onToggle={(e) => setHistoryOpen(e.currentTarget.open)}>
        <summary>{t('myJobs.history')}</summary>
        {request.description && request.description !== request.serviceType && (
          <p>
            <strong>{t('myJobs.description')}:</strong> <FreeText>{request.description}</FreeText>
          </p>
        )}
        {historyOpen && <VisitHistory visitId={visit.id} />}
      </details>
      {completing ? (
        <CompleteForm visitId={visit.id} onDone={() => setCompleting(false)} />
      ) : (
        <div className="vj-actions">
          {next && <Button onClick={step}>{t(`myJobs.next.${next}`)}</Button>}
          {status === 'completed' && (
            <Button variant="secondary" onClick={() => navigate('/admin/invoices/new', { state: invoiceHandover(visit) })}>
              {t('myJobs.invoice')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
});
