import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from './i18n';
import { useInvoiceTitle } from './InvoiceList';

/** The slot of the invoice create, detail and edit screens until they are built. */
export function InvoicePending() {
  const { t } = useTranslation(NS);
  useInvoiceTitle('pending');
  return (
    <div className="bl-page">
      <h1>{t('pending.heading')}</h1>
      <p>{t('pending.text')}</p>
      <Link to="/admin/invoices">{t('pending.back')}</Link>
    </div>
  );
}
