import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatUsd, parseCents } from '@hvac/contracts';
import type { TaxInsight, TaxInsightCode, TaxInsightValues } from '@hvac/contracts/finance';
import { formatDate } from '@hvac/web-kit/formatters';
import { ErrorBox, Spinner } from '@hvac/ui';
import { NS } from './i18n';
import { useTaxInsights } from './queries';

/** A two-decimal amount from an answer ('148.50') as users read it ('$148.50'), en-US whatever the language. */
export const usd = (amount: string | null | undefined): string => formatUsd(parseCents(amount) ?? 0);

/**
 * A category's Schedule C line in the reader's language; a key this screen does not know keeps the
 * server's English (contracts' SCHEDULE_C_LINES is what the English texts equal).
 */
export const scheduleCLine = (t: TFunction, category: string, description: string): string => t(`scheduleC.${category}`, { defaultValue: description });

/** Each insight worded in the reader's language from its code and values (contracts' TaxInsightValues). */
const WORDING: { readonly [C in TaxInsightCode]: (v: TaxInsightValues[C], t: TFunction) => string } = {
  receiptsMissing: (v, t) => {
    const list = v.expenseNumbers.join(', ');
    const numbers = v.more > 0 ? t('insightItems.andMore', { list, more: v.more }) : list;
    // The threshold in whole dollars when it is one ("$75"), as the receipt rule is said everywhere.
    const above = `$${Number(v.above)}`;
    return t(v.count === 1 ? 'insightItems.receiptsMissingOne' : 'insightItems.receiptsMissingMany', { count: v.count, above, numbers });
  },
  quarterWithoutExpenses: (v, t) => t('insightItems.quarterWithoutExpenses', { quarter: v.quarter, income: usd(v.income) }),
  nextInstallment: (v, t) => t('insightItems.nextInstallment', { quarter: v.quarter, taxYear: v.taxYear, amount: usd(v.amount), dueDate: formatDate(v.dueDate, undefined, 'long') }),
  pendingExpenses: (v, t) => t(v.count === 1 ? 'insightItems.pendingExpensesOne' : 'insightItems.pendingExpensesMany', { count: v.count, amount: usd(v.amount) }),
  categoryIncrease: (v, t) =>
    t('insightItems.categoryIncrease', { category: scheduleCLine(t, v.category, v.description), amount: usd(v.amount), percent: v.percent, lastYearAmount: usd(v.lastYearAmount) }),
  setAside: (v, t) => t('insightItems.setAside', { percent: v.percent, amount: usd(v.amount) }),
  netLoss: (v, t) => t('insightItems.netLoss', { amount: usd(v.amount) }),
  noIncome: (_v, t) => t('insightItems.noIncome'),
};

/** An insight in the reader's language; a code this screen does not know yet keeps the server's English. */
export function insightText(item: TaxInsight, t: TFunction): string {
  const word = WORDING[item.code] as ((v: unknown, t: TFunction) => string) | undefined;
  return word ? word(item.values, t) : item.text;
}

function InsightList({ items, empty, className }: { items: readonly TaxInsight[]; empty: string; className?: string }) {
  const { t } = useTranslation(NS);
  if (items.length === 0) return <p className="fn-muted">{empty}</p>;
  return (
    <ul className={className ? `tax-list ${className}` : 'tax-list'}>
      {items.map((item, i) => (
        <li key={`${item.code}-${i}`} data-code={item.code}>
          {insightText(item, t)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The insights view (docs/domains/finance.md#tax-reporting): Tax Planning Insights with the year so far's
 * estimated tax owed and the recommendations, then the Compliance Alerts, read when the page opens.
 */
export function InsightsView() {
  const { t } = useTranslation(NS);
  const { data: insights, error, isPending } = useTaxInsights();
  if (error) return <ErrorBox>{t('messages.loadInsights')}</ErrorBox>;
  if (isPending) return <Spinner label={t('insights.loading')} />;
  return (
    <div className="fn-panels">
      <section className="fn-panel" aria-labelledby="tax-insights">
        <h2 id="tax-insights">{t('insights.heading')}</h2>
        <dl className="fn-cards">
          <div className="fn-card" data-card="estimatedTaxOwed">
            <dt>{t('insights.estimatedTaxOwedYear', { year: insights.taxYear })}</dt>
            <dd dir="ltr">{usd(insights.estimatedTaxOwed)}</dd>
          </div>
        </dl>
        <h3>{t('insights.recommendations')}</h3>
        <InsightList items={insights.recommendationItems} empty={t('insights.noRecommendations')} />
      </section>
      <section className="fn-panel" aria-labelledby="tax-alerts">
        <h2 id="tax-alerts">{t('insights.alertsHeading')}</h2>
        <InsightList items={insights.complianceAlertItems} empty={t('insights.noAlerts')} className="tax-alerts" />
      </section>
    </div>
  );
}
