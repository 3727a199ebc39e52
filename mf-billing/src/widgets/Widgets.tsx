import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentFigure } from '@hvac/contracts/billing';
import { formatCurrency } from '@hvac/web-kit/formatters';
import { useWidgetWords } from '@hvac/web-kit/failure-text';
import { OverviewWidget } from '@hvac/ui/widget';
import { NS } from './i18n';
import { useInvoiceOverview, useQuoteOverview } from './queries';

type Key = 'overdue' | 'unpaid' | 'quotes';

/** A count with its money, the count linking to the list filtered to exactly those documents. */
function DocumentCount({ figure, k, to }: { figure: DocumentFigure; k: Key; to: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <p className="overview-figure">
        <Link to={to}>{t(`${k}.count`, { count: figure.count })}</Link>
      </p>
      <p className="overview-detail">{t(`${k}.total`, { total: formatCurrency(Number(figure.total)) })}</p>
    </>
  );
}

/** docs/domains/billing.md#overview-widget: the list's `status=overdue` finds exactly these. */
export function OverdueInvoices() {
  const { t } = useTranslation(NS);
  const query = useInvoiceOverview();
  return (
    <OverviewWidget id="widget-overdue-invoices" heading={t('overdue.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {(data) => <DocumentCount figure={data.overdue} k="overdue" to="/admin/invoices?status=overdue" />}
    </OverviewWidget>
  );
}

/** Sent, partially paid or overdue with a balance due: the list's `status=unpaid`. */
export function UnpaidInvoices() {
  const { t } = useTranslation(NS);
  const query = useInvoiceOverview();
  return (
    <OverviewWidget id="widget-unpaid-invoices" heading={t('unpaid.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {(data) => <DocumentCount figure={data.unpaid} k="unpaid" to="/admin/invoices?status=unpaid" />}
    </OverviewWidget>
  );
}

/** Quotes sent to the client and neither accepted nor rejected: the list's `status=sent_to_client`. */
export function QuotesAwaitingAnswer() {
  const { t } = useTranslation(NS);
  const query = useQuoteOverview();
  return (
    <OverviewWidget id="widget-quotes-awaiting" heading={t('quotes.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {(data) => <DocumentCount figure={data.awaitingAnswer} k="quotes" to="/admin/quotes?status=sent_to_client" />}
    </OverviewWidget>
  );
}

/**
 * Payments received this month against last month; null only for a client, who never sees this widget.
 * Not a link: no list shows payments by month (docs/domains/billing.md#overview-widget).
 */
export function Revenue() {
  const { t } = useTranslation(NS);
  const query = useInvoiceOverview();
  return (
    <OverviewWidget id="widget-revenue" heading={t('revenue.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {({ revenue }) =>
        revenue && (
          <>
            <p className="overview-figure">{t('revenue.thisMonth', { total: formatCurrency(Number(revenue.thisMonth)) })}</p>
            <p className="overview-detail">{t('revenue.lastMonth', { total: formatCurrency(Number(revenue.lastMonth)) })}</p>
          </>
        )
      }
    </OverviewWidget>
  );
}
