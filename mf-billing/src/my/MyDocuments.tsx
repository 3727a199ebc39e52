import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InvoiceSummary, QuoteSummary } from '@hvac/contracts/billing';
import { formatDate } from '@hvac/web-kit/formatters';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { ResponsiveList, type CardLayout, type ListColumn } from '@hvac/ui/list';
import { DownloadPdfButton } from '../documents/DownloadPdfButton';
import { NS } from '../i18n';
import { NO_FILTERS } from '../shared/api';
import { placesOf } from '../shared/places';
import { usd } from '../shared/money';
import { useDocumentList, useFailureText } from '../shared/queries';
import { BillingStatus } from '../shared/StatusBadge';
import { usePageTitle } from '../shared/usePageTitle';

// A client's card: the document's number (its link), status, total and PDF; dates and balance beneath.
const CARD: CardLayout = { title: 'number', status: 'status', amount: 'total', action: 'pdf' };

function ShowMore({ list }: { list: { hasMore: boolean; loadingMore: boolean; showMore: () => void } }) {
  const { t } = useTranslation(NS);
  if (!list.hasMore) return null;
  return (
    <Button variant="secondary" onClick={list.showMore} loading={list.loadingMore}>
      {t('common.showMore')}
    </Button>
  );
}

/**
 * The signed-in user's own quotes and invoices (the account menu's "My Quotes and Invoices"): svc-billing
 * answers a client with their own documents only, drafts left out. Each opens in the client's own area
 * (docs/domains/billing.md#a-clients-pages), a quote there to be accepted or rejected.
 */
export function MyDocuments() {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  usePageTitle('my');
  const quotes = useDocumentList<QuoteSummary>('quotes', NO_FILTERS, 'invalidResponse');
  const invoices = useDocumentList<InvoiceSummary>('invoices', NO_FILTERS, 'invalidResponse');

  const quoteColumns: ListColumn<QuoteSummary>[] = [
    { key: 'number', header: t('quotes.number'), nowrap: true, render: (q) => <Link to={placesOf('quote', 'client').view(q.id)}>{q.quoteNumber}</Link> },
    { key: 'date', header: t('quotes.date'), nowrap: true, render: (q) => formatDate(q.quoteDate) },
    { key: 'expiry', header: t('common.expiryDate'), nowrap: true, render: (q) => (q.expiryDate ? formatDate(q.expiryDate) : t('common.none')) },
    { key: 'total', header: t('common.total'), className: 'bl-amount', render: (q) => <span dir="ltr">{usd(q.totalAmount)}</span> },
    { key: 'status', header: t('common.status'), render: (q) => <BillingStatus kind="quote" status={q.status} /> },
    { key: 'pdf', header: t('common.actions'), render: (q) => <DownloadPdfButton type="quote" id={q.id} number={q.quoteNumber} /> },
  ];
  const invoiceColumns: ListColumn<InvoiceSummary>[] = [
    { key: 'number', header: t('my.invoiceNumber'), nowrap: true, render: (i) => <Link to={placesOf('invoice', 'client').view(i.id)}>{i.invoiceNumber}</Link> },
    { key: 'due', header: t('my.dueDate'), nowrap: true, render: (i) => formatDate(i.dueDate) },
    { key: 'total', header: t('common.total'), className: 'bl-amount', render: (i) => <span dir="ltr">{usd(i.totalAmount)}</span> },
    { key: 'balance', header: t('my.balance'), className: 'bl-amount', render: (i) => <span dir="ltr">{usd(i.balanceDue)}</span> },
    { key: 'status', header: t('common.status'), render: (i) => <BillingStatus kind="invoice" status={i.status} /> },
    { key: 'pdf', header: t('common.actions'), render: (i) => <DownloadPdfButton type="invoice" id={i.id} number={i.invoiceNumber} /> },
  ];

  return (
    <div className="screen screen--wide">
      <h1>{t('my.heading')}</h1>
      <p className="bl-muted">{t('my.intro')}</p>
      <section aria-labelledby="my-quotes">
        <h2 id="my-quotes">{t('my.quotes')}</h2>
        {quotes.error !== null && <ErrorBox>{describe(quotes.error, 'messages.fetchQuotesFailed')}</ErrorBox>}
        {quotes.rows === null && quotes.loading && <Spinner label={t('quotes.loading')} />}
        {quotes.rows !== null && (
          <ResponsiveList
            caption={t('my.quotes')}
            columns={quoteColumns}
            card={CARD}
            rows={quotes.rows}
            rowKey={(q) => q.id}
            empty={<p className="bl-empty">{t('my.emptyQuotes')}</p>}
          />
        )}
        <ShowMore list={quotes} />
      </section>
      <section aria-labelledby="my-invoices">
        <h2 id="my-invoices">{t('my.invoices')}</h2>
        {invoices.error !== null && <ErrorBox>{describe(invoices.error, 'messages.fetchInvoicesFailed')}</ErrorBox>}
        {invoices.rows === null && invoices.loading && <Spinner />}
        {invoices.rows !== null && (
          <ResponsiveList
            caption={t('my.invoices')}
            columns={invoiceColumns}
            card={CARD}
            rows={invoices.rows}
            rowKey={(i) => i.id}
            empty={<p className="bl-empty">{t('my.emptyInvoices')}</p>}
          />
        )}
        <ShowMore list={invoices} />
      </section>
    </div>
  );
}
