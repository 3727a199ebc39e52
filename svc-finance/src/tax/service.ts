import { formatCents, todayIn } from '@hvac/contracts';
import { categoryPercentage, computeTaxCalculations, currentTaxYear, installmentDueDate, irsInfoOf, quarterOf, quarterlyEstimates, QUARTERS, RECEIPT_REQUIRED_ABOVE_CENTS, readTaxQuery, SELF_EMPLOYMENT_TAX_RATE, taxInsight, taxPeriod, type Quarter, type QuarterCents, type TaxCategoryTotal, type TaxInsight, type TaxInsights, type TaxPeriodChoice, type TaxReport } from '@hvac/contracts/finance';
import { badRequest } from '@hvac/service-kit';
import type { Knex } from 'knex';
import * as repo from './repo';

/*
 * Tax reports and insights (docs/domains/finance.md#tax-reports): income is the ledger's counted
 * payments, expenses the deductible ones approved, paid or reimbursed, both in the period of their date;
 * every figure in cents, every tax by contracts' computeTaxCalculations.
 */

/** The query's year and quarter, or a 400 in the words of the first bad one. */
export function readPeriod(query: { taxYear?: string; quarter?: string }, now: Date = new Date()): TaxPeriodChoice {
  const { errors, value } = readTaxQuery(query, now);
  if (!value) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });
  return value;
}

/** The year's four quarters in cents, from the per-quarter rows. */
function quarterFigures(income: readonly repo.QuarterIncome[], expenses: readonly repo.QuarterCategory[]): QuarterCents[] {
  return QUARTERS.map((quarter) => ({
    quarter,
    income: income.filter((r) => r.quarter === quarter).reduce((sum, r) => sum + r.income, 0),
    expenses: expenses.filter((r) => r.quarter === quarter).reduce((sum, r) => sum + r.counted, 0),
  }));
}

/** Counted expenses per category, largest first (a tie by key, so the order is stable). */
function byCategory(rows: readonly repo.QuarterCategory[]): { category: string; total: number; count: number }[] {
  const totals = new Map<string, { total: number; count: number }>();
  for (const r of rows) {
    if (r.countedCount === 0) continue;
    const t = totals.get(r.category) ?? { total: 0, count: 0 };
    totals.set(r.category, { total: t.total + r.counted, count: t.count + r.countedCount });
  }
  return [...totals].map(([category, t]) => ({ category, ...t })).sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
}

/** The report of a year's rows, for the whole year or one quarter of it. */
export function reportOf(choice: TaxPeriodChoice, income: readonly repo.QuarterIncome[], expenses: readonly repo.QuarterCategory[], now: Date): TaxReport {
  const { taxYear, quarter } = choice;
  const inPeriod = <T extends { quarter: number }>(rows: readonly T[]) => (quarter ? rows.filter((r) => r.quarter === quarter) : rows);
  const periodIncome = inPeriod(income);
  const periodExpenses = inPeriod(expenses);
  const totalIncome = periodIncome.reduce((sum, r) => sum + r.income, 0);
  const categories = byCategory(periodExpenses);
  const totalExpenses = categories.reduce((sum, c) => sum + c.total, 0);
  const netIncome = totalIncome - totalExpenses;
  const calc = computeTaxCalculations(netIncome, taxYear);
  const expensesByCategory: Record<string, TaxCategoryTotal> = {};
  for (const c of categories) {
    expensesByCategory[c.category] = { total: formatCents(c.total), percentage: categoryPercentage(c.total, totalExpenses), count: c.count, irsInfo: irsInfoOf(c.category) };
  }
  return {
    taxYear,
    quarter,
    ...taxPeriod(taxYear, quarter),
    generatedAt: now.toISOString(),
    summary: { totalIncome: formatCents(totalIncome), totalExpenses: formatCents(totalExpenses), netIncome: formatCents(netIncome) },
    taxCalculations: {
      netEarnings: formatCents(calc.netEarnings),
      selfEmploymentTax: formatCents(calc.selfEmploymentTax),
      taxableIncome: formatCents(calc.taxableIncome),
      incomeTax: formatCents(calc.incomeTax),
      estimatedTax: formatCents(calc.estimatedTax),
      selfEmploymentTaxRate: SELF_EMPLOYMENT_TAX_RATE,
      marginalRate: calc.marginalRate,
      selfEmploymentBase: formatCents(calc.selfEmploymentBase),
      socialSecurityWageBase: formatCents(calc.socialSecurityWageBase),
    },
    expensesByCategory,
    quarterlyBreakdown: quarterlyEstimates(quarterFigures(income, expenses), taxYear).map((q) => ({
      quarter: q.quarter,
      ...taxPeriod(taxYear, q.quarter),
      income: formatCents(q.income),
      expenses: formatCents(q.expenses),
      netIncome: formatCents(q.netIncome),
      estimatedTaxDue: formatCents(q.estimatedTaxDue),
      dueDate: q.dueDate,
    })),
    paymentCount: periodIncome.reduce((sum, r) => sum + r.count, 0),
    expenseCount: categories.reduce((sum, c) => sum + c.count, 0),
  };
}

/** GET /api/tax-reports/generate: two aggregates over the year's per-day totals. */
export async function generateReport(db: Knex, choice: TaxPeriodChoice, now: Date = new Date()): Promise<TaxReport> {
  const year = taxPeriod(choice.taxYear);
  const [income, expenses] = await Promise.all([repo.incomeByQuarter(db, year.startDate, year.endDate), repo.expensesByQuarter(db, year.startDate, year.endDate)]);
  return reportOf(choice, income, expenses, now);
}

/**
 * The overview widget's tax figures (docs/domains/finance.md#overview-widget): the current tax year's
 * estimated tax as its full-year report computes it (the calculation on its counted income less its
 * counted expenses, in cents), and the next installment's due date (last year's January one until it has
 * passed, as the insights have it).
 */
export function taxSoFar(taxYear: number, netIncome: number, now: Date = new Date()): { yearToDate: string; nextDueDate: string } {
  const today = todayIn(undefined, now);
  const lastYearsQ4Due = installmentDueDate(taxYear - 1, 4);
  const nextDueDate = today <= lastYearsQ4Due ? lastYearsQ4Due : QUARTERS.map((q) => installmentDueDate(taxYear, q)).find((due) => due >= today)!;
  return { yearToDate: formatCents(computeTaxCalculations(netIncome, taxYear).estimatedTax), nextDueDate };
}

/** How many expense numbers the receipt alert names; the rest are counted ("and N more"). */
export const RECEIPT_ALERT_NUMBERS = 10;
/** A category "jumped" when it is at least this much above last year's same span … */
export const CATEGORY_JUMP_PERCENT = 25;
/** … and at least this many cents more, so small categories do not raise alarms. */
export const CATEGORY_JUMP_MIN_CENTS = 50_000;
/** At most this many category jumps are named. */
const CATEGORY_JUMPS_SHOWN = 3;

/** The same month and day a year earlier (29 February becomes the 28th). */
function aYearBefore(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${year}-${monthDay}`;
}

/**
 * GET /api/tax-reports/insights (docs/domains/finance.md#tax-insights): the current year (in Houston)
 * as recorded so far, and what it asks of the office, each item as a code with values and its English
 * text. Recommendations: the next installment, how much to set aside, pending expenses not counted yet,
 * categories well above last year's same span, a loss, no income. Compliance alerts: expenses above $75
 * without a receipt (naming them), and quarters begun with income but no deductible expense recorded.
 */
export async function insights(db: Knex, now: Date = new Date()): Promise<TaxInsights> {
  const today = todayIn(undefined, now);
  const taxYear = currentTaxYear(now);
  const year = taxPeriod(taxYear);
  const lastYear = taxPeriod(taxYear - 1);
  const lastYearsQ4Due = installmentDueDate(taxYear - 1, 4);
  const [income, expenses, soFar, lastSpan, last] = await Promise.all([
    repo.incomeByQuarter(db, year.startDate, year.endDate),
    repo.expensesByQuarter(db, year.startDate, year.endDate),
    repo.expensesByQuarter(db, year.startDate, today),
    repo.expensesByQuarter(db, lastYear.startDate, aYearBefore(today)),
    // Until last year's January payment is due, it is the next one, and needs last year's figures.
    today <= lastYearsQ4Due
      ? Promise.all([repo.incomeByQuarter(db, lastYear.startDate, lastYear.endDate), repo.expensesByQuarter(db, lastYear.startDate, lastYear.endDate)])
      : null,
  ]);
  const totalIncome = income.reduce((sum, r) => sum + r.income, 0);
  const netIncome = totalIncome - expenses.reduce((sum, r) => sum + r.counted, 0);
  const estimatedTax = computeTaxCalculations(netIncome, taxYear).estimatedTax;

  const next = last
    ? { taxYear: taxYear - 1, ...quarterlyEstimates(quarterFigures(...last), taxYear - 1)[3]! }
    : { taxYear, ...quarterlyEstimates(quarterFigures(income, expenses), taxYear).find((q) => q.dueDate >= today)! };
  const nextInstallment = { taxYear: next.taxYear, quarter: next.quarter, dueDate: next.dueDate, amount: formatCents(next.estimatedTaxDue) };

  const recommendations: TaxInsight[] = [];
  if (next.estimatedTaxDue > 0) recommendations.push(taxInsight('nextInstallment', nextInstallment));
  if (estimatedTax > 0 && totalIncome > 0) {
    recommendations.push(taxInsight('setAside', { percent: Math.round((estimatedTax * 100) / totalIncome), amount: formatCents(estimatedTax) }));
  }
  const pending = expenses.reduce((sum, r) => ({ count: sum.count + r.pendingCount, amount: sum.amount + r.pending }), { count: 0, amount: 0 });
  if (pending.count > 0) recommendations.push(taxInsight('pendingExpenses', { count: pending.count, amount: formatCents(pending.amount) }));
  const before = new Map(byCategory(lastSpan).map((c) => [c.category, c.total]));
  byCategory(soFar)
    .map((c) => ({ ...c, before: before.get(c.category) ?? 0 }))
    .filter((c) => c.before > 0 && c.total - c.before >= CATEGORY_JUMP_MIN_CENTS && (c.total - c.before) * 100 >= c.before * CATEGORY_JUMP_PERCENT)
    .sort((a, b) => b.total - b.before - (a.total - a.before))
    .slice(0, CATEGORY_JUMPS_SHOWN)
    .forEach((c) =>
      recommendations.push(
        taxInsight('categoryIncrease', {
          category: c.category,
          description: irsInfoOf(c.category).description,
          amount: formatCents(c.total),
          lastYearAmount: formatCents(c.before),
          percent: Math.round(((c.total - c.before) * 100) / c.before),
        }),
      ),
    );
  if (netIncome < 0) recommendations.push(taxInsight('netLoss', { amount: formatCents(-netIncome) }));
  if (totalIncome === 0) recommendations.push(taxInsight('noIncome', {}));

  const complianceAlerts: TaxInsight[] = [];
  const missing = expenses.reduce((sum, r) => sum + r.missingReceipts, 0);
  if (missing > 0) {
    const expenseNumbers = await repo.missingReceiptNumbers(db, year.startDate, year.endDate, RECEIPT_ALERT_NUMBERS);
    complianceAlerts.push(
      taxInsight('receiptsMissing', { count: missing, expenseNumbers, more: missing - expenseNumbers.length, above: formatCents(RECEIPT_REQUIRED_ABOVE_CENTS) }),
    );
  }
  const begun = quarterOf(today);
  for (const q of quarterFigures(income, expenses)) {
    const recorded = expenses.some((r) => r.quarter === q.quarter && r.countedCount + r.pendingCount > 0);
    if (q.quarter <= begun && q.income > 0 && !recorded) complianceAlerts.push(taxInsight('quarterWithoutExpenses', { quarter: q.quarter as Quarter, income: formatCents(q.income) }));
  }

  return {
    taxYear,
    asOf: today,
    estimatedTaxOwed: formatCents(estimatedTax),
    recommendations: recommendations.map((i) => i.text),
    complianceAlerts: complianceAlerts.map((i) => i.text),
    recommendationItems: recommendations,
    complianceAlertItems: complianceAlerts,
    nextInstallment,
  };
}
