import i18next from 'i18next';
import { act } from '@testing-library/react';
import { QUARTER_LABELS, SCHEDULE_C_LINES, TAX_FALLBACKS, TAX_INSIGHT_CODES, TAX_MESSAGES, TAX_TEXTS, taxInsight, type TaxInsight } from '@hvac/contracts/finance';
import { changeLanguage } from '@hvac/web-kit';
import { expectCompleteTranslations } from '../../libs/web-kit/testing/translations';
import { NS } from '../src/tax/i18n';
import en from '../src/tax/i18n/en.json';
import es from '../src/tax/i18n/es.json';
import fa from '../src/tax/i18n/fa.json';
import { insightText } from '../src/tax/insights';

/** Texts whose {slots} the server fills: failureText cannot refill them, so the server's words are shown as sent. */
const FILLED_BY_SERVER = ['taxYearInvalid'];

/** Every insight the server can send, with singular and plural counts and a cut list. */
const INSIGHTS: TaxInsight[] = [
  taxInsight('receiptsMissing', { count: 1, expenseNumbers: ['EXP-2026-000001'], more: 0, above: '75.00' }),
  taxInsight('receiptsMissing', { count: 12, expenseNumbers: ['EXP-2026-000001', 'EXP-2026-000002'], more: 10, above: '75.00' }),
  taxInsight('quarterWithoutExpenses', { quarter: 3, income: '12500.00' }),
  taxInsight('nextInstallment', { taxYear: 2025, quarter: 4, amount: '0.00', dueDate: '2026-01-15' }),
  taxInsight('pendingExpenses', { count: 1, amount: '80.00' }),
  taxInsight('pendingExpenses', { count: 4, amount: '1080.25' }),
  taxInsight('categoryIncrease', { category: 'fuel', description: 'Car and truck expenses (Schedule C, line 9)', amount: '3000.00', lastYearAmount: '1500.00', percent: 100 }),
  taxInsight('setAside', { percent: 30, amount: '15000.00' }),
  taxInsight('netLoss', { amount: '2500.50' }),
  taxInsight('noIncome', {}),
];

describe('tax translations', () => {
  it('hold every key in English, Persian and Spanish, with the same placeholders', () => {
    expectCompleteTranslations({ en, fa, es });
  });

  it('hold the page’s texts of the contract letter by letter', () => {
    expect([en.page.heading, en.page.subtitle, en.page.taxYear, en.page.quarter, en.page.fullYear, en.page.generate, en.page.disclaimer]).toEqual([
      TAX_TEXTS.title,
      TAX_TEXTS.subtitle,
      TAX_TEXTS.taxYear,
      TAX_TEXTS.quarter,
      TAX_TEXTS.fullYear,
      TAX_TEXTS.generate,
      TAX_TEXTS.disclaimer,
    ]);
    expect([en.report.totalIncome, en.report.totalExpenses, en.report.netIncome, en.report.estimatedTax]).toEqual([
      TAX_TEXTS.totalIncome,
      TAX_TEXTS.totalExpenses,
      TAX_TEXTS.netIncome,
      TAX_TEXTS.estTaxOwed,
    ]);
    expect([en.calculations.heading, en.breakdown.heading, en.insights.heading, en.insights.alertsHeading]).toEqual([
      TAX_TEXTS.taxCalculations,
      TAX_TEXTS.quarterlyBreakdown,
      TAX_TEXTS.insights,
      TAX_TEXTS.complianceAlerts,
    ]);
    expect([en.quarters[1], en.quarters[2], en.quarters[3], en.quarters[4]]).toEqual(Object.values(QUARTER_LABELS));
    expect([en.messages.loadInsights, en.messages.generateRetry, en.messages.exportCsv, en.messages.exportJson, en.messages.invalidReport]).toEqual([
      TAX_FALLBACKS.loadInsights,
      TAX_FALLBACKS.generateRetry,
      TAX_FALLBACKS.exportCsv,
      TAX_FALLBACKS.exportJson,
      TAX_FALLBACKS.invalidReport,
    ]);
  });

  it('name every category’s Schedule C line in English as the contract does', () => {
    expect(en.scheduleC).toEqual(Object.fromEntries(Object.entries(SCHEDULE_C_LINES).map(([key, info]) => [key, info.description])));
  });

  it('keep the server’s refusals under their codes, so they are said in the reader’s language', () => {
    const messages: Record<string, string> = en.messages;
    for (const [code, text] of Object.entries(TAX_MESSAGES)) {
      if (FILLED_BY_SERVER.includes(code)) expect(messages[code]).toBeUndefined();
      else expect([code, messages[code]]).toEqual([code, text]);
    }
  });

  it('word every insight in English exactly as the server does, and in Persian and Spanish', async () => {
    expect(new Set(INSIGHTS.map((i) => i.code))).toEqual(new Set(TAX_INSIGHT_CODES));
    await act(() => changeLanguage('en'));
    const t = i18next.getFixedT('en', NS);
    expect(INSIGHTS.map((i) => insightText(i, t))).toEqual(INSIGHTS.map((i) => i.text));
    for (const lng of ['fa', 'es'] as const) {
      await act(() => changeLanguage(lng));
      const words = INSIGHTS.map((i) => insightText(i, i18next.getFixedT(lng, NS)));
      // Each one its own sentence, none left in English, the amounts still in US dollars.
      expect(words.filter((w, i) => w === INSIGHTS[i]!.text)).toEqual([]);
      expect(words[2]).toContain('$12,500.00');
    }
  });

  it('keep a code the screen does not know yet in the server’s English', () => {
    const t = i18next.getFixedT('en', NS);
    expect(insightText({ code: 'somethingNew' as TaxInsight['code'], values: {}, text: 'Something new.' }, t)).toBe('Something new.');
  });
});
