import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCents } from '@hvac/contracts';
import { SE_EARNINGS_FACTOR, TAX_EXPORT_FORMATS, type TaxCategoryTotal, type TaxExportFormat, type TaxQuarter, type TaxReport } from '@hvac/contracts/finance';
import { formatDate } from '@hvac/web-kit/formatters';
import { Button, ErrorBox } from '@hvac/ui';
import { Table, type Column } from '@hvac/ui/list';
import { exportTaxReport, type TaxPeriod } from './api';
import { NS } from './i18n';
import { scheduleCLine, usd } from './insights';
import { QuarterChart } from './QuarterChart';

type CategoryRow = TaxCategoryTotal & { category: string };

/** A percentage as the spec shows it, one decimal ('12.5%'), in en-US digits like every figure here. */
const percent = (value: number): string => `${value.toFixed(1)}%`;
/** Schedule SE's 92.35 %, from the contract's factor. */
const SE_BASE = `${Number((SE_EARNINGS_FACTOR * 100).toFixed(2))}%`;
const cents = (money: string): number => parseCents(money) ?? 0;

/** The CSV and JSON export of the report on screen, each with its own failure text. */
function ExportButtons({ period }: { period: TaxPeriod }) {
  const { t } = useTranslation(NS);
  const [exporting, setExporting] = useState<TaxExportFormat | null>(null);
  const [failed, setFailed] = useState<TaxExportFormat | null>(null);
  const run = async (format: TaxExportFormat) => {
    setExporting(format);
    setFailed(null);
    try {
      await exportTaxReport(period, format);
    } catch {
      setFailed(format);
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      <div className="fn-actions">
        {TAX_EXPORT_FORMATS.map((format) => (
          <Button key={format} variant="secondary" onClick={() => void run(format)} loading={exporting === format} disabled={exporting !== null && exporting !== format}>
            {exporting === format ? t('report.exporting') : t(format === 'csv' ? 'report.exportCsv' : 'report.exportJson')}
          </Button>
        ))}
      </div>
      {failed && <ErrorBox>{t(failed === 'csv' ? 'messages.exportCsv' : 'messages.exportJson')}</ErrorBox>}
    </>
  );
}

/**
 * The report view (docs/domains/finance.md#tax-reporting): the four cards, the chart, the expenses by
 * Schedule C category, Tax Calculations, the Quarterly Breakdown with each installment's due date, and the
 * exports of `period` (the one generated). Every figure is svc-finance's (contracts' computeTaxCalculations); nothing is worked out here.
 */
export function ReportView({ report, period }: { report: TaxReport; period: TaxPeriod }) {
  const { t } = useTranslation(NS);
  const { summary, taxCalculations: calc } = report;
  const periodName = period.quarter ? t('report.periodQuarter', { quarter: period.quarter, year: period.taxYear }) : t('report.periodYear', { year: period.taxYear });
  const cards = [
    { key: 'totalIncome', value: summary.totalIncome },
    // Says what it counts: the expense list's cards count every expense, whatever its status.
    { key: 'totalExpenses', value: summary.totalExpenses, counts: t('report.totalExpensesCounts') },
    { key: 'netIncome', value: summary.netIncome },
    { key: 'estimatedTax', value: calc.estimatedTax },
  ];
  const categories: CategoryRow[] = Object.entries(report.expensesByCategory).map(([category, row]) => ({ category, ...row }));
  const categoryColumns: Column<CategoryRow>[] = [
    { key: 'category', header: t('categories.category'), render: (r) => <span data-category={r.category}>{scheduleCLine(t, r.category, r.irsInfo.description)}</span> },
    { key: 'amount', header: t('categories.amount'), className: 'fn-amount', render: (r) => <span dir="ltr">{usd(r.total)}</span> },
    { key: 'percentage', header: t('categories.percentage'), className: 'fn-amount', render: (r) => <span dir="ltr">{percent(r.percentage)}</span> },
  ];
  const quarterColumns: Column<TaxQuarter>[] = [
    { key: 'quarter', header: t('breakdown.quarter'), render: (q) => <span className="fn-strong">{t('quarters.short', { quarter: q.quarter })}</span> },
    { key: 'income', header: t('breakdown.revenue'), className: 'fn-amount', render: (q) => <span dir="ltr">{usd(q.income)}</span> },
    { key: 'expenses', header: t('breakdown.expenses'), className: 'fn-amount', render: (q) => <span dir="ltr">{usd(q.expenses)}</span> },
    { key: 'netIncome', header: t('breakdown.netIncome'), className: 'fn-amount', render: (q) => <span dir="ltr">{usd(q.netIncome)}</span> },
    { key: 'estimatedTaxDue', header: t('breakdown.estimatedTaxDue'), className: 'fn-amount', render: (q) => <span dir="ltr">{usd(q.estimatedTaxDue)}</span> },
    { key: 'dueDate', header: t('breakdown.dueDate'), render: (q) => formatDate(q.dueDate) },
  ];
  const calculations = [
    { key: 'netEarnings', value: calc.netEarnings },
    { key: 'selfEmploymentTax', value: calc.selfEmploymentTax, note: t('calculations.selfEmploymentRate', { rate: percent(calc.selfEmploymentTaxRate), base: SE_BASE }) },
    { key: 'taxableIncome', value: calc.taxableIncome },
    { key: 'incomeTax', value: calc.incomeTax, note: t('calculations.marginalRate', { rate: `${calc.marginalRate}%` }) },
    { key: 'estimatedTax', value: calc.estimatedTax },
  ];

  return (
    <section className="tax-report" aria-labelledby="tax-report">
      <div className="fn-head">
        <h2 id="tax-report">{t('report.heading', { period: periodName })}</h2>
        <ExportButtons period={period} />
      </div>
      <dl className="fn-cards" aria-label={t('report.cards')}>
        {cards.map((card) => (
          <div key={card.key} className="fn-card" data-card={card.key}>
            <dt>{t(`report.${card.key}`)}</dt>
            <dd dir="ltr">{usd(card.value)}</dd>
            {card.counts && <dd className="fn-card-note">{card.counts}</dd>}
          </div>
        ))}
      </dl>
      <div className="fn-panels">
        <section className="fn-panel" aria-labelledby="tax-calculations">
          <h3 id="tax-calculations">{t('calculations.heading')}</h3>
          <dl>
            {calculations.map((row) => (
              <div key={row.key} className="fn-row" data-calc={row.key}>
                <dt>{t(`calculations.${row.key}`)}</dt>
                <dd>
                  <span dir="ltr" className={row.key === 'estimatedTax' ? 'fn-strong' : undefined}>
                    {usd(row.value)}
                  </span>
                  {row.note && <span className="tax-note"> ({row.note})</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="fn-panel" aria-labelledby="tax-categories">
          <h3 id="tax-categories">{t('categories.heading')}</h3>
          <Table
            caption={t('categories.heading')}
            className="tax-table"
            columns={categoryColumns}
            rows={categories}
            rowKey={(r) => r.category}
            empty={<p className="fn-empty">{t('categories.empty')}</p>}
          />
        </section>
      </div>
      <section className="fn-panel" aria-labelledby="tax-quarters">
        <h3 id="tax-quarters">{t('breakdown.heading')}</h3>
        <QuarterChart quarters={report.quarterlyBreakdown.map((q) => ({ quarter: q.quarter, income: cents(q.income), expenses: cents(q.expenses), netIncome: cents(q.netIncome) }))} />
        <Table caption={t('breakdown.heading')} columns={quarterColumns} rows={report.quarterlyBreakdown} rowKey={(q) => q.quarter} />
      </section>
    </section>
  );
}
