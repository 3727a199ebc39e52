import { useTranslation } from 'react-i18next';
import { shortReference, type HistoryField } from '@hvac/contracts';
import type { BillingDocumentKind } from '@hvac/contracts/billing';
import { formatDate } from '@hvac/web-kit/formatters';
import type { HistoryFieldViews } from '@hvac/ui/history';
import { NS } from '../i18n';
import { percent, usd } from './money';
import { useBillingStatusText } from './StatusBadge';

/*
 * A document's change history as its detail page shows it (docs/architecture.md#history): the page's
 * labels, money in dollars, days as the page writes them, the status in the list's words (which tell sent
 * from partially paid, both Pending on an invoice's badge), the client by name, the documents it came from
 * or became by their numbers, a service request by the reference its pages show.
 */

type CommonField = HistoryField<'quote'> & HistoryField<'estimate'> & HistoryField<'invoice'>;

/** The fields all three kinds share. */
export function useDocumentHistoryFields(kind: BillingDocumentKind): HistoryFieldViews<CommonField> {
  const { t } = useTranslation(NS);
  const statusText = useBillingStatusText(kind);
  return {
    clientId: { label: t('common.client'), value: 'person' },
    status: { label: t('common.status'), value: statusText },
    taxRate: { label: t('history.taxRate'), value: (v) => percent(Number(v)) },
    subTotal: { label: t('totals.subTotal'), value: usd },
    taxAmount: { label: t('totals.taxAmount'), value: usd },
    totalAmount: { label: t('totals.total'), value: usd },
    notes: { label: t('form.notes') },
    termsAndConditions: { label: t('form.terms') },
  };
}

/** A service request as its own pages name it: its short reference. */
function useRequestReference(): (id: string) => string {
  const { t } = useTranslation(NS);
  return (id) => t('history.reference', { id: shortReference(id) });
}

export function useQuoteHistoryFields(): HistoryFieldViews<HistoryField<'quote'>> {
  const { t } = useTranslation(NS);
  const reference = useRequestReference();
  return {
    ...useDocumentHistoryFields('quote'),
    quoteNumber: { label: t('quotes.number') },
    customerName: { label: t('quotes.customerName') },
    customerEmail: { label: t('quotes.customerEmail') },
    quoteDate: { label: t('quotes.date'), value: formatDate },
    expiryDate: { label: t('common.expiryDate'), value: formatDate },
    serviceRequestId: { label: t('quotes.serviceRequest'), value: reference },
    convertedEstimateId: { label: t('history.convertedEstimate'), value: 'record' },
    convertedInvoiceId: { label: t('history.convertedInvoice'), value: 'record' },
  };
}

export function useEstimateHistoryFields(): HistoryFieldViews<HistoryField<'estimate'>> {
  const { t } = useTranslation(NS);
  const reference = useRequestReference();
  return {
    ...useDocumentHistoryFields('estimate'),
    estimateNumber: { label: t('estimates.number') },
    estimateDate: { label: t('estimates.date'), value: formatDate },
    expiryDate: { label: t('common.expiryDate'), value: formatDate },
    serviceRequestId: { label: t('quotes.serviceRequest'), value: reference },
    originatingQuoteId: { label: t('estimates.originatingQuote'), value: 'record' },
    convertedInvoiceId: { label: t('history.convertedInvoice'), value: 'record' },
  };
}
