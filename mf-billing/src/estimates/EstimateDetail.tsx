import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { canEditEstimate } from '@hvac/contracts/billing';
import { isNotFound } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { ErrorBox, Spinner } from '@hvac/ui';
import { DocumentTools } from '../documents/DocumentTools';
import { HistoryPanel } from '@hvac/ui/history';
import { SendHistory } from '../documents/SendHistory';
import { NS } from '../i18n';
import { isStaffRole, useRole } from '../shared/access';
import { LinesAndTotals, Panel, Row, TextPanel } from '../shared/DocumentView';
import { placesOf } from '../shared/places';
import { useFailureText } from '../shared/queries';
import { useEstimateHistoryFields } from '../shared/history';
import { BillingStatus } from '../shared/StatusBadge';
import { usePageTitle } from '../shared/usePageTitle';
import { useEstimate } from './queries';

const LIST = '/admin/estimates';

/**
 * /admin/estimates/view/:estimateId (docs/domains/billing.md#estimates): client, dates, status, items,
 * totals, notes and terms. Edit is hidden for Accepted or Converted, the detail page's spelling of the
 * stored status (contracts' canEditEstimate, docs/domains/billing.md#detail-page-spellings). A client reads
 * it in their own area (docs/domains/billing.md#a-clients-pages).
 */
export function EstimateDetail() {
  const { t } = useTranslation(NS);
  usePageTitle('estimateView');
  const { estimateId = '' } = useParams();
  const describe = useFailureText();
  const role = useRole();
  const places = placesOf('estimate', role);
  const historyFields = useEstimateHistoryFields();
  const { data: estimate, error } = useEstimate(estimateId);
  const back = (
    <p>
      <Link to={places.list}><span className="bl-back" aria-hidden="true">←</span> {role === 'client' ? t('my.back') : t('estimates.back')}</Link>
    </p>
  );
  if (error) {
    return (
      <div className="screen">
        {back}
        <h1>{t('estimates.heading')}</h1>
        <ErrorBox title={t('common.error')}>{isNotFound(error) ? t('messages.estimateMissing') : describe(error, 'messages.fetchEstimateFailed')}</ErrorBox>
      </div>
    );
  }
  if (!estimate) {
    return (
      <div className="screen">
        {back}
        <Spinner label={t('estimates.loadingOne')} />
      </div>
    );
  }
  return (
    <div className="screen">
      {back}
      <div className="bl-head">
        <h1>{t('estimates.detailHeading', { number: estimate.estimateNumber })}</h1>
        <BillingStatus kind="estimate" status={estimate.status} />
      </div>
      <div className="bl-actions">
        <DocumentTools
          type="estimate"
          id={estimate.id}
          number={estimate.estimateNumber}
          email={estimate.client?.email ?? ''}
          customerName={estimate.client?.username ?? ''}
        />
        {isStaffRole(role) && canEditEstimate(estimate.status) && (
          <Link className="btn btn-secondary btn-md" to={`${LIST}/edit/${estimate.id}`}>
            {t('common.edit')}
          </Link>
        )}
      </div>
      <div className="bl-panels">
        <Panel title={t('common.client')}>
          <Row label={t('quotes.customerName')}>{estimate.client?.username ?? t('common.none')}</Row>
          <Row label={t('quotes.customerEmail')}>
            {estimate.client?.email ? (
              <a href={`mailto:${estimate.client.email}`} dir="ltr">
                {estimate.client.email}
              </a>
            ) : (
              t('common.none')
            )}
          </Row>
        </Panel>
        <Panel title={t('quotes.details')}>
          <Row label={t('estimates.date')}>{formatDate(estimate.estimateDate)}</Row>
          <Row label={t('common.expiryDate')}>{estimate.expiryDate ? formatDate(estimate.expiryDate) : t('common.none')}</Row>
          <Row label={t('common.status')}>
            <BillingStatus kind="estimate" status={estimate.status} />
          </Row>
          <Row label={t('estimates.originatingQuote')}>
            {estimate.originatingQuoteId ? <Link to={placesOf('quote', role).view(estimate.originatingQuoteId)}>{t('common.view')}</Link> : t('common.none')}
          </Row>
        </Panel>
      </div>
      <LinesAndTotals doc={estimate} />
      <TextPanel title={t('form.notes')} text={estimate.notes} none={t('common.none')} />
      <TextPanel title={t('form.terms')} text={estimate.termsAndConditions} none={t('common.none')} />
      {isStaffRole(role) && <SendHistory type="estimate" id={estimate.id} />}
      {isStaffRole(role) && <HistoryPanel path={`estimates/${estimate.id}/history`} version={estimate.updatedAt} className="bl-panel" fields={historyFields} />}
    </div>
  );
}
