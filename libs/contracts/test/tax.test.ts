import { EXPENSE_CATEGORIES, EXPENSE_FILTER_CATEGORIES, INCOME_TAX_BRACKETS, SCHEDULE_C_LINES, TAX_FALLBACKS, TAX_INSIGHT_CODES, TAX_INSIGHT_TEXTS, TAX_TEXTS, categoryPercentage, computeTaxCalculations, incomeTaxCents, installmentDueDate, irsInfoOf, marginalRate, quarterOf, quarterlyEstimates, readTaxQuery, taxExportFileName, taxInsight, taxPeriod, taxYears, type Quarter } from '@hvac/contracts/finance';

/*
 * docs/domains/finance.md#tax-calculations: every figure below was worked by hand (and checked with
 * Python's Decimal, half up to the cent), not produced by the code under test.
 */
const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const noon = (day: string) => new Date(`${day}T18:00:00Z`);

describe('computeTaxCalculations (docs/domains/finance.md#tax-calculations)', () => {
  it.each([
    // netIncome, year, netEarnings, SE tax, taxable income, income tax, estimated tax, marginal rate
    ['below $400: no self-employment tax', '300.00', 2026, '300.00', '0.00', '300.00', '30.00', '30.00', 10],
    ['a cent below $400', '399.99', 2026, '399.99', '0.00', '399.99', '40.00', '40.00', 10],
    ['exactly $400', '400.00', 2026, '400.00', '56.52', '371.74', '37.17', '93.69', 10],
    ['in the 22 % bracket', '50000.00', 2026, '50000.00', '7064.78', '46467.61', '5839.87', '12904.65', 22],
    ['above the 2026 wage base', '250000.00', 2026, '250000.00', '29573.38', '235213.31', '53836.26', '83409.64', 32],
    ['above the 2022 wage base', '250000.00', 2022, '250000.00', '24923.38', '237538.31', '54580.26', '79503.64', 32],
    ['far above every bracket', '10000000.00', 2026, '10000000.00', '290693.00', '9854653.50', '3604612.80', '3895305.80', 37],
    ['a loss', '-5000.00', 2026, '0.00', '0.00', '0.00', '0.00', '0.00', 10],
    ['nothing', '0.00', 2024, '0.00', '0.00', '0.00', '0.00', '0.00', 10],
  ])('%s', (_, net, year, netEarnings, se, taxable, income, estimated, rate) => {
    const c = computeTaxCalculations(cents(net), year);
    expect([c.netEarnings, c.selfEmploymentTax, c.taxableIncome, c.incomeTax, c.estimatedTax, c.marginalRate]).toEqual([
      cents(netEarnings),
      cents(se),
      cents(taxable),
      cents(income),
      cents(estimated),
      rate,
    ]);
    expect(c.estimatedTax).toBe(c.selfEmploymentTax + c.incomeTax);
  });

  it('caps the 12.4 % part at each year’s wage base', () => {
    expect([2022, 2023, 2024, 2025, 2026].map((y) => computeTaxCalculations(cents('1000000'), y).socialSecurityWageBase)).toEqual([
      14_700_000, 16_020_000, 16_860_000, 17_610_000, 18_450_000,
    ]);
    // 2026: 12.4 % of 184 500 + 2.9 % of 923 500 = 22 878 + 26 781.50
    expect(computeTaxCalculations(cents('1000000'), 2026).selfEmploymentTax).toBe(cents('49659.50'));
  });
});

describe('income tax over the brackets (docs/domains/finance.md#constants)', () => {
  it.each([
    ['10275.00', '1027.50', 10],
    ['10275.01', '1027.50', 12],
    ['41775.00', '4807.50', 12],
    ['89450.00', '15296.00', 22],
    ['190750.00', '39608.00', 24],
    ['364200.00', '95112.00', 32],
    ['462550.00', '129534.50', 35],
    ['462550.01', '129534.50', 37],
    ['500000.00', '143391.00', 37],
  ])('taxable %s pays %s, shown at %s %%', (taxable, tax, rate) => {
    expect(incomeTaxCents(cents(taxable))).toBe(cents(tax));
    expect(marginalRate(cents(taxable))).toBe(rate);
  });

  it('holds the requirements’ seven brackets', () => {
    expect(INCOME_TAX_BRACKETS.map((b) => [b.upToCents === null ? null : b.upToCents / 100, b.rate])).toEqual([
      [10275, 10], [41775, 12], [89450, 22], [190750, 24], [364200, 32], [462550, 35], [null, 37],
    ]);
  });
});

describe('quarterly estimates (docs/domains/finance.md#tax-calculations)', () => {
  it('a loss after a profitable quarter owes nothing, and the next profit pays only the tax beyond what was carried', () => {
    const q = quarterlyEstimates(
      [
        { quarter: 1, income: cents('20000'), expenses: cents('5000') },
        { quarter: 2, income: cents('1000'), expenses: cents('11000') },
        { quarter: 3, income: cents('20000'), expenses: 0 },
      ],
      2026,
    );
    expect(q.map((x) => [x.quarter, x.netIncome, x.estimatedTaxDue, x.dueDate])).toEqual([
      [1, cents('15000'), cents('3586.76'), '2026-04-15'],
      [2, cents('-10000'), 0, '2026-06-15'],
      [3, cents('20000'), cents('2528.19'), '2026-09-15'],
      [4, 0, 0, '2027-01-15'],
    ]);
  });

  it('a whole year in one quarter carries the year’s tax', () => {
    const q = quarterlyEstimates([{ quarter: 4, income: cents('50000'), expenses: 0 }], 2026);
    expect(q.map((x) => x.estimatedTaxDue)).toEqual([0, 0, 0, cents('12904.65')]);
  });
});

describe('installment due dates', () => {
  it.each([
    [2022, ['2022-04-15', '2022-06-15', '2022-09-15', '2023-01-16']],
    [2023, ['2023-04-17', '2023-06-15', '2023-09-15', '2024-01-15']],
    [2024, ['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']],
    [2025, ['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']],
    [2026, ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']],
    [2027, ['2027-04-15', '2027-06-15', '2027-09-15', '2028-01-17']],
  ])('%s: a Saturday or Sunday moves to the Monday', (year, dates) => {
    expect(([1, 2, 3, 4] as Quarter[]).map((q) => installmentDueDate(year, q))).toEqual(dates);
  });
});

describe('years, quarters and the query (docs/domains/finance.md#validation)', () => {
  const now = noon('2026-11-25');

  it('offers the current year and the four before it', () => {
    expect(taxYears(now)).toEqual([2026, 2025, 2024, 2023, 2022]);
    // Houston's New Year comes six hours after UTC's.
    expect(taxYears(new Date('2027-01-01T03:00:00Z'))[0]).toBe(2026);
  });

  it('names each quarter’s days', () => {
    expect(taxPeriod(2024)).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(taxPeriod(2024, 1)).toEqual({ startDate: '2024-01-01', endDate: '2024-03-31' });
    expect(taxPeriod(2024, 2)).toEqual({ startDate: '2024-04-01', endDate: '2024-06-30' });
    expect(taxPeriod(2024, 3)).toEqual({ startDate: '2024-07-01', endDate: '2024-09-30' });
    expect(taxPeriod(2024, 4)).toEqual({ startDate: '2024-10-01', endDate: '2024-12-31' });
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-09-30', '2026-12-31'].map(quarterOf)).toEqual([1, 1, 2, 3, 4]);
  });

  it.each([
    [{ taxYear: '2026' }, { taxYear: 2026, quarter: null }],
    [{ taxYear: '2022', quarter: '2' }, { taxYear: 2022, quarter: 2 }],
    [{ taxYear: ' 2025 ', quarter: '' }, { taxYear: 2025, quarter: null }],
    [{ taxYear: '2024', quarter: 'null' }, { taxYear: 2024, quarter: null }],
  ])('reads %j', (query, value) => {
    expect(readTaxQuery(query, now)).toEqual({ errors: [], value });
  });

  it.each([
    [{}, 'taxYear', 'taxYearRequired', 'Please choose a tax year.'],
    [{ taxYear: '2021' }, 'taxYear', 'taxYearInvalid', 'Tax year must be one of 2022, 2023, 2024, 2025, 2026.'],
    [{ taxYear: '2027' }, 'taxYear', 'taxYearInvalid', 'Tax year must be one of 2022, 2023, 2024, 2025, 2026.'],
    [{ taxYear: '2026.0' }, 'taxYear', 'taxYearInvalid', 'Tax year must be one of 2022, 2023, 2024, 2025, 2026.'],
    [{ taxYear: 'abcd' }, 'taxYear', 'taxYearInvalid', 'Tax year must be one of 2022, 2023, 2024, 2025, 2026.'],
    [{ taxYear: '2026', quarter: '5' }, 'quarter', 'taxQuarterInvalid', 'Quarter must be 1, 2, 3 or 4, or left out for the full year.'],
    [{ taxYear: '2026', quarter: '0' }, 'quarter', 'taxQuarterInvalid', 'Quarter must be 1, 2, 3 or 4, or left out for the full year.'],
    [{ taxYear: '2026', quarter: 'Q2' }, 'quarter', 'taxQuarterInvalid', 'Quarter must be 1, 2, 3 or 4, or left out for the full year.'],
  ])('refuses %j', (query, field, code, message) => {
    expect(readTaxQuery(query, now)).toEqual({ errors: [{ field, code, message }], value: null });
  });

  it('names the export file', () => {
    expect(taxExportFileName(2026, null, 'csv')).toBe('tax-report-2026.csv');
    expect(taxExportFileName(2025, 2, 'json')).toBe('tax-report-2025-Q2.json');
  });
});

describe('Schedule C lines and percentages', () => {
  it('maps every key of both category lists', () => {
    for (const key of [...EXPENSE_CATEGORIES, ...EXPENSE_FILTER_CATEGORIES]) {
      expect(SCHEDULE_C_LINES[key].description).toMatch(/\(Schedule C, lines? \w+/);
    }
    expect(irsInfoOf('vehicle_expenses').description).toBe('Car and truck expenses (Schedule C, line 9)');
    expect(irsInfoOf('fuel').line).toBe('9');
    expect(irsInfoOf('not_a_category')).toEqual(irsInfoOf('other'));
  });

  it('gives a category’s share to one decimal', () => {
    expect(categoryPercentage(1, 3)).toBe(33.3);
    expect(categoryPercentage(2, 3)).toBe(66.7);
    expect(categoryPercentage(1, 8)).toBe(12.5);
    expect(categoryPercentage(5, 5)).toBe(100);
    expect(categoryPercentage(0, 0)).toBe(0);
  });
});

describe('texts (docs/domains/finance.md#messages)', () => {
  it('holds the requirements’ texts letter by letter', () => {
    expect(TAX_TEXTS.title).toBe('Tax Reporting & Planning');
    expect(TAX_TEXTS.subtitle).toBe('Generate IRS-compliant tax reports and get insights for your business');
    expect(TAX_TEXTS.fullYear).toBe('Full Year');
    expect(TAX_FALLBACKS).toEqual({
      generate: 'Failed to generate tax report',
      export: 'Failed to export tax data',
      insights: 'Failed to get tax insights',
      loadInsights: 'Failed to load tax insights',
      generateRetry: 'Failed to generate tax report. Please try again.',
      invalidReport: 'Invalid report data structure',
      exportCsv: 'Failed to export tax report as CSV',
      exportJson: 'Failed to export tax report as JSON',
    });
  });

  it('words every insight in English from its values', () => {
    expect(Object.keys(TAX_INSIGHT_TEXTS).sort()).toEqual([...TAX_INSIGHT_CODES].sort());
    expect(taxInsight('receiptsMissing', { count: 2, expenseNumbers: ['EXP-2026-000001', 'EXP-2026-000007'], more: 0, above: '75.00' })).toEqual({
      code: 'receiptsMissing',
      values: { count: 2, expenseNumbers: ['EXP-2026-000001', 'EXP-2026-000007'], more: 0, above: '75.00' },
      text: '2 expenses over $75 have no receipt: EXP-2026-000001, EXP-2026-000007.',
    });
    expect(taxInsight('nextInstallment', { taxYear: 2026, quarter: 4, amount: '1234.50', dueDate: '2027-01-15' }).text).toBe(
      'Your next estimated tax payment, Q4 2026, of $1,234.50 is due January 15, 2027.',
    );
    expect(taxInsight('pendingExpenses', { count: 1, amount: '80.00' }).text).toBe('1 pending expense totalling $80.00 is not counted until approved.');
  });
});
