import { useTranslation } from 'react-i18next';
import { canEditInvoice, INVOICE_LIST_FILTERS, type InvoiceSummary } from '@hvac/contracts/billing';
import { usePageTitle } from '@hvac/web-kit/screens';
import { DocumentList } from '../shared/DocumentList';
import { useFailureText } from '../shared/queries';
import { NS } from './i18n';

export const useInvoiceTitle = (key: 'list' | 'new' | 'convert' | 'view' | 'edit'): void => usePageTitle(NS, `meta.${key}`);

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
      statuses={INVOICE_LIST_FILTERS}
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
