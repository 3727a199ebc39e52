import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatUsd, parseCents } from '@hvac/contracts';
import { INCOME_TAX_BRACKETS, QUARTER_LABELS, TAX_FALLBACKS, TAX_MESSAGES, TAX_TEXTS, taxYears } from '@hvac/contracts/finance';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { ApiError, COMPANY, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/tax/api';
import { renderAt, signIn } from './harness';
import { taxInsights, taxReport } from './tax-fixtures';

jest.mock('../src/tax/api', () => ({
  ...jest.requireActual('../src/tax/api'),
  fetchTaxInsights: jest.fn(),
  generateTaxReport: jest.fn(),
  exportTaxReport: jest.fn(),
}));
const fetchTaxInsights = jest.mocked(api.fetchTaxInsights);
const generateTaxReport = jest.mocked(api.generateTaxReport);
const exportTaxReport = jest.mocked(api.exportTaxReport);

const PAGE = '/admin/tax-reporting';
// The current tax year as the screen reads it, on a business day held for the file: a run across New Year must not move it.
holdBusinessDay();
const YEAR = taxYears()[0]!;
const usd = (money: string) => formatUsd(parseCents(money)!);

beforeEach(() => signIn('admin'));
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

/** The page with its insights read, in `lng`. */
async function openPage(lng: 'en' | 'fa' | 'es' = 'en') {
  fetchTaxInsights.mockResolvedValue(taxInsights(YEAR));
  await renderAt(PAGE, { lng });
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('who may open the tax page (issue 17)', () => {
  it.each(['staff', 'client'] as const)('a %s reads the tax Access Denied text and nothing is asked', async (role) => {
    signIn(role);
    await renderAt(PAGE);
    expect(await screen.findByText(TAX_MESSAGES.taxAccessDenied)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TAX_TEXTS.title })).toBeNull();
    expect(fetchTaxInsights).not.toHaveBeenCalled();
  });

  it('says the denial in Persian and Spanish', async () => {
    signIn('staff');
    const { unmount } = await renderAt(PAGE, { lng: 'fa' });
    expect(await screen.findByText('دسترسی غیرمجاز: شما اجازهٔ دسترسی به گزارش‌دهی مالیاتی را ندارید.')).toBeTruthy();
    unmount();
    await renderAt(PAGE, { lng: 'es' });
    expect(await screen.findByText('Acceso denegado: no tiene permiso para acceder a los informes fiscales.')).toBeTruthy();
  });

  it('without a session says to log in', async () => {
    signIn(null);
    await renderAt(PAGE);
    expect(await screen.findByText('Authentication required. Please log in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it.each(['admin', 'manager'] as const)('a %s gets the page with its title and subtitle', async (role) => {
    signIn(role);
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax Reporting & Planning' })).toBeTruthy();
    expect(screen.getByText('Generate IRS-compliant tax reports and get insights for your business')).toBeTruthy();
    expect(screen.getByText(TAX_TEXTS.disclaimer)).toBeTruthy();
    expect(document.title).toBe(`Tax Reporting & Planning | ${COMPANY.name}`);
  });
});

describe('the selectors', () => {
  it('offer the current year and the four before it, and Full Year then Q1–Q4', async () => {
    await openPage();
    await screen.findByRole('heading', { level: 1 });
    const years = [...select('Tax Year').options].map((o) => o.textContent);
    expect(years).toEqual([0, 1, 2, 3, 4].map((i) => String(YEAR - i)));
    expect(select('Tax Year').value).toBe(String(YEAR));
    expect([...select('Quarter').options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Full Year'],
      ['1', QUARTER_LABELS[1]],
      ['2', QUARTER_LABELS[2]],
      ['3', QUARTER_LABELS[3]],
      ['4', QUARTER_LABELS[4]],
    ]);
    expect(select('Quarter').value).toBe('');
  });
});

describe('the insights view', () => {
  it('loads when the page opens: estimated tax owed, recommendations and compliance alerts in the server’s English', async () => {
    let answer!: (v: ReturnType<typeof taxInsights>) => void;
    fetchTaxInsights.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAt(PAGE);
    expect(await screen.findByText('Loading tax insights...')).toBeTruthy();
    const insights = taxInsights(YEAR);
    await act(async () => answer(insights));
    const planning = await screen.findByRole('region', { name: 'Tax Planning Insights' });
    expect(within(planning).getByText('$4,321.09')).toBeTruthy();
    // The English words are the contract's, so the screen's texts and the server's agree letter by letter.
    expect(within(planning).getAllByRole('listitem').map((li) => li.textContent)).toEqual(insights.recommendations);
    const alerts = screen.getByRole('region', { name: 'Compliance Alerts' });
    expect(within(alerts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(insights.complianceAlerts);
    expect(insights.complianceAlerts[0]).toBe(`3 expenses over $75 have no receipt: EXP-${YEAR}-000007, EXP-${YEAR}-000009 and 1 more.`);
    expect(fetchTaxInsights).toHaveBeenCalledTimes(1);
    expect(generateTaxReport).not.toHaveBeenCalled();
  });

  it('words the insights in Persian and Spanish from their codes, amounts in US dollars', async () => {
    fetchTaxInsights.mockResolvedValue(taxInsights(YEAR));
    const { unmount } = await renderAt(PAGE, { lng: 'es' });
    const alerts = await screen.findByRole('region', { name: 'Alertas de cumplimiento' });
    expect(within(alerts).getByText(`3 gastos de más de $75 no tienen recibo: EXP-${YEAR}-000007, EXP-${YEAR}-000009 y 1 más.`)).toBeTruthy();
    expect(screen.getByText(`Su próximo pago de impuesto estimado, T2 ${YEAR}, de $1,234.50 vence el 15 de junio de ${YEAR}.`)).toBeTruthy();
    unmount();
    await renderAt(PAGE, { lng: 'fa' });
    const faAlerts = await screen.findByRole('region', { name: 'هشدارهای انطباق' });
    expect(within(faAlerts).getByText(`فصل ۱ درآمدی به مبلغ $2,500.00 دارد اما هیچ هزینه‌ای برای آن ثبت نشده است.`)).toBeTruthy();
  });

  it('names the Schedule C lines in the reader’s language', async () => {
    generateTaxReport.mockResolvedValue(taxReport(YEAR));
    await openPage('es');
    fireEvent.click(await screen.findByRole('button', { name: 'Generar informe' }));
    const table = within(await screen.findByRole('table', { name: 'Gastos del negocio por categoría' }));
    expect(table.getByText('Gastos de automóviles y camiones (Schedule C, línea 9)')).toBeTruthy();
    expect(table.getByText('60.0%')).toBeTruthy();
  });

  it('says when there is nothing to recommend or alert', async () => {
    fetchTaxInsights.mockResolvedValue({ ...taxInsights(YEAR), recommendations: [], complianceAlerts: [], recommendationItems: [], complianceAlertItems: [] });
    await renderAt(PAGE);
    expect(await screen.findByText('No recommendations right now.')).toBeTruthy();
    expect(screen.getByText('No compliance alerts.')).toBeTruthy();
  });

  it('shows "Failed to load tax insights" when they cannot be read', async () => {
    fetchTaxInsights.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt(PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe(TAX_FALLBACKS.loadInsights);
  });
});

describe('Generate Report', () => {
  it('switches to the report view: the four cards, the categories, Tax Calculations and the Quarterly Breakdown', async () => {
    const report = taxReport(YEAR);
    let answer!: (r: typeof report) => void;
    generateTaxReport.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openPage();
    await screen.findByText('$4,321.09');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByText('Generating tax report...')).toBeTruthy();
    expect(generateTaxReport).toHaveBeenCalledWith({ taxYear: YEAR, quarter: null });
    expect(screen.queryByRole('region', { name: 'Tax Planning Insights' })).toBeNull();
    await act(async () => answer(report));

    expect(await screen.findByRole('heading', { name: `Tax Report: ${YEAR}` })).toBeTruthy();
    expect(card('Total Income')).toBe(usd(report.summary.totalIncome));
    expect(card('Total Expenses')).toBe(usd(report.summary.totalExpenses));
    // Under its figure, what it counts, so it does not read as the expense list's total of every expense.
    expect(screen.getByText('Total Expenses', { selector: 'dt' }).parentElement!.querySelector('dd + dd')!.textContent).toBe('Tax-deductible expenses that are approved, paid or reimbursed');
    expect(card('Net Income')).toBe(usd(report.summary.netIncome));
    expect(card('Est. Tax Owed')).toBe(usd(report.taxCalculations.estimatedTax));
    expect(card('Total Income')).toBe('$65,000.00');

    const categories = within(screen.getByRole('table', { name: 'Business Expenses by Category' }));
    const rows = categories.getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['Car and truck expenses (Schedule C, line 9)', '$10,500.00', '60.0%'],
      ['Supplies (Schedule C, line 22)', '$6,125.00', '35.0%'],
      ['Other expenses: bank fees (Schedule C, line 27a)', '$875.00', '5.0%'],
    ]);

    const calc = screen.getByRole('region', { name: 'Tax Calculations' });
    const row = (key: string) => calc.querySelector(`[data-calc="${key}"] dd`)!.textContent;
    expect(row('selfEmploymentTax')).toBe(`${usd(report.taxCalculations.selfEmploymentTax)} (15.3% of 92.35% of net earnings)`);
    expect(row('incomeTax')).toBe(`${usd(report.taxCalculations.incomeTax)} (Marginal rate ${report.taxCalculations.marginalRate}%)`);
    expect(INCOME_TAX_BRACKETS.map((b) => b.rate)).toContain(report.taxCalculations.marginalRate);
    expect(row('estimatedTax')).toBe(usd(report.taxCalculations.estimatedTax));

    const quarters = within(screen.getByRole('table', { name: 'Quarterly Breakdown' }));
    expect(quarters.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Quarter', 'Revenue', 'Expenses', 'Net Income', 'Estimated Tax', 'Payment Due']);
    const q = quarters.getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(q.map((r) => r[0])).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(q[2]!.slice(1, 4)).toEqual(['$0.00', '$2,500.00', '-$2,500.00']);
    expect(q.map((r) => r[4])).toEqual(report.quarterlyBreakdown.map((x) => usd(x.estimatedTaxDue)));
    expect(q[3]![5]).toBe(new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${report.quarterlyBreakdown[3]!.dueDate}T00:00:00Z`)));
    expect(report.quarterlyBreakdown[3]!.dueDate.startsWith(`${YEAR + 1}-01-`)).toBe(true);
  });

  it('draws the quarters as a chart with a text alternative, a loss below the zero line', async () => {
    generateTaxReport.mockResolvedValue(taxReport(YEAR));
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Report' }));
    const chart = await screen.findByRole('img', { name: 'Income, expenses and net income by quarter' });
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent).toMatch(/Quarterly Breakdown/);
    expect(chart.querySelectorAll('rect.tax-bar')).toHaveLength(12);
    const zero = Number(chart.querySelector('line.tax-chart-zero')!.getAttribute('y1'));
    const net3 = chart.querySelector('[data-quarter="3"] [data-series="netIncome"]')!;
    expect(Number(net3.getAttribute('y'))).toBe(zero);
    expect(net3.querySelector('title')!.textContent).toBe('Q3, Net Income: -$2,500.00');
    const income1 = chart.querySelector('[data-quarter="1"] [data-series="income"]')!;
    expect(Number(income1.getAttribute('y')) + Number(income1.getAttribute('height'))).toBe(zero);
  });

  it('mirrors the chart in Persian: the first quarter on the right, as the table reads', async () => {
    generateTaxReport.mockResolvedValue(taxReport(YEAR));
    await openPage('fa');
    fireEvent.click(await screen.findByRole('button', { name: 'تهیهٔ گزارش' }));
    const chart = await screen.findByRole('img', { name: 'درآمد، هزینه‌ها و درآمد خالص به تفکیک فصل' });
    const x = (q: number, series: string) => Number(chart.querySelector(`[data-quarter="${q}"] [data-series="${series}"]`)!.getAttribute('x'));
    expect(x(1, 'income')).toBeGreaterThan(x(4, 'income'));
    expect(x(1, 'income')).toBeGreaterThan(x(1, 'netIncome'));
  });

  it('asks for the chosen year and quarter, and names the period', async () => {
    generateTaxReport.mockResolvedValue(taxReport(YEAR - 2, 2));
    await openPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(select('Tax Year'), { target: { value: String(YEAR - 2) } });
    fireEvent.change(select('Quarter'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByRole('heading', { name: `Tax Report: Q2 ${YEAR - 2}` })).toBeTruthy();
    expect(generateTaxReport).toHaveBeenCalledWith({ taxYear: YEAR - 2, quarter: 2 });
  });

  it('goes back to the insights with "Failed to generate tax report. Please try again." when it fails', async () => {
    generateTaxReport.mockRejectedValue(new ApiError('Invalid report data structure', 0, 'invalidReport'));
    await openPage();
    await screen.findByText('$4,321.09');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate tax report. Please try again.');
    expect(screen.getByRole('region', { name: 'Tax Planning Insights' })).toBeTruthy();
    expect(screen.queryByText('Total Income')).toBeNull();
  });

  it('Back to insights returns from the report', async () => {
    generateTaxReport.mockResolvedValue(taxReport(YEAR));
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Report' }));
    await screen.findByText('Total Income');
    fireEvent.click(screen.getByRole('button', { name: 'Back to insights' }));
    expect(await screen.findByRole('region', { name: 'Tax Planning Insights' })).toBeTruthy();
  });

  it('says an empty period', async () => {
    generateTaxReport.mockResolvedValue({ ...taxReport(YEAR), expensesByCategory: {} });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByText('No deductible expenses in this period.')).toBeTruthy();
  });
});

describe('exports', () => {
  async function generated(quarter: '' | '2' = '') {
    generateTaxReport.mockResolvedValue(taxReport(YEAR, quarter ? 2 : null));
    await openPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(select('Quarter'), { target: { value: quarter } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    await screen.findByText('Total Income');
  }

  it.each([
    ['CSV', 'csv'],
    ['JSON', 'json'],
  ] as const)('Export %s downloads the generated period as %s', async (label, format) => {
    exportTaxReport.mockResolvedValue();
    await generated('2');
    // A selector changed after generating does not change what the report on screen exports.
    fireEvent.change(select('Tax Year'), { target: { value: String(YEAR - 1) } });
    fireEvent.click(screen.getByRole('button', { name: `Export ${label}` }));
    await waitFor(() => expect(exportTaxReport).toHaveBeenCalledWith({ taxYear: YEAR, quarter: 2 }, format));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['CSV', 'Failed to export tax report as CSV'],
    ['JSON', 'Failed to export tax report as JSON'],
  ] as const)('a failed %s export says %s', async (label, text) => {
    exportTaxReport.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    await generated();
    fireEvent.click(screen.getByRole('button', { name: `Export ${label}` }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
