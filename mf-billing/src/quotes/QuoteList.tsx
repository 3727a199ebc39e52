import { useTranslation } from 'react-i18next';
import { canEditQuote, QUOTE_STATUSES, type QuoteSummary } from '@hvac/contracts/billing';
import { NS } from '../i18n';
import { DocumentList } from '../shared/DocumentList';
import { useFailureText } from '../shared/queries';
import { usePageTitle } from '../shared/usePageTitle';

/** /admin/quotes (docs/domains/billing.md#quotes). */
export function QuoteList() {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  usePageTitle('quotes');
  return (
    <DocumentList<QuoteSummary>
      kind="quote"
      list="quotes"
      basePath="/admin/quotes"
      statuses={QUOTE_STATUSES}
      number={(q) => q.quoteNumber}
      date={(q) => q.quoteDate}
      secondDate={(q) => q.expiryDate}
      editable={(q) => canEditQuote(q.status)}
      parseCode="invalidResponse"
      describe={(err, during) => describe(err, during === 'read' ? 'messages.fetchQuotesFailed' : 'messages.deleteQuoteFailed')}
      texts={{
        heading: t('quotes.heading'),
        create: t('quotes.create'),
        empty: t('quotes.empty'),
        caption: t('quotes.caption'),
        loading: t('quotes.loading'),
        item: t('quotes.item'),
        numberHeader: t('quotes.number'),
        dateHeader: t('quotes.date'),
        secondDateHeader: t('common.expiryDate'),
      }}
    />
  );
}
