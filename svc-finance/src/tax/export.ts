import { TAX_CSV_COLUMNS, TAX_TEXTS, type TaxReport } from '@hvac/contracts/finance';
import { csvText } from '@hvac/service-kit';

/*
 * The tax report as a file (docs/domains/finance.md#tax-export). CSV through service-kit's writer, as the
 * expenses export: every text cell quoted and guarded against formulas; a loss ("-120.00") stays a number.
 */

type Row = [section: string, item: string, amount: string, percentage: string, details: string];

function rowsOf(r: TaxReport): Row[] {
  const c = r.taxCalculations;
  return [
    ['Report', 'Tax Year', '', '', String(r.taxYear)],
    ['Report', 'Period', '', '', r.quarter ? `Q${r.quarter} ${r.startDate} to ${r.endDate}` : `${TAX_TEXTS.fullYear} ${r.startDate} to ${r.endDate}`],
    ['Summary', TAX_TEXTS.totalIncome, r.summary.totalIncome, '', `${r.paymentCount} payments`],
    ['Summary', TAX_TEXTS.totalExpenses, r.summary.totalExpenses, '', `${r.expenseCount} expenses`],
    ['Summary', TAX_TEXTS.netIncome, r.summary.netIncome, '', ''],
    ['Tax Calculations', 'Net Earnings', c.netEarnings, '', ''],
    ['Tax Calculations', 'Self-Employment Tax', c.selfEmploymentTax, String(c.selfEmploymentTaxRate), `Schedule SE on ${c.selfEmploymentBase} (92.35% of net earnings)`],
    ['Tax Calculations', 'Taxable Income', c.taxableIncome, '', ''],
    ['Tax Calculations', 'Income Tax', c.incomeTax, String(c.marginalRate), 'Marginal rate'],
    ['Tax Calculations', 'Estimated Tax', c.estimatedTax, '', TAX_TEXTS.disclaimer],
    ...Object.entries(r.expensesByCategory).map(([category, t]): Row => ['Expenses by Category', category, t.total, t.percentage.toFixed(1), t.irsInfo.description]),
    ...r.quarterlyBreakdown.flatMap((q): Row[] => [
      ['Quarterly Breakdown', `Q${q.quarter} Income`, q.income, '', ''],
      ['Quarterly Breakdown', `Q${q.quarter} Expenses`, q.expenses, '', ''],
      ['Quarterly Breakdown', `Q${q.quarter} Net Income`, q.netIncome, '', ''],
      ['Quarterly Breakdown', `Q${q.quarter} Estimated Tax Due`, q.estimatedTaxDue, '', `Due ${q.dueDate}`],
    ]),
  ];
}

/** The report as CSV: a header row (TAX_CSV_COLUMNS), then one row per figure. */
export const reportCsv = (report: TaxReport): string => csvText(TAX_CSV_COLUMNS, rowsOf(report));

/** The report as JSON: `{ taxReport }`, as generate answers it inside `data`. */
export const reportJson = (report: TaxReport): string => `${JSON.stringify({ taxReport: report }, null, 2)}\n`;
