import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditInvoice, INVOICE_STATUSES, type InvoiceSummary } from '@hvac/contracts';
import { COMPANY } from '@hvac/web-kit';
import { DocumentList } from '../shared/DocumentList';
import { useFailureText } from '../shared/queries';
import { NS } from './i18n';

export function useInvoiceTitle(key: 'list' | 'new' | 'convert' | 'view' | 'edit'): void {
  const { t, i18n } = useTranslation(NS);
  useEffect(() => {
    document.title = t(`meta.${key}`, { company: COMPANY.name });
  }, [key, t, i18n.language]);
}

/** /admin/invoices (docs/domains/billing.md#invoices). */
export function InvoiceList() {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  useInvoiceTitle('list');
  return (
    <DocumentList<InvoiceSummary>
      kind="invoice"
      list="invoices"
      basePath="/admin/invoices"
      statuses={INVOICE_STATUSES}
      number={(i) => i.invoiceNumber}
      date={(i) => i.invoiceDate}
      secondDate={(i) => i.dueDate}
      editable={(i) => canEditInvoice(i.status)}
      parseCode="invalidResponse"
      describe={(err, during) => describe(err, during === 'read' ? 'messages.fetchInvoicesFailed' : 'messages.deleteInvoiceFailed')}
      texts={{
        heading: t('list.heading'),
        create: t('list.create'),
        empty: t('list.empty'),
        caption: t('list.caption'),
        loading: t('list.loading'),
        item: t('list.item'),
        numberHeader: t('list.number'),
        dateHeader: t('list.date'),
        secondDateHeader: t('list.dueDate'),
      }}
    />
  );
}
