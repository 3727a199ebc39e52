import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCurrency, formatDate } from '@hvac/web-kit/formatters';
import { useWidgetWords } from '@hvac/web-kit/failure-text';
import { OverviewWidget } from '@hvac/ui/widget';
import { NS } from './i18n';
import { useFinanceOverview } from './queries';

/** Every pending expense: the list's `status=pending` (docs/domains/finance.md#overview-widget). */
export function ExpensesAwaitingApproval() {
  const { t } = useTranslation(NS);
  const query = useFinanceOverview();
  return (
    <OverviewWidget id="widget-expenses-awaiting" heading={t('awaiting.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {({ awaitingApproval }) => (
        <>
          <p className="overview-figure">
            <Link to="/admin/expenses?status=pending">{t('awaiting.count', { count: awaitingApproval.count })}</Link>
          </p>
          <p className="overview-detail">{t('awaiting.total', { total: formatCurrency(Number(awaitingApproval.total)) })}</p>
        </>
      )}
    </OverviewWidget>
  );
}

/** This tax year's estimated tax as its report computes it, and the next quarterly due date. */
export function EstimatedTax() {
  const { t } = useTranslation(NS);
  const query = useFinanceOverview();
  return (
    <OverviewWidget id="widget-estimated-tax" heading={t('tax.heading')} query={query} {...useWidgetWords(NS, query.error)}>
      {({ tax }) => (
        <>
          <p className="overview-figure">
            <Link to="/admin/tax-reporting">{t('tax.yearToDate', { total: formatCurrency(Number(tax.yearToDate)) })}</Link>
          </p>
          <p className="overview-detail">{t('tax.nextDue', { date: formatDate(tax.nextDueDate) })}</p>
        </>
      )}
    </OverviewWidget>
  );
}
