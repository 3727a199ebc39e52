import { useTranslation } from 'react-i18next';
import type { HistoryField } from '@hvac/contracts';
import { formatDate } from '@hvac/web-kit/formatters';
import type { HistoryFieldViews } from '@hvac/ui/history';
import { useDocumentHistoryFields } from '../shared/history';
import { usd } from '../shared/money';
import { NS } from './i18n';

/** An invoice's change history as its detail page shows it (../shared/history.ts says how). */
export function useInvoiceHistoryFields(): HistoryFieldViews<HistoryField<'invoice'>> {
  const { t } = useTranslation(NS);
  return {
    ...useDocumentHistoryFields('invoice'),
    invoiceNumber: { label: t('list.number') },
    invoiceDate: { label: t('list.date'), value: formatDate },
    dueDate: { label: t('list.dueDate'), value: formatDate },
    includeInTaxReport: { label: t('form.includeInTaxReport') },
    amountPaid: { label: t('form.amountPaid'), value: usd },
    paymentDate: { label: t('detail.paymentDate'), value: formatDate },
    originatingEstimateId: { label: t('detail.originatingEstimate'), value: 'record' },
    originatingQuoteId: { label: t('detail.originatingQuote'), value: 'record' },
  };
}
