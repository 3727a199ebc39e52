import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '@hvac/web-kit/formatters';
import { failureText } from '@hvac/web-kit/failure-text';
import { ErrorBox, FreeText, Spinner } from '@hvac/ui';
import { StatusBadge } from '@hvac/ui/list';
import { KNOWN_MESSAGES, NS } from './i18n';
import { useRequest } from './queries';
import { usePageTitle } from './shared';
import './service-requests.css';
import { RequestVisits } from '../visits/RequestVisits';

const DETAIL_FIELDS = [
  'commonIssues',
  'otherDescription',
  'systemAge',
  'systemType',
  'installationType',
  'propertySize',
  'propertyType',
  'selectedTier',
  'addOns',
  'generalNotes',
] as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sr-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A customer or technician: the name, and the address to write to. */
function Person({ username, email }: { username: string; email: string }) {
  return (
    <>
      <FreeText>{username}</FreeText>
      {' · '}
      <a href={`mailto:${email}`} dir="ltr">
        {email}
      </a>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="acc-panel sr-panel">
      <h2>{title}</h2>
      <dl>{children}</dl>
    </section>
  );
}

/**
 * Additional details are a free key/value map (docs/domains/service-requests.md#data): lists joined, add-ons by the names of the
 * ticked ones (a key this screen has no name for, from a newer dialog, is shown as sent).
 */
function detailValue(value: unknown, t: (key: string, options?: { defaultValue: string }) => string): string {
  if (value === null || value === undefined || value === '') return t('detail.none');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : t('detail.none');
  if (typeof value === 'boolean') return value ? t('detail.yes') : t('detail.no');
  if (typeof value === 'object') {
    const ticked = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v === true)
      .map(([k]) => t(`detail.addOnNames.${k}`, { defaultValue: k }));
    return ticked.length ? ticked.join(', ') : t('detail.none');
  }
  return String(value);
}

/** /admin/service-requests/:id (docs/domains/service-requests.md#service-request-detail): read-only, with a back link and a note about what comes later. */
export function ServiceRequestDetail() {
  const { t } = useTranslation(NS);
  usePageTitle('detail');
  const { id = '' } = useParams();
  const { data: request, error: failed } = useRequest(id);
  const error = failed && failureText(failed, t, 'messages.detailFailed', { known: KNOWN_MESSAGES });

  const back = (
    <p>
      <Link to="/admin/service-requests">← {t('detail.back')}</Link>
    </p>
  );

  if (error) {
    return (
      <div className="acc-page acc-page--wide sr-page">
        {back}
        <ErrorBox>
          <p>{t('messages.detailFailed')}</p>
          {error !== t('messages.detailFailed') && <p>{error}</p>}
        </ErrorBox>
      </div>
    );
  }
  if (!request) {
    return (
      <div className="acc-page acc-page--wide sr-page">
        {back}
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }

  const prefs = request.schedulingPreferences ?? {};
  const details = request.additionalDetails ?? {};
  // The dialog sends every key, empty for the variants not chosen; only the answers given are shown.
  const shownDetails = DETAIL_FIELDS.filter((key) => detailValue(details[key], t) !== t('detail.none'));
  return (
    <div className="acc-page acc-page--wide sr-page">
      {back}
      <h1>
        {t('detail.heading')} <code title={request.id}>{request.id}</code>
      </h1>
      <p className="sr-note" role="note">
        {t('detail.note')}
      </p>
      <div className="sr-panels">
        <Panel title={t('detail.service')}>
          <Row label={t('detail.serviceType')}>{request.serviceType}</Row>
          <Row label={t('detail.status')}>
            <StatusBadge status={request.status} />
          </Row>
          <Row label={t('detail.technician')}>{request.technician ? <Person {...request.technician} /> : t('detail.unassigned')}</Row>
          <Row label={t('detail.description')}>{request.description ? <FreeText>{request.description}</FreeText> : t('detail.none')}</Row>
        </Panel>
        <Panel title={t('detail.contact')}>
          <Row label={t('detail.name')}>
            <FreeText>{request.contactFullName}</FreeText>
          </Row>
          <Row label={t('detail.email')}>
            <a href={`mailto:${request.contactEmail}`} dir="ltr">
              {request.contactEmail}
            </a>
          </Row>
          <Row label={t('detail.phone')}>
            <a href={`tel:${request.contactPhone}`} dir="ltr">
              {request.contactPhone}
            </a>
          </Row>
          <Row label={t('detail.customer')}>{request.customer ? <Person {...request.customer} /> : t('detail.none')}</Row>
        </Panel>
        <Panel title={t('detail.address')}>
          <Row label={t('detail.address')}>
            <FreeText>{[request.contactStreet, request.contactApartment, request.contactCity, request.contactZip].filter(Boolean).join(', ')}</FreeText>
          </Row>
        </Panel>
        <Panel title={t('detail.dates')}>
          <Row label={t('detail.created')}>{formatDate(request.createdAt)}</Row>
          <Row label={t('detail.updated')}>{formatDate(request.updatedAt)}</Row>
        </Panel>
        <Panel title={t('detail.scheduling')}>
          <Row label={t('detail.date1')}>{formatDate(prefs.preferredDate1)}</Row>
          <Row label={t('detail.time1')}>{prefs.preferredTime1 || t('detail.none')}</Row>
          <Row label={t('detail.date2')}>{formatDate(prefs.preferredDate2)}</Row>
          <Row label={t('detail.time2')}>{prefs.preferredTime2 || t('detail.none')}</Row>
          <Row label={t('detail.notes')}>{prefs.notes ? <FreeText>{prefs.notes}</FreeText> : t('detail.none')}</Row>
        </Panel>
        <Panel title={t('detail.additional')}>
          {shownDetails.length === 0 && <Row label={t('detail.additional')}>{t('detail.none')}</Row>}
          {shownDetails.map((key) => (
            <Row key={key} label={t(`detail.fields.${key}`)}>
              {detailValue(details[key], t)}
            </Row>
          ))}
        </Panel>
      </div>
      <RequestVisits serviceRequestId={request.id} />
    </div>
  );
}
