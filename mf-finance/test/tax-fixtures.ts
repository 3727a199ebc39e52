import { formatCents } from '@hvac/contracts';
import { computeTaxCalculations, irsInfoOf, quarterlyEstimates, taxInsight, taxPeriod, type TaxInsights, type TaxReport } from '@hvac/contracts/finance';

/** A year's report as svc-finance answers it, worked out with the contracts' own calculation. */
export function taxReport(taxYear: number, quarter: 1 | 2 | 3 | 4 | null = null): TaxReport {
  const quarters = quarterlyEstimates(
    [
      { quarter: 1, income: 2_500_000, expenses: 1_000_000 },
      { quarter: 2, income: 3_000_000, expenses: 500_000 },
      { quarter: 3, income: 0, expenses: 250_000 },
      { quarter: 4, income: 1_000_000, expenses: 0 },
    ],
    taxYear,
  );
  const counted = quarter ? quarters.filter((q) => q.quarter === quarter) : quarters;
  const income = counted.reduce((s, q) => s + q.income, 0);
  const expenses = counted.reduce((s, q) => s + q.expenses, 0);
  const calc = computeTaxCalculations(income - expenses, taxYear);
  const money = formatCents;
  return {
    taxYear,
    quarter,
    ...taxPeriod(taxYear, quarter),
    generatedAt: '2026-06-01T12:00:00.000Z',
    summary: { totalIncome: money(income), totalExpenses: money(expenses), netIncome: money(income - expenses) },
    taxCalculations: {
      netEarnings: money(calc.netEarnings),
      selfEmploymentTax: money(calc.selfEmploymentTax),
      taxableIncome: money(calc.taxableIncome),
      incomeTax: money(calc.incomeTax),
      estimatedTax: money(calc.estimatedTax),
      selfEmploymentTaxRate: 15.3,
      marginalRate: calc.marginalRate,
      selfEmploymentBase: money(calc.selfEmploymentBase),
      socialSecurityWageBase: money(calc.socialSecurityWageBase),
    },
    expensesByCategory: {
      vehicle_expenses: { total: money(1_050_000), percentage: 60, count: 3, irsInfo: irsInfoOf('vehicle_expenses') },
      tools_supplies: { total: money(612_500), percentage: 35, count: 2, irsInfo: irsInfoOf('tools_supplies') },
      bank_fees: { total: money(87_500), percentage: 5, count: 1, irsInfo: irsInfoOf('bank_fees') },
    },
    quarterlyBreakdown: quarters.map((q) => ({
      quarter: q.quarter,
      ...taxPeriod(taxYear, q.quarter),
      income: money(q.income),
      expenses: money(q.expenses),
      netIncome: money(q.netIncome),
      estimatedTaxDue: money(q.estimatedTaxDue),
      dueDate: q.dueDate,
    })),
    paymentCount: 12,
    expenseCount: 6,
  };
}

/** The insights of a year with a missing receipt, a pending expense and the next installment. */
export function taxInsights(taxYear: number): TaxInsights {
  const recommendationItems = [
    taxInsight('nextInstallment', { taxYear, quarter: 2, amount: '1234.50', dueDate: `${taxYear}-06-15` }),
    taxInsight('setAside', { percent: 25, amount: '8000.00' }),
    taxInsight('pendingExpenses', { count: 2, amount: '300.00' }),
  ];
  const complianceAlertItems = [
    taxInsight('receiptsMissing', { count: 3, expenseNumbers: [`EXP-${taxYear}-000007`, `EXP-${taxYear}-000009`], more: 1, above: '75.00' }),
    taxInsight('quarterWithoutExpenses', { quarter: 1, income: '2500.00' }),
  ];
  return {
    taxYear,
    asOf: `${taxYear}-05-01`,
    estimatedTaxOwed: '4321.09',
    recommendations: recommendationItems.map((i) => i.text),
    complianceAlerts: complianceAlertItems.map((i) => i.text),
    recommendationItems,
    complianceAlertItems,
    nextInstallment: { taxYear, quarter: 2, dueDate: `${taxYear}-06-15`, amount: '1234.50' },
  };
}
