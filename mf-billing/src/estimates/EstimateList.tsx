import { useTranslation } from 'react-i18next';
import { canEditEstimate, ESTIMATE_LIST_STATUSES, type EstimateSummary } from '@hvac/contracts/billing';
import { NS } from '../i18n';
import { DocumentList } from '../shared/DocumentList';
import { useFailureText } from '../shared/queries';
import { usePageTitle } from '../shared/usePageTitle';

/** /admin/estimates (docs/domains/billing.md#estimates). */
export function EstimateList() {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  usePageTitle('estimates');
  return (
    <DocumentList<EstimateSummary>
      kind="estimate"
      list="estimates"
      basePath="/admin/estimates"
      statuses={ESTIMATE_LIST_STATUSES}
      number={(e) => e.estimateNumber}
      date={(e) => e.estimateDate}
      secondDate={(e) => e.expiryDate}
      editable={(e) => canEditEstimate(e.status)}
      parseCode="parseEstimatesFailed"
      describe={(err, during) => describe(err, during === 'read' ? 'messages.fetchEstimatesFailed' : 'messages.deleteEstimateFailed')}
      texts={{
        heading: t('estimates.heading'),
        create: t('estimates.create'),
        empty: t('estimates.empty'),
        caption: t('estimates.caption'),
        loading: t('estimates.loading'),
        item: t('estimates.item'),
        numberHeader: t('estimates.number'),
        dateHeader: t('estimates.date'),
        secondDateHeader: t('common.expiryDate'),
      }}
    />
  );
}
