import { Type, type Static } from 'typebox';
import { MANAGER_ROLES, Required, Success, formatUsd, todayIn, type FieldError, type Role } from '../core';
import type { EXPENSE_CATEGORIES, EXPENSE_FILTER_CATEGORIES, ExpenseStatus } from './expenses';

/*
 * Tax reporting and planning (docs/domains/finance.md#tax-reporting): the years and quarters offered, the
 * rates and brackets, the one calculation svc-finance answers with and the screen explains, the Schedule C
 * table, the exact texts, and the shapes of the three calls. An estimate for a sole proprietor (Schedule C
 * and Schedule SE, single filer brackets as the requirements give them), not filing advice.
 */

// Years and quarters (docs/domains/finance.md#constants)

/** The Tax Year selector offers the current year and the four before it. */
export const TAX_YEAR_COUNT = 5;
export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];
/** First and last month (1–12) of each quarter: Q1 Jan–Mar … Q4 Oct–Dec. */
export const QUARTER_MONTHS: Readonly<Record<Quarter, readonly [number, number]>> = { 1: [1, 3], 2: [4, 6], 3: [7, 9], 4: [10, 12] };
/** The selector's labels, as the requirements name the quarters. */
export const QUARTER_LABELS: Readonly<Record<Quarter, string>> = { 1: 'Q1 Jan-Mar', 2: 'Q2 Apr-Jun', 3: 'Q3 Jul-Sep', 4: 'Q4 Oct-Dec' };

/** The current calendar year in the business's time zone (Houston), as the server counts it. */
export const currentTaxYear = (now: Date = new Date()): number => Number(todayIn(undefined, now).slice(0, 4));
/** The five years offered, newest first. */
export const taxYears = (now: Date = new Date()): number[] => Array.from({ length: TAX_YEAR_COUNT }, (_, i) => currentTaxYear(now) - i);

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** First and last calendar day (inclusive, YYYY-MM-DD) of a year or one of its quarters. */
export function taxPeriod(year: number, quarter?: Quarter | null): { startDate: string; endDate: string } {
  const [first, last] = quarter ? QUARTER_MONTHS[quarter] : [1, 12];
  return { startDate: `${year}-${pad(first)}-01`, endDate: `${year}-${pad(last)}-${pad(lastDayOfMonth(year, last))}` };
}

/** The quarter (1–4) a calendar day (YYYY-MM-DD) falls in. */
export const quarterOf = (day: string): Quarter => (Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1) as Quarter;

/**
 * When each quarter's estimated payment is due (Form 1040-ES): Apr 15, Jun 15, Sep 15 and Jan 15 of the
 * next year, moved to the Monday when it falls on a weekend. Federal holidays (Emancipation Day's
 * occasional shift of April's date) are not modelled: the date shown is at worst a day early.
 */
export function installmentDueDate(year: number, quarter: Quarter): string {
  const [y, m] = quarter === 4 ? [year + 1, 1] : [year, quarter === 1 ? 4 : quarter === 2 ? 6 : 9];
  const day = new Date(Date.UTC(y, m - 1, 15));
  const weekday = day.getUTCDay();
  if (weekday === 6) day.setUTCDate(17);
  if (weekday === 0) day.setUTCDate(16);
  return day.toISOString().slice(0, 10);
}

// Rates and brackets (docs/domains/finance.md#tax-calculations)

/** The self-employment tax rate the page displays: 12.4 % Social Security plus 2.9 % Medicare. */
export const SELF_EMPLOYMENT_TAX_RATE = 15.3;
/** In tenths of a percent, as the calculation uses them. */
const SOCIAL_SECURITY_PER_MILLE = 124;
const MEDICARE_PER_MILLE = 29;
/** Schedule SE line 4a: 92.35 % of net earnings is what the tax is levied on (in ten-thousandths). */
export const SE_EARNINGS_FACTOR = 0.9235;
const SE_EARNINGS_TEN_THOUSANDTHS = 9235;
/** Below $400 of net earnings there is no self-employment tax. */
export const SE_TAX_THRESHOLD_CENTS = 40_000;

/** The Social Security wage base per year, in cents: the 12.4 % part stops there. */
export const SOCIAL_SECURITY_WAGE_BASE_CENTS: Readonly<Record<number, number>> = {
  2022: 14_700_000,
  2023: 16_020_000,
  2024: 16_860_000,
  2025: 17_610_000,
  2026: 18_450_000,
};
const WAGE_BASE_YEARS = Object.keys(SOCIAL_SECURITY_WAGE_BASE_CENTS).map(Number).sort((a, b) => a - b);
/**
 * A year's wage base; a year outside the table takes the nearest year's (a new year's base is published
 * each October: add it here when it is).
 */
export function socialSecurityWageBaseCents(year: number): number {
  const known = year <= WAGE_BASE_YEARS[0]! ? WAGE_BASE_YEARS[0]! : year >= WAGE_BASE_YEARS[WAGE_BASE_YEARS.length - 1]! ? WAGE_BASE_YEARS[WAGE_BASE_YEARS.length - 1]! : year;
  return SOCIAL_SECURITY_WAGE_BASE_CENTS[known] ?? SOCIAL_SECURITY_WAGE_BASE_CENTS[WAGE_BASE_YEARS[WAGE_BASE_YEARS.length - 1]!]!;
}

/** One income tax bracket: taxable income up to `upToCents` (inclusive; null above the last) at `rate` percent. */
export interface TaxBracket {
  upToCents: number | null;
  rate: number;
}
/** The requirements' brackets: up to 10 275 is 10 %, … above 462 550 is 37 %. */
export const INCOME_TAX_BRACKETS: readonly TaxBracket[] = [
  { upToCents: 1_027_500, rate: 10 },
  { upToCents: 4_177_500, rate: 12 },
  { upToCents: 8_945_000, rate: 22 },
  { upToCents: 19_075_000, rate: 24 },
  { upToCents: 36_420_000, rate: 32 },
  { upToCents: 46_255_000, rate: 35 },
  { upToCents: null, rate: 37 },
];

/** The rate the page displays beside the income tax: the bracket the taxable income ends in. */
export function marginalRate(taxableIncomeCents: number): number {
  return INCOME_TAX_BRACKETS.find((b) => b.upToCents === null || taxableIncomeCents <= b.upToCents)!.rate;
}

/** a × num ÷ den rounded half up, for a ≥ 0, exact (BigInt) so large amounts never lose a cent. */
function mulDiv(a: number, num: number, den: number): number {
  const n = BigInt(a) * BigInt(num);
  const d = BigInt(den);
  return Number((n * 2n + d) / (2n * d));
}

/** Progressive income tax over the brackets, in cents (each slice at its rate, rounded once at the end). */
export function incomeTaxCents(taxableIncomeCents: number): number {
  let lower = 0;
  let percentCents = 0n;
  for (const { upToCents, rate } of INCOME_TAX_BRACKETS) {
    const upper = upToCents ?? Number.MAX_SAFE_INTEGER;
    if (taxableIncomeCents <= lower) break;
    percentCents += BigInt(Math.min(taxableIncomeCents, upper) - lower) * BigInt(rate);
    lower = upper;
  }
  return Number((percentCents * 2n + 100n) / 200n);
}

/** Every figure of the Tax Calculations panel, in cents, plus the rates shown beside them. */
export interface TaxCalculationCents {
  netEarnings: number;
  /** 92.35 % of net earnings: what Schedule SE taxes. */
  selfEmploymentBase: number;
  selfEmploymentTax: number;
  taxableIncome: number;
  incomeTax: number;
  estimatedTax: number;
  /** Percent, the bracket the taxable income ends in. */
  marginalRate: number;
  socialSecurityWageBase: number;
}

/**
 * The tax on a period's net income (docs/domains/finance.md#tax-calculations), all in integer cents:
 * netEarnings = max(netIncome, 0); selfEmploymentTax = 12.4 % of 92.35 % of netEarnings capped at the
 * year's wage base plus 2.9 % of all of it, none when netEarnings is below $400; taxableIncome =
 * max(netEarnings − selfEmploymentTax / 2, 0); incomeTax progressive over the brackets; estimatedTax =
 * selfEmploymentTax + incomeTax. Each product is rounded half up to the cent once.
 */
export function computeTaxCalculations(netIncomeCents: number, year: number): TaxCalculationCents {
  const netEarnings = Math.max(Math.trunc(netIncomeCents), 0);
  const wageBase = socialSecurityWageBaseCents(year);
  const selfEmploymentBase = mulDiv(netEarnings, SE_EARNINGS_TEN_THOUSANDTHS, 10_000);
  const selfEmploymentTax =
    netEarnings < SE_TAX_THRESHOLD_CENTS
      ? 0
      : Number(
          (BigInt(Math.min(selfEmploymentBase, wageBase)) * BigInt(SOCIAL_SECURITY_PER_MILLE) * 2n + BigInt(selfEmploymentBase) * BigInt(MEDICARE_PER_MILLE) * 2n + 1000n) /
            2000n,
        );
  const taxableIncome = Math.max(netEarnings - mulDiv(selfEmploymentTax, 1, 2), 0);
  const incomeTax = incomeTaxCents(taxableIncome);
  return {
    netEarnings,
    selfEmploymentBase,
    selfEmploymentTax,
    taxableIncome,
    incomeTax,
    estimatedTax: selfEmploymentTax + incomeTax,
    marginalRate: marginalRate(taxableIncome),
    socialSecurityWageBase: wageBase,
  };
}

/** One quarter's figures in cents, as svc-finance sums them. */
export interface QuarterCents {
  quarter: Quarter;
  income: number;
  expenses: number;
}

/** A quarter of the breakdown in cents, with its installment. */
export interface QuarterTaxCents extends QuarterCents {
  netIncome: number;
  estimatedTaxDue: number;
  dueDate: string;
}

/**
 * Each quarter's estimated payment: the tax on the net income through that quarter minus what the earlier
 * quarters already carried, never below 0. A loss after a profitable quarter therefore owes nothing, and
 * the next profit pays only once the year's tax so far passes what was already carried. `quarters` may be
 * in any order and miss some (a missing quarter is zero).
 */
export function quarterlyEstimates(quarters: readonly QuarterCents[], year: number): QuarterTaxCents[] {
  let throughNet = 0;
  let carried = 0;
  return QUARTERS.map((quarter) => {
    const q = quarters.find((x) => x.quarter === quarter) ?? { quarter, income: 0, expenses: 0 };
    const netIncome = q.income - q.expenses;
    throughNet += netIncome;
    const estimatedTaxDue = Math.max(computeTaxCalculations(throughNet, year).estimatedTax - carried, 0);
    carried += estimatedTaxDue;
    return { quarter, income: q.income, expenses: q.expenses, netIncome, estimatedTaxDue, dueDate: installmentDueDate(year, quarter) };
  });
}

/** A category's share of total expenses, in percent to one decimal (half up); 0 when there are none. */
export function categoryPercentage(totalCents: number, allCents: number): number {
  return allCents <= 0 ? 0 : mulDiv(totalCents, 1000, allCents) / 10;
}

// Which expenses count (docs/domains/finance.md#tax-reports)

/** Expenses counted: tax deductible and in one of these statuses; pending and rejected are left out. */
export const TAX_COUNTED_STATUSES: readonly ExpenseStatus[] = ['approved', 'paid', 'reimbursed'];

// Schedule C (docs/domains/finance.md#schedule-c)

/** Where a category goes on Schedule C: the line, and the description the report shows. */
export interface IrsInfo {
  line: string;
  description: string;
}
const line = (no: string, name: string): IrsInfo => ({ line: no, description: `${name} (Schedule C, line ${no})` });
const OTHER = line('27a', 'Other expenses');

/** Every key of both category lists (the form's 20 and the filter's 14) mapped to its Schedule C line. */
export const SCHEDULE_C_LINES: Readonly<Record<(typeof EXPENSE_CATEGORIES)[number] | (typeof EXPENSE_FILTER_CATEGORIES)[number], IrsInfo>> = {
  vehicle_expenses: line('9', 'Car and truck expenses'),
  equipment_purchase: line('13', 'Depreciation and section 179 expense deduction'),
  equipment_maintenance: line('21', 'Repairs and maintenance'),
  tools_supplies: line('22', 'Supplies'),
  office_supplies: line('18', 'Office expense'),
  software_subscriptions: line('27a', 'Other expenses: software subscriptions'),
  insurance: line('15', 'Insurance other than health'),
  licensing_permits: line('23', 'Taxes and licenses'),
  professional_services: line('17', 'Legal and professional services'),
  advertising_marketing: line('8', 'Advertising'),
  training_education: line('27a', 'Other expenses: education and training'),
  travel_meals: { line: '24a', description: 'Travel and deductible meals (Schedule C, lines 24a and 24b)' },
  utilities: line('25', 'Utilities'),
  rent_lease: { line: '20a', description: 'Rent or lease (Schedule C, lines 20a and 20b)' },
  subcontractor_payments: line('11', 'Contract labor'),
  materials_inventory: line('4', 'Cost of goods sold: materials and supplies'),
  bank_fees: line('27a', 'Other expenses: bank fees'),
  interest_expense: line('16b', 'Interest, other'),
  depreciation: line('13', 'Depreciation and section 179 expense deduction'),
  other: OTHER,
  equipment: line('13', 'Depreciation and section 179 expense deduction'),
  vehicle_maintenance: line('9', 'Car and truck expenses'),
  fuel: line('9', 'Car and truck expenses'),
  marketing: line('8', 'Advertising'),
  rent: line('20b', 'Rent or lease: other business property'),
  travel: line('24a', 'Travel'),
  meals: line('24b', 'Deductible meals'),
  training: line('27a', 'Other expenses: education and training'),
  software: line('27a', 'Other expenses: software subscriptions'),
};
/** A stored category's Schedule C line; a key of neither list goes to other expenses. */
export const irsInfoOf = (category: string): IrsInfo => (SCHEDULE_C_LINES as Readonly<Record<string, IrsInfo>>)[category] ?? OTHER;

// Who (docs/domains/finance.md#roles)

/** Generating, exporting and the insights: admin and manager. */
export const canUseTaxReports = (role: Role | null | undefined): boolean => !!role && MANAGER_ROLES.includes(role);

// Texts (docs/domains/finance.md#messages)

/** Every text svc-finance answers tax calls with; the key is the error code. */
export const TAX_MESSAGES = {
  taxYearRequired: 'Please choose a tax year.',
  taxYearInvalid: 'Tax year must be one of {years}.',
  taxQuarterInvalid: 'Quarter must be 1, 2, 3 or 4, or left out for the full year.',
  taxExportFormatInvalid: 'A tax report can be exported as csv or json.',
  taxAccessDenied: "Access Denied: You don't have permission to access tax reporting.",
} as const;
export type TaxMessageCode = keyof typeof TAX_MESSAGES;

export const taxMessage = (code: TaxMessageCode, values: Readonly<Record<string, string>> = {}): string =>
  TAX_MESSAGES[code].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/** The page's own texts. */
export const TAX_TEXTS = {
  title: 'Tax Reporting & Planning',
  subtitle: 'Generate IRS-compliant tax reports and get insights for your business',
  taxYear: 'Tax Year',
  quarter: 'Quarter',
  fullYear: 'Full Year',
  generate: 'Generate Report',
  totalIncome: 'Total Income',
  totalExpenses: 'Total Expenses',
  netIncome: 'Net Income',
  estTaxOwed: 'Est. Tax Owed',
  taxCalculations: 'Tax Calculations',
  quarterlyBreakdown: 'Quarterly Breakdown',
  insights: 'Tax Planning Insights',
  complianceAlerts: 'Compliance Alerts',
  disclaimer: 'An estimate for a sole proprietor (Schedule C and Schedule SE), not filing advice.',
} as const;

/** The page's messages and the wrappers' fallbacks, as the requirements give them. */
export const TAX_FALLBACKS = {
  generate: 'Failed to generate tax report',
  export: 'Failed to export tax data',
  insights: 'Failed to get tax insights',
  loadInsights: 'Failed to load tax insights',
  generateRetry: 'Failed to generate tax report. Please try again.',
  invalidReport: 'Invalid report data structure',
  exportCsv: 'Failed to export tax report as CSV',
  exportJson: 'Failed to export tax report as JSON',
} as const;

// The query (docs/domains/finance.md#tax-answers)

export const TAX_EXPORT_FORMATS = ['csv', 'json'] as const;
export type TaxExportFormat = (typeof TAX_EXPORT_FORMATS)[number];

/**
 * The query as text, read by `readTaxQuery`: a bad year or quarter is answered in the words above, never
 * with a schema's wording. A quarter absent, empty or `null` is the full year.
 */
export const TaxReportQuery = Type.Object({
  taxYear: Required(Type.String({ maxLength: 10, description: 'The current year or one of the four before it' }), TAX_MESSAGES.taxYearRequired, 'taxYearRequired'),
  quarter: Type.Optional(Type.String({ maxLength: 10, description: '1–4; absent, empty or null for the full year' })),
});
export type TaxReportQuery = Static<typeof TaxReportQuery>;

export const TaxExportQuery = Type.Object({
  ...TaxReportQuery.properties,
  format: Type.Optional(Type.String({ maxLength: 10, description: 'csv (the default) or json' })),
});
export type TaxExportQuery = Static<typeof TaxExportQuery>;

export interface TaxPeriodChoice {
  taxYear: number;
  quarter: Quarter | null;
}

/** The query's year and quarter, or the refusal of the first bad one (year first). */
export function readTaxQuery(query: { taxYear?: string | number | null; quarter?: string | number | null }, now: Date = new Date()): { errors: FieldError[]; value: TaxPeriodChoice | null } {
  const years = taxYears(now);
  const yearText = query.taxYear === null || query.taxYear === undefined ? '' : String(query.taxYear).trim();
  if (yearText === '') return { errors: [{ field: 'taxYear', code: 'taxYearRequired', message: TAX_MESSAGES.taxYearRequired }], value: null };
  const taxYear = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!years.includes(taxYear)) {
    const list = [...years].reverse().join(', ');
    return { errors: [{ field: 'taxYear', code: 'taxYearInvalid', message: taxMessage('taxYearInvalid', { years: list }) }], value: null };
  }
  const quarterText = query.quarter === null || query.quarter === undefined ? '' : String(query.quarter).trim();
  // The page's quarter is "an integer 1-4 or null": a client writing null into the query sends the word.
  if (quarterText === '' || quarterText === 'null') return { errors: [], value: { taxYear, quarter: null } };
  if (!/^[1-4]$/.test(quarterText)) return { errors: [{ field: 'quarter', code: 'taxQuarterInvalid', message: TAX_MESSAGES.taxQuarterInvalid }], value: null };
  return { errors: [], value: { taxYear, quarter: Number(quarterText) as Quarter } };
}

/** `tax-report-2026.csv`, `tax-report-2026-Q2.json`. */
export const taxExportFileName = (taxYear: number, quarter: Quarter | null, format: TaxExportFormat): string =>
  `tax-report-${taxYear}${quarter ? `-Q${quarter}` : ''}.${format}`;

/** The CSV export's columns: one row per figure, section by section. */
export const TAX_CSV_COLUMNS = ['Section', 'Item', 'Amount', 'Percentage', 'Details'] as const;

// The answers (docs/domains/finance.md#tax-answers)

const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'US dollars, two decimals, e.g. "148.50"' });
const Day = Type.String({ description: 'Calendar day, YYYY-MM-DD' });
const QuarterNumber = Type.Integer({ minimum: 1, maximum: 4 });

export const TaxSummary = Type.Object({ totalIncome: Money, totalExpenses: Money, netIncome: Money });
export type TaxSummary = Static<typeof TaxSummary>;

export const TaxCalculations = Type.Object({
  netEarnings: Money,
  selfEmploymentTax: Money,
  taxableIncome: Money,
  incomeTax: Money,
  estimatedTax: Money,
  /** 15.3, as displayed. */
  selfEmploymentTaxRate: Type.Number(),
  /** The bracket's rate the taxable income ends in (percent). */
  marginalRate: Type.Number(),
  /** 92.35 % of net earnings. */
  selfEmploymentBase: Money,
  socialSecurityWageBase: Money,
});
export type TaxCalculations = Static<typeof TaxCalculations>;

export const IrsInfoSchema = Type.Object({ line: Type.String(), description: Type.String() });

export const TaxCategoryTotal = Type.Object({
  total: Money,
  /** Of total expenses, one decimal. */
  percentage: Type.Number(),
  /** How many expenses. */
  count: Type.Integer(),
  irsInfo: IrsInfoSchema,
});
export type TaxCategoryTotal = Static<typeof TaxCategoryTotal>;

export const TaxQuarter = Type.Object({
  quarter: QuarterNumber,
  startDate: Day,
  endDate: Day,
  income: Money,
  expenses: Money,
  netIncome: Money,
  estimatedTaxDue: Money,
  /** The installment's due date (weekends moved to Monday). */
  dueDate: Day,
});
export type TaxQuarter = Static<typeof TaxQuarter>;

export const TaxReport = Type.Object({
  taxYear: Type.Integer(),
  /** Null for the full year. */
  quarter: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  startDate: Day,
  endDate: Day,
  generatedAt: Type.String({ format: 'date-time' }),
  summary: TaxSummary,
  /** Over the period's net income. */
  taxCalculations: TaxCalculations,
  /** Keyed by category, largest total first. */
  expensesByCategory: Type.Record(Type.String(), TaxCategoryTotal),
  /** The tax year's four quarters, whatever the period. */
  quarterlyBreakdown: Type.Array(TaxQuarter),
  /** How many payments and counted expenses the period holds. */
  paymentCount: Type.Integer(),
  expenseCount: Type.Integer(),
});
export type TaxReport = Static<typeof TaxReport>;

export const TaxReportResponse = Success({ taxReport: TaxReport });
export type TaxReportResponse = Static<typeof TaxReportResponse>;

// Insights (docs/domains/finance.md#tax-insights)

export const TAX_INSIGHT_CODES = [
  'receiptsMissing',
  'quarterWithoutExpenses',
  'nextInstallment',
  'pendingExpenses',
  'categoryIncrease',
  'setAside',
  'netLoss',
  'noIncome',
] as const;
export type TaxInsightCode = (typeof TAX_INSIGHT_CODES)[number];

/**
 * What each insight's values hold. Money as two-decimal strings, days as YYYY-MM-DD, quarters 1–4, so a
 * screen formats them in the reader's language.
 */
export interface TaxInsightValues {
  receiptsMissing: { count: number; expenseNumbers: string[]; more: number; above: string };
  quarterWithoutExpenses: { quarter: number; income: string };
  nextInstallment: { taxYear: number; quarter: number; amount: string; dueDate: string };
  pendingExpenses: { count: number; amount: string };
  categoryIncrease: { category: string; description: string; amount: string; lastYearAmount: string; percent: number };
  setAside: { percent: number; amount: string };
  netLoss: { amount: string };
  noIncome: Record<string, never>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const usd = (money: string) => formatUsd(Math.round(Number(money) * 100));
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** The English text of each insight; the screen has its own per language, keyed by code. */
export const TAX_INSIGHT_TEXTS: { readonly [C in TaxInsightCode]: (v: TaxInsightValues[C]) => string } = {
  receiptsMissing: (v) =>
    `${plural(v.count, 'expense', 'expenses')} over $${Number(v.above)} ${v.count === 1 ? 'has' : 'have'} no receipt: ${v.expenseNumbers.join(', ')}${v.more > 0 ? ` and ${v.more} more` : ''}.`,
  quarterWithoutExpenses: (v) => `Q${v.quarter} has ${usd(v.income)} of income but no expenses recorded.`,
  nextInstallment: (v) => `Your next estimated tax payment, Q${v.quarter} ${v.taxYear}, of ${usd(v.amount)} is due ${longDate(v.dueDate)}.`,
  pendingExpenses: (v) => `${plural(v.count, 'pending expense', 'pending expenses')} totalling ${usd(v.amount)} ${v.count === 1 ? 'is' : 'are'} not counted until approved.`,
  categoryIncrease: (v) => `${v.description}: ${usd(v.amount)} so far this year, up ${v.percent}% on the same period last year (${usd(v.lastYearAmount)}).`,
  setAside: (v) => `Set aside about ${v.percent}% of income for taxes: ${usd(v.amount)} so far this year.`,
  netLoss: (v) => `Expenses exceed income by ${usd(v.amount)} so far this year: no self-employment or income tax is estimated.`,
  noIncome: () => 'No income is recorded for this year yet: payments recorded in billing appear here.',
};

/** One insight: its code and values for a screen to word in its language, and the English text. */
export const TaxInsight = Type.Object({
  code: Type.Enum(TAX_INSIGHT_CODES),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Array(Type.String())])),
  text: Type.String(),
});
export type TaxInsight = Static<typeof TaxInsight>;

/** An insight with its English text. */
export function taxInsight<C extends TaxInsightCode>(code: C, values: TaxInsightValues[C]): TaxInsight {
  return { code, values: values as TaxInsight['values'], text: TAX_INSIGHT_TEXTS[code](values) };
}

export const TaxInsights = Type.Object({
  taxYear: Type.Integer(),
  /** The day the figures run to (today in Houston). */
  asOf: Day,
  /** The year so far's estimated tax (self-employment plus income tax). */
  estimatedTaxOwed: Money,
  /** The English texts, as the requirements shape them: recommendations[i] is recommendationItems[i].text. */
  recommendations: Type.Array(Type.String()),
  complianceAlerts: Type.Array(Type.String()),
  /** The same, as codes and values for the screen to translate. */
  recommendationItems: Type.Array(TaxInsight),
  complianceAlertItems: Type.Array(TaxInsight),
  /**
   * The first installment due today or later: last year's Q4 until its January date, then this year's
   * quarters. Its amount is the quarter's estimatedTaxDue so far (0 when nothing is owed).
   */
  nextInstallment: Type.Object({ taxYear: Type.Integer(), quarter: QuarterNumber, dueDate: Day, amount: Money }),
});
export type TaxInsights = Static<typeof TaxInsights>;

export const TaxInsightsResponse = Success(TaxInsights.properties);
export type TaxInsightsResponse = Static<typeof TaxInsightsResponse>;

/** The tax report's codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    tax: TaxMessageCode;
  }
}
