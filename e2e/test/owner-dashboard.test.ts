/**
 * The owner's overview of issue 32 through the whole system: Chromium → gateway → shell → mf_accounts'
 * dashboard, which loads each remote's widgets through the shell's federation runtime → svc-billing,
 * svc-finance, svc-inventory and svc-requests summaries → PostgreSQL (docs/domains/accounts.md#admin-dashboard).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD as PASSWORD, todayIn } from '@hvac/contracts';
import { repoRoot, type Stack } from '@hvac/infra';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations } from './support/browser';
import { call, signIn } from './support/billing';
import { useJourney } from './support/journey';

let stack: Stack;
let browser: Browser;
let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory', 'gateway'] }, {
  onStart: (s, b) => {
    stack = s;
    base = s.gatewayUrl;
    browser = b;
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

async function logInAs(email: string, tab = page): Promise<void> {
  await tab.goto(`${base}/login`);
  await tab.locator('#login-email').fill(email);
  await tab.locator('#login-password').fill(PASSWORD);
  await tab.getByRole('button', { name: 'Log In' }).click();
  await tab.waitForURL(`${base}/admin/dashboard`);
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

/** One of each thing the widgets count that the demo data may lack: a pending expense, a low-stock and an expired item. */
async function seedCounted(): Promise<void> {
  const manager = await signIn(base, 'manager@example.com');
  const run = Date.now().toString(36);
  await call(base, manager, 'POST', 'expenses', 201, { title: `Overview filters ${run}`, amount: '42.00', category: 'office_supplies', expenseDate: todayIn(), paymentMethod: 'credit_card', isTaxDeductible: true });
  await call(base, manager, 'POST', 'inventory', 201, { name: `Overview low ${run}`, sku: `OVL-${run}`, category: 'Electrical', currentQuantity: 1, minimumQuantity: 5, unit: 'piece' });
  const yesterday = new Date(Date.parse(`${todayIn()}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await call(base, manager, 'POST', 'inventory', 201, { name: `Overview expired ${run}`, sku: `OVE-${run}`, category: 'Refrigerants', currentQuantity: 9, minimumQuantity: 1, unit: 'piece', expirationDate: yesterday });
}

/** Waits up to 15 s for `read` to give `expected`, then answers what it last gave. */
async function settlesAt(read: () => Promise<number>, expected: number): Promise<number> {
  let last = await read();
  for (const deadline = Date.now() + 15_000; last !== expected && Date.now() < deadline; last = await read()) await new Promise((r) => setTimeout(r, 250));
  return last;
}

const listRows = () => page.locator('main table tbody tr').count();
const filteredRequests = async () => Number((await page.locator('[data-count="filtered"] dd').textContent().catch(() => '')) || -1);

describe("the overview's links", () => {
  it('opens, from each figure, the list filtered to exactly as many records', async () => {
    await seedCounted();
    const expected = await expectedFigures();
    for (const id of ['widget-overdue-invoices', 'widget-unpaid-invoices', 'widget-quotes-awaiting', 'widget-expenses-awaiting', 'widget-low-stock', 'widget-expired']) expect([id, expected[id]! > 0]).toEqual([id, true]);
    const token = await apiLogin('admin@example.com');
    const { byStatus } = await summary<{ byStatus: Record<string, number> }>(token, 'service-requests/summary');
    await logInAs('admin@example.com');

    const links: [string, string | RegExp, string, () => Promise<number>, number][] = [
      ['widget-overdue-invoices', /overdue invoice/, '/admin/invoices?status=overdue', listRows, expected['widget-overdue-invoices']!],
      ['widget-unpaid-invoices', /unpaid invoice/, '/admin/invoices?status=unpaid', listRows, expected['widget-unpaid-invoices']!],
      ['widget-quotes-awaiting', /awaiting an answer/, '/admin/quotes?status=sent_to_client', listRows, expected['widget-quotes-awaiting']!],
      ['widget-expenses-awaiting', /awaiting approval/, '/admin/expenses?status=pending', listRows, expected['widget-expenses-awaiting']!],
      ['widget-low-stock', /minimum/, '/admin/inventory?lowStock=true', listRows, expected['widget-low-stock']!],
      ['widget-expired', /expired item/, '/admin/inventory?expired=true', listRows, expected['widget-expired']!],
      ['widget-open-requests', /unassigned request/, '/admin/service-requests?unassigned=true', filteredRequests, expected['widget-open-requests']!],
      ['widget-open-requests', /^Pending: /, '/admin/service-requests?status=pending', filteredRequests, byStatus.pending!],
    ];
    for (const [id, name, path, count, figure] of links) {
      await page.goto(`${base}/admin/dashboard`);
      await widget(id).getByRole('link', { name }).click();
      await page.waitForURL(`${base}${path}`);
      expect([path, await settlesAt(count, figure)]).toEqual([path, figure]);
    }
    // Revenue links nowhere: no list counts what it sums. Today's visits opens today on the dispatch board.
    await page.goto(`${base}/admin/dashboard`);
    await widget('widget-revenue').locator('.overview-figure').waitFor();
    expect(await widget('widget-revenue').getByRole('link').count()).toBe(0);
    await widget('widget-todays-visits').locator('.overview-figure a').click();
    await page.waitForURL(`${base}/admin/dispatch?view=day`);
    expect(await page.getByRole('button', { name: 'Day', exact: true }).getAttribute('aria-pressed')).toBe('true');
  }, 180_000);
});

describe("the overview's failures and layout", () => {
  it('draws the other widgets when one remote cannot load, offers Retry in its place, and Retry brings it once it is back', async () => {
    const blocked = '**/remotes/mf-finance/**';
    await page.route(blocked, (route) => route.abort());
    await logInAs('admin@example.com');
    const failed = page.getByTestId('widget-error');
    await failed.first().waitFor({ timeout: 30_000 });
    for (const id of ['widget-open-requests', 'widget-overdue-invoices', 'widget-revenue', 'widget-low-stock']) await widget(id).locator('.overview-figure').waitFor();
    expect(await failed.count()).toBe(2);
    expect(await failed.first().textContent()).toContain('This part of the overview is unavailable right now.');
    expect(await page.locator('#widget-expenses-awaiting').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute(blocked);
    await failed.first().getByRole('button', { name: 'Retry' }).click();
    await widget('widget-expenses-awaiting').locator('.overview-figure').waitFor({ timeout: 20_000 });
    // The other finance widget keeps its error until its own Retry, which is clicked once: clicking again
    // while it loads would wait on a busy button that then leaves the page.
    expect(await failed.count()).toBe(1);
    await failed.first().getByRole('button', { name: 'Retry' }).click();
    await widget('widget-estimated-tax').locator('.overview-figure').waitFor({ timeout: 20_000 });
    expect(await failed.count()).toBe(0);
  }, 120_000);

  it('has no serious accessibility violations with every widget drawn', async () => {
    await logInAs('admin@example.com');
    await readWidgets('en');
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  it('is one column at 390 px, without sideways scrolling', async () => {
    const context = await browser.newContext({ ...CONTEXT_OPTIONS, viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    try {
      await logInAs('admin@example.com', tab);
      await tab.locator('section.overview-widget .overview-figure').nth(Object.keys(HEADINGS).length - 1).waitFor({ timeout: 30_000 });
      const columns = await tab.locator('.overview-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(1);
      const lefts = await tab.locator('section.overview-widget').evaluateAll((all) => new Set(all.map((w) => Math.round(w.getBoundingClientRect().left))).size);
      expect(lefts).toBe(1);
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  }, 90_000);
});

const root = repoRoot();

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const file = path.join(rel, name);
      if (statSync(path.join(dir, file)).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(path.join(dir, file)));
    }
  };
  walk('');
  return hash.digest('hex');
}

describe('a widget deployed with its remote alone (docs/architecture.md#microfrontends)', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'mf-inventory-widget-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("shows a changed heading on the next load of the dashboard, the shell's build untouched", async () => {
    const shellBefore = hashTree(path.join(root, 'shell', 'dist'));
    await logInAs('admin@example.com');
    await widget('widget-low-stock').locator('.overview-figure').waitFor({ timeout: 30_000 });

    // mf-inventory's own build with its widget's English heading changed, deployed as `npm run deploy:remote` does.
    cpSync(path.join(root, 'mf-inventory', 'dist'), scratch, { recursive: true });
    const chunk = readdirSync(scratch).find((name) => /^__federation_expose_widgets\..*\.js$/.test(name))!;
    const code = readFileSync(path.join(scratch, chunk), 'utf8');
    expect(code).toContain('"heading":"Low stock"');
    writeFileSync(path.join(scratch, chunk), code.replace('"heading":"Low stock"', '"heading":"Stock running low"'));
    for (const twin of [`${chunk}.gz`, `${chunk}.br`]) if (existsSync(path.join(scratch, twin))) rmSync(path.join(scratch, twin));
    await promisify(execFile)(process.execPath, [path.join(root, 'libs/federation/dist/deploy-remote.js'), 'mf-inventory', '--dist', scratch], {
      env: { ...process.env, REMOTES_DIR: stack.remotesDir, REMOTES_CONFIG: stack.remotesConfig },
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Stock running low', level: 3 }).waitFor({ timeout: 30_000 });
    await widget('widget-overdue-invoices').locator('.overview-figure').waitFor();
    expect(hashTree(path.join(root, 'shell', 'dist'))).toBe(shellBefore);
  }, 120_000);
});
