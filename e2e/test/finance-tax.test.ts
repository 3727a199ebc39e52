/**
 * Issue 17's tax journey through the whole system: Chromium → gateway → shell + mf-finance → svc-finance
 * → PostgreSQL, with billing's payments reaching svc-finance's income ledger through NATS
 * (docs/domains/finance.md#tax-reporting). An admin records a payment in billing and an approved expense
 * over $75 without a receipt; the page's insights name that expense in their receipt alert; a full-year
 * and a Q2 report show the server's figures; both exports of both reports are real files under the
 * server's names; a staff user reads the tax Access Denied text. The Total Expenses card says what it
 * counts (issue 27). In English and in Persian.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatUsd, parseCents, todayIn } from '@hvac/contracts';
import { INVOICE_OPEN_STATUSES } from '@hvac/contracts/billing';
import { TAX_CSV_COLUMNS, taxExportFileName, type Expense, type Quarter, type TaxExportFormat, type TaxInsights, type TaxReport } from '@hvac/contracts/finance';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations } from './support/browser';
import { call, logIn, signIn, type Language, type Signed } from './support/billing';
import { useJourney } from './support/journey';

let browser: Browser;
let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-billing', 'svc-finance', 'gateway'] }, {
  onStart: (s, b) => {
    base = s.gatewayUrl;
    browser = b;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

interface TaxTexts {
  page: { heading: string; generate: string; taxYear: string; quarter: string };
  report: {
    heading: string;
    periodYear: string;
    periodQuarter: string;
    totalIncome: string;
    totalExpenses: string;
    totalExpensesCounts: string;
    netIncome: string;
    estimatedTax: string;
    exportCsv: string;
    exportJson: string;
  };
  insights: { heading: string; alertsHeading: string };
  messages: Record<string, string>;
}
/** mf-finance's tax texts in one language, so a renamed text fails here too. */
const texts = (lng: Language): TaxTexts => JSON.parse(readFileSync(path.join(__dirname, '../../mf-finance/src/tax/i18n', `${lng}.json`), 'utf8')) as TaxTexts;

const TODAY = todayIn();
const YEAR = Number(TODAY.slice(0, 4));
const PAYMENT = '50.00';
const usd = (money: string) => formatUsd(parseCents(money)!);
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** A text's {{slots}} filled as the page fills them: a number in the reader's digits (Persian in Persian), a text as it is. */
const fill = (lng: Language, text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => {
    const value = values[k]!;
    return typeof value === 'number' && lng === 'fa' ? String(value).replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]!) : String(value);
  });

const generate = async (who: Signed, quarter: Quarter | null) =>
  (await call<{ data: { taxReport: TaxReport } }>(base, who, 'GET', `tax-reports/generate?taxYear=${YEAR}${quarter ? `&quarter=${quarter}` : ''}`, 200)).data.taxReport;

/** An approved, deductible expense without a receipt, created and approved through the API. */
async function approvedExpense(who: Signed, title: string, amount: string, expenseDate: string): Promise<Expense> {
  const body = { title, amount, category: 'tools_supplies', expenseDate, vendor: 'Ferguson', paymentMethod: 'credit_card', isTaxDeductible: true, hasReceipt: false };
  const created = (await call<{ data: { expense: Expense } }>(base, who, 'POST', 'expenses', 201, body)).data.expense;
  return (await call<{ data: { expense: Expense } }>(base, who, 'PUT', `expenses/${created.id}/status`, 200, { status: 'approved' })).data.expense;
}

/** A payment recorded in billing on an open demo invoice that counts for tax, then awaited in finance's report. */
async function recordPayment(who: Signed): Promise<void> {
  const before = parseCents((await generate(who, null)).summary.totalIncome)!;
  const { data } = await call<{ data: { invoices: { id: string; status: string; includeInTaxReport: boolean; balanceDue: string }[] } }>(base, who, 'GET', 'invoices?limit=100', 200);
  const invoice = data.invoices.find(
    (i) => (INVOICE_OPEN_STATUSES as readonly string[]).includes(i.status) && i.includeInTaxReport && parseCents(i.balanceDue)! >= parseCents(PAYMENT)!,
  );
  if (!invoice) throw new Error('The demo data has no open invoice that counts for tax');
  await call(base, who, 'POST', `invoices/${invoice.id}/payments`, 201, { amount: PAYMENT, paymentDate: TODAY, paymentMethod: 'Cash' });
  // The payment reaches svc-finance as billing's payment-recorded event: wait for the ledger to hold it.
  const deadline = Date.now() + 20_000;
  while (parseCents((await generate(who, null)).summary.totalIncome)! !== before + parseCents(PAYMENT)!) {
    if (Date.now() > deadline) throw new Error('The payment never reached the tax report');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The four cards' figures as the page shows them. */
const cards = async (p: Page, t: TaxTexts) =>
  Promise.all([t.report.totalIncome, t.report.totalExpenses, t.report.netIncome, t.report.estimatedTax].map((label) => p.locator('.fn-card', { hasText: label }).locator('dd').first().textContent()));
/** What the Total Expenses card says it counts, under its figure. */
const expensesCardCounts = (p: Page, t: TaxTexts) => p.locator('.fn-card', { hasText: t.report.totalExpenses }).locator('dd').nth(1).textContent();
const expectedCards = (r: TaxReport) => [r.summary.totalIncome, r.summary.totalExpenses, r.summary.netIncome, r.taxCalculations.estimatedTax].map(usd);

/** Clicks an export button and answers the downloaded file's name and text. */
async function download(p: Page, label: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: label, exact: true }).click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

/** Both exports of the report on screen: the server's names, the CSV's columns and figures, the JSON's report. */
async function checkExports(p: Page, t: TaxTexts, expected: TaxReport): Promise<void> {
  const files: Record<TaxExportFormat, { name: string; text: string }> = { csv: await download(p, t.report.exportCsv), json: await download(p, t.report.exportJson) };
  expect(files.csv.name).toBe(taxExportFileName(YEAR, expected.quarter as Quarter | null, 'csv'));
  expect(files.json.name).toBe(taxExportFileName(YEAR, expected.quarter as Quarter | null, 'json'));
  // service-kit's CSV writer quotes every text cell (docs/domains/finance.md#tax-export).
  const lines = files.csv.text.trim().split(/\r\n/);
  expect(lines[0]).toBe(TAX_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
  expect(lines).toContain(`"Summary","Total Income","${expected.summary.totalIncome}","","${expected.paymentCount} payments"`);
  expect(lines).toContain(`"Summary","Total Expenses","${expected.summary.totalExpenses}","","${expected.expenseCount} expenses"`);
  const json = JSON.parse(files.json.text) as { taxReport: TaxReport };
  const { generatedAt: _a, ...fromFile } = json.taxReport;
  const { generatedAt: _b, ...shown } = expected;
  expect(fromFile).toEqual(shown);
}

describe.each(['en', 'fa'] as const)('tax reporting in %s (docs/domains/finance.md#tax-reporting)', (lng: Language) => {
  const t = texts(lng);

  it('insights name a real expense without a receipt; a full-year and a Q2 report show the server’s figures and export as files; staff are refused', async () => {
    const admin = await signIn(base, 'admin@example.com');
    // The oldest date of the year, so the alert's first numbers (oldest first) include it.
    const missing = await approvedExpense(admin, `Condenser fan motor ${lng} ${Date.now()}`, '182.40', `${YEAR}-01-01`);
    await approvedExpense(admin, `Thermostat wire ${lng} ${Date.now()}`, '95.25', `${YEAR}-05-11`);
    await recordPayment(admin);
    const insights = (await call<{ data: TaxInsights }>(base, admin, 'GET', 'tax-reports/insights', 200)).data;
    const receiptAlert = insights.complianceAlertItems.find((a) => a.code === 'receiptsMissing');
    expect(receiptAlert?.values.expenseNumbers).toContain(missing.expenseNumber);

    const context = await browser.newContext({ ...CONTEXT_OPTIONS, acceptDownloads: true });
    try {
      const p = await context.newPage();
      await logIn(p, base, 'admin@example.com', lng);
      await p.goto(`${base}/admin/tax-reporting`);
      await p.getByRole('heading', { level: 1, name: t.page.heading }).waitFor();
      if (lng === 'fa') expect(await documentLanguage(p)).toEqual(['fa', 'rtl']);

      // The insights, read when the page opens: the receipt alert names the expense.
      const alerts = p.getByRole('region', { name: t.insights.alertsHeading });
      await alerts.locator('li[data-code="receiptsMissing"]', { hasText: missing.expenseNumber }).waitFor();
      expect(await p.getByRole('region', { name: t.insights.heading }).locator('.fn-card dd').textContent()).toBe(usd(insights.estimatedTaxOwed));
      expect(await seriousViolations(p)).toEqual([]);

      // The full year.
      const year = await generate(admin, null);
      await p.getByRole('button', { name: t.page.generate, exact: true }).click();
      await p.getByRole('heading', { name: fill(lng, t.report.heading, { period: fill(lng, t.report.periodYear, { year: YEAR }) }) }).waitFor();
      expect(await cards(p, t)).toEqual(expectedCards(year));
      // Under its figure, what Total Expenses counts: not every expense, as the expense list's card of that name.
      expect(await expensesCardCounts(p, t)).toBe(t.report.totalExpensesCounts);
      expect(parseCents(year.summary.totalIncome)!).toBeGreaterThanOrEqual(parseCents(PAYMENT)!);
      expect(await p.locator('.tax-chart rect.tax-bar').count()).toBe(12);
      expect(await p.locator('[data-category="tools_supplies"]').count()).toBe(1);
      expect(await seriousViolations(p)).toEqual([]);
      await checkExports(p, t, year);

      // The second quarter.
      const q2 = await generate(admin, 2);
      await p.getByRole('combobox', { name: t.page.quarter }).selectOption('2');
      await p.getByRole('button', { name: t.page.generate, exact: true }).click();
      await p.getByRole('heading', { name: fill(lng, t.report.heading, { period: fill(lng, t.report.periodQuarter, { quarter: 2, year: YEAR }) }) }).waitFor();
      expect(await cards(p, t)).toEqual(expectedCards(q2));
      expect(parseCents(q2.summary.totalExpenses)!).toBeGreaterThanOrEqual(parseCents('95.25')!);
      await checkExports(p, t, q2);
    } finally {
      await context.close();
    }

    // Staff may not open it; svc-finance refuses them too.
    await logIn(page, base, 'staff@example.com', lng);
    await page.goto(`${base}/admin/tax-reporting`);
    await page.locator('main [role="alert"]', { hasText: t.messages.taxAccessDenied! }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    await call(base, await signIn(base, 'staff@example.com'), 'GET', `tax-reports/generate?taxYear=${YEAR}`, 403);
  }, 180_000);
});
