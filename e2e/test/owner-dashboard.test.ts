/**
 * The owner's overview of issue 32 through the whole system: Chromium → gateway → shell → mf_accounts'
 * dashboard, which loads each remote's widgets through the shell's federation runtime → svc-billing,
 * svc-finance, svc-inventory and svc-requests summaries → PostgreSQL (docs/domains/accounts.md#admin-dashboard).
 */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD as PASSWORD } from '@hvac/contracts';
import { documentLanguage } from './support/browser';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

async function apiLogin(email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function summary<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect([path, res.status]).toEqual([path, 200]);
  return ((await res.json()) as { data: T }).data;
}

interface Figure {
  count: number;
  total: string;
}

/** What each widget's main figure counts, as its service's own summary answers it. */
async function expectedFigures(): Promise<Record<string, number>> {
  const token = await apiLogin('admin@example.com');
  const [invoices, quotes, expenses, inventory, requests] = await Promise.all([
    summary<{ overdue: Figure; unpaid: Figure }>(token, 'invoices/summary'),
    summary<{ awaitingAnswer: Figure }>(token, 'quotes/summary'),
    summary<{ awaitingApproval: Figure }>(token, 'expenses/summary'),
    summary<{ lowStock: { count: number }; expired: { count: number } }>(token, 'inventory/summary'),
    summary<{ unassigned: number }>(token, 'service-requests/summary'),
  ]);
  return {
    'widget-open-requests': requests.unassigned,
    'widget-overdue-invoices': invoices.overdue.count,
    'widget-unpaid-invoices': invoices.unpaid.count,
    'widget-quotes-awaiting': quotes.awaitingAnswer.count,
    'widget-expenses-awaiting': expenses.awaitingApproval.count,
    'widget-low-stock': inventory.lowStock.count,
    'widget-expired': inventory.expired.count,
  };
}

/** The widgets an admin sees, by heading id, with their headings in each language. */
const HEADINGS: Record<string, { en: string; fa: string }> = {
  'widget-open-requests': { en: 'Open service requests', fa: 'درخواست‌های سرویس باز' },
  'widget-todays-visits': { en: "Today's visits", fa: 'بازدیدهای امروز' },
  'widget-overdue-invoices': { en: 'Overdue invoices', fa: 'فاکتورهای سررسیدگذشته' },
  'widget-unpaid-invoices': { en: 'Unpaid invoices', fa: 'فاکتورهای پرداخت‌نشده' },
  'widget-quotes-awaiting': { en: 'Quotes awaiting an answer', fa: 'پیش‌فاکتورهای منتظر پاسخ' },
  'widget-revenue': { en: 'Revenue', fa: 'درآمد' },
  'widget-expenses-awaiting': { en: 'Expenses awaiting approval', fa: 'هزینه‌های منتظر تأیید' },
  'widget-estimated-tax': { en: 'Estimated tax', fa: 'مالیات برآوردی' },
  'widget-low-stock': { en: 'Low stock', fa: 'موجودی کم' },
  'widget-expired': { en: 'Expired', fa: 'منقضی‌شده' },
};

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** The first whole number in a text, in Latin or Persian digits, with its group separators dropped. */
function firstNumber(text: string): number {
  const latin = text.replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)));
  const match = /\d[\d,٬]*/.exec(latin);
  if (!match) throw new Error(`no number in '${text}'`);
  return Number(match[0].replace(/[,٬]/g, ''));
}

const widget = (id: string) => page.locator(`section.overview-widget[aria-labelledby="${id}"]`);

async function logInAs(email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${base}/admin/dashboard`);
}

/** Every widget drawn with its figure, in the page's language; the figures read off the page. */
async function readWidgets(lang: 'en' | 'fa'): Promise<Record<string, { heading: string; figure: string }>> {
  const read: Record<string, { heading: string; figure: string }> = {};
  for (const id of Object.keys(HEADINGS)) {
    const figure = widget(id).locator('.overview-figure');
    await figure.waitFor({ timeout: 30_000 });
    read[id] = { heading: (await page.locator(`#${id}`).textContent())!, figure: (await figure.textContent())! };
    expect([id, read[id].heading]).toEqual([id, HEADINGS[id]![lang]]);
  }
  return read;
}

describe("the owner's overview", () => {
  it('shows the admin every widget with the figure its service counts, in English and in Persian', async () => {
    const expected = await expectedFigures();
    await logInAs('admin@example.com');
    await page.getByRole('heading', { name: 'Overview', level: 2 }).waitFor();
    const en = await readWidgets('en');
    for (const [id, count] of Object.entries(expected)) expect([id, firstNumber(en[id]!.figure)]).toEqual([id, count]);
    expect(en['widget-revenue']!.figure).toMatch(/^\$[\d,]+\.\d\d this month$/);
    expect(await page.getByTestId('widget-error').count()).toBe(0);

    await page.goto(`${base}/admin/dashboard?lng=fa`);
    await page.getByRole('heading', { name: 'داشبورد مدیریت', level: 1 }).waitFor();
    await expect(documentLanguage(page)).resolves.toEqual(['fa', 'rtl']);
    const fa = await readWidgets('fa');
    for (const [id, count] of Object.entries(expected)) {
      expect([id, firstNumber(fa[id]!.figure)]).toEqual([id, count]);
      expect(fa[id]!.figure).not.toMatch(/[0-9]/);
    }
  }, 120_000);
});
