/**
 * Issue 16's expense journey through the whole system: Chromium → gateway → shell + mf-finance →
 * svc-finance → PostgreSQL (docs/domains/finance.md#screens). Staff create an expense with a receipt photo
 * and two tags; a manager approves it from its detail page; the list, the summary cards and the CSV export
 * show it; a staff user opening the list reads the Access Denied text. Issue 27's: a receipt refused after
 * the create is said on the edit page; the list's Travel filter finds Travel & Meals; the export's words are
 * the reader's. In English and in Persian.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BUSINESS_TIME_ZONE, formatUsd, parseCents, todayIn } from '@hvac/contracts';
import { EXPENSE_LABELS, expenseExportFileName, type Expense, type ExpenseSummary } from '@hvac/contracts/finance';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations } from './support/browser';
import { call, logIn, signIn, type Language } from './support/billing';
import { useJourney } from './support/journey';

let browser: Browser;
let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-finance', 'gateway'] }, {
  onStart: (s, b) => {
    base = s.gatewayUrl;
    browser = b;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

interface ExpenseTexts {
  list: { create: string; export: string; totalAmount: string; pendingAmount: string; totalExpenses: string; search: string; empty: string };
  form: { create: string; addTag: string; created: string; editHeading: string; savedWithoutReceipt: string };
  detail: { approve: string; approvedBy: string; number: string };
  messages: Record<string, string>;
}
/** mf-finance's expense texts in one language, with the stored keys' words it takes from the contracts, so a renamed text fails here too. */
const texts = (lng: Language) => ({
  ...(JSON.parse(readFileSync(path.join(__dirname, '../../mf-finance/src/expenses/i18n', `${lng}.json`), 'utf8')) as ExpenseTexts),
  ...EXPENSE_LABELS[lng],
});

/** A 1×1 PNG: svc-finance recognises a receipt by its content, so the photo must be a real image. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const AMOUNT = '148.50';
const YEAR = Number(todayIn().slice(0, 4));

const summaryOf = async (who: Awaited<ReturnType<typeof signIn>>) =>
  (await call<{ data: { summary: ExpenseSummary } }>(base, who, 'GET', `expenses/summary?startDate=${YEAR}-01-01&endDate=${YEAR}-12-31`, 200)).data.summary;
/** A summary card's figure as the list shows it. */
const card = (p: Page, label: string) => p.locator('.fn-card', { hasText: label }).locator('dd').textContent();

/** A download's text, saved by clicking `button` on `p`. */
async function downloaded(p: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

/** An instant as Houston's clock reads it, `YYYY-MM-DD HH:mm` (what the export writes). */
const houston = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: BUSINESS_TIME_ZONE }).slice(0, 16);

describe.each(['en', 'fa'] as const)('expenses in %s (docs/domains/finance.md#screens)', (lng: Language) => {
  const t = texts(lng);

  it('a receipt refused after the create: the edit page says the expense was saved and the receipt was not, and why', async () => {
    const title = `Refused receipt ${lng} ${Date.now()}`;
    await logIn(page, base, 'staff@example.com', lng);
    await page.goto(`${base}/admin/expenses/new`);
    await page.locator('#expense-title').fill(title);
    await page.locator('#expense-amount').fill('42.00');
    await page.locator('#expense-has-receipt').check();
    // Named and typed as a PNG, so the form sends it; svc-finance reads its bytes and refuses it.
    await page.locator('#expense-receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await page.locator('form.fn-form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/expenses\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('heading', { name: t.form.editHeading }).waitFor();
    const said = t.form.savedWithoutReceipt.replace('{{reason}}', t.messages.receiptTypeInvalid!);
    await page.locator('main [role="alert"]', { hasText: said }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-2)!;
    const saved = (await call<{ data: { expense: Expense } }>(base, await signIn(base, 'staff@example.com'), 'GET', `expenses/${id}`, 200)).data.expense;
    expect([saved.title, saved.receipts]).toEqual([title, []]);
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('the Travel filter finds an expense stored as Travel & Meals; the export writes its words in the reader’s language and Houston’s time', async () => {
    const manager = await signIn(base, 'manager@example.com');
    const title = `Supplier lunch ${lng} ${Date.now()}`;
    const body = { title, amount: '36.20', category: 'travel_meals', expenseDate: todayIn(), paymentMethod: 'credit_card', isTaxDeductible: true };
    const made = (await call<{ data: { expense: Expense } }>(base, manager, 'POST', 'expenses', 201, body)).data.expense;
    const approved = (await call<{ data: { expense: Expense } }>(base, manager, 'PUT', `expenses/${made.id}/status`, 200, { status: 'approved' })).data.expense;

    const context = await browser.newContext({ ...CONTEXT_OPTIONS, acceptDownloads: true });
    try {
      const mp = await context.newPage();
      await logIn(mp, base, 'manager@example.com', lng);
      await mp.goto(`${base}/admin/expenses`);
      await mp.locator('#expenses-search').fill(title);
      await mp.locator('main tbody tr', { hasText: made.expenseNumber }).waitFor();
      // Software finds nothing of it (the list empties), then each entry covering Travel & Meals finds it again.
      for (const entry of ['meals', 'travel'] as const) {
        await mp.locator('#expenses-category').selectOption('software');
        await mp.getByText(t.list.empty).waitFor();
        await mp.locator('#expenses-category').selectOption(entry);
        await mp.locator('main tbody tr', { hasText: made.expenseNumber }).waitFor();
      }

      const file = await downloaded(mp, t.list.export);
      const line = file.text.split('\r\n').find((l) => l.includes(made.expenseNumber))!;
      const words = EXPENSE_LABELS[lng];
      for (const cell of [words.categories.travel_meals, words.paymentMethods.credit_card, words.statuses.approved, houston(approved.approvedAt!)]) expect(line).toContain(`"${cell}"`);
      expect(line).not.toContain('travel_meals');
      expect(line).not.toContain('credit_card');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('staff create one with a receipt photo and two tags; a manager approves it; list, cards and export show it; staff may not open the list', async () => {
    const manager = await signIn(base, 'manager@example.com');
    const before = await summaryOf(manager);
    const title = `Copper tubing ${lng} ${Date.now()}`;

    // Staff: the create form, a receipt photo and two tags; the receipt is uploaded after the create.
    await logIn(page, base, 'staff@example.com', lng);
    await page.goto(`${base}/admin/expenses/new`);
    await page.locator('#expense-title').fill(title);
    await page.locator('#expense-category').selectOption('tools_supplies');
    await page.locator('#expense-amount').fill(AMOUNT);
    await page.locator('#expense-vendor').fill('Ferguson');
    await page.locator('#expense-has-receipt').check();
    await page.locator('#expense-receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PHOTO });
    for (const tag of ['smith job', 'copper']) {
      await page.locator('#expense-tag').fill(` ${tag} `);
      await page.getByRole('button', { name: t.form.addTag, exact: true }).click();
    }
    if (lng === 'fa') expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('form.fn-form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/expenses\/[0-9a-f-]{36}$/);
    await page.getByText(t.form.created).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const staff = await signIn(base, 'staff@example.com');
    const created = (await call<{ data: { expense: Expense } }>(base, staff, 'GET', `expenses/${id}`, 200)).data.expense;
    expect([created.title, created.amount, created.status, created.tags, created.hasReceipt, created.receipts.map((r) => [r.fileName, r.contentType])]).toEqual([
      title,
      AMOUNT,
      'pending',
      ['smith job', 'copper'],
      true,
      [['receipt.png', 'image/png']],
    ]);
    // The photo is shown as a thumbnail, read with the staff user's token.
    await page.waitForFunction(() => (document.querySelector('img.fn-thumb') as HTMLImageElement | null)?.naturalWidth === 1);
    // The creator may edit it while pending, never approve it.
    expect(await page.locator(`main a[href="/admin/expenses/${id}/edit"]`).count()).toBe(1);
    expect(await page.getByRole('button', { name: t.detail.approve }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Its edit form, with the stored receipt and an open help tip.
    await page.locator(`main a[href="/admin/expenses/${id}/edit"]`).click();
    await page.getByRole('heading', { name: t.form.editHeading }).waitFor();
    await page.waitForFunction(() => (document.querySelector('img.fn-thumb') as HTMLImageElement | null)?.naturalWidth === 1);
    expect(await page.locator('#expense-title').inputValue()).toBe(title);
    await page.locator('.fn-help-button').first().click();
    await page.locator('.fn-help-text').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Staff may not open the list.
    await page.goto(`${base}/admin/expenses`);
    await page.locator('main [role="alert"]', { hasText: t.messages.expenseAccessDenied! }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The manager approves it from its detail page.
    const managerContext = await browser.newContext({ ...CONTEXT_OPTIONS, acceptDownloads: true });
    try {
      const mp = await managerContext.newPage();
      await logIn(mp, base, 'manager@example.com', lng);
      await mp.goto(`${base}/admin/expenses/view/${id}`);
      await mp.getByText(t.detail.number.replace('{{number}}', created.expenseNumber)).waitFor();
      expect(await seriousViolations(mp)).toEqual([]);
      await mp.getByRole('button', { name: t.detail.approve, exact: true }).click();
      await mp.locator('.fn-head .badge-success', { hasText: t.statuses.approved! }).waitFor();
      expect(await mp.getByRole('button', { name: t.detail.approve, exact: true }).count()).toBe(0);
      const approved = (await call<{ data: { expense: Expense } }>(base, manager, 'GET', `expenses/${id}`, 200)).data.expense;
      expect(approved.status).toBe('approved');
      await mp.locator('.fn-row', { hasText: t.detail.approvedBy }).filter({ hasText: `${approved.approvedByUser!.firstName} ${approved.approvedByUser!.lastName}`.trim() }).waitFor();

      // The list: the cards count it, the search finds it, approved.
      const after = await summaryOf(manager);
      expect([parseCents(after.totalAmount)! - parseCents(before.totalAmount)!, after.totalExpenses - before.totalExpenses, after.pendingAmount]).toEqual([
        parseCents(AMOUNT),
        1,
        before.pendingAmount,
      ]);
      await mp.goto(`${base}/admin/expenses`);
      await mp.locator('.fn-card dd').first().waitFor();
      expect(await card(mp, t.list.totalAmount)).toBe(formatUsd(parseCents(after.totalAmount)!));
      expect(await card(mp, t.list.pendingAmount)).toBe(formatUsd(parseCents(after.pendingAmount)!));
      expect(await card(mp, t.list.totalExpenses)).toBe(after.totalExpenses.toLocaleString('en-US'));
      await mp.locator('#expenses-search').fill(title);
      // The search is the server's: only this expense is left once its answer arrives.
      await mp.waitForFunction(() => document.querySelectorAll('main tbody tr').length === 1);
      const row = mp.locator('main tbody tr', { hasText: created.expenseNumber });
      await row.waitFor();
      expect(await row.locator('.badge-success').textContent()).toBe(t.statuses.approved);
      expect(await row.textContent()).toContain(formatUsd(parseCents(AMOUNT)!));
      expect(await seriousViolations(mp)).toEqual([]);

      // The export of the filtered year: one file, expenses-{year}.csv, with the expense in it.
      const download = await downloaded(mp, t.list.export);
      expect(download.name).toBe(expenseExportFileName(YEAR));
      const lines = download.text.trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(created.expenseNumber);
      expect(lines[1]).toContain(title);
      expect(lines[1]).toContain('smith job');
    } finally {
      await managerContext.close();
    }
  }, 180_000);
});
