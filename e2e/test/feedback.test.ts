/**
 * Issue 28 item 7 through the whole system (docs/architecture.md#frontend-conventions): a success toast
 * covers no figure (it sat over an invoice's Balance Due), Record Payment says what was paid and what is
 * still owed, a refused save brings its red box into view and moves the focus to it in every remote's
 * forms (billing's and finance's here), and a success message ends when the next action starts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { formatUsd, todayIn } from '@hvac/contracts';
import { billingTexts, call, logIn, signIn } from './support/billing';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'svc-finance', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

const invoices = billingTexts<{ detail: { recordPayment: string }; payment: { recorded: string } }>('en', 'invoices');
const shared = billingTexts<{ quotes: { create_submit: string }; messages: { clientRequired: string } }>('en');
const expenses = JSON.parse(readFileSync(path.join(__dirname, '../../mf-finance/src/expenses/i18n/en.json'), 'utf8')) as {
  form: { create: string; save: string; updated: string };
  detail: { approve: string };
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/** Whether two boxes of the window share any point. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error('not drawn');
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

/** Whether the element is wholly inside the window, and holds the focus. */
const inViewAndFocused = (box: Locator) =>
  box.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { inView: r.top >= 0 && r.bottom <= window.innerHeight, focused: document.activeElement === el };
  });

/** A sent invoice of the demo client for $158.18, as staff save it; its id. */
async function invoiceOwing(): Promise<string> {
  const staff = await signIn(base, 'staff@example.com');
  const client = await signIn(base, 'client@example.com');
  const body = { clientId: client.id, invoiceNumber: `INV-E2E-${Date.now()}`, invoiceDate: todayIn(), dueDate: todayIn(), status: 'sent', lineItems: [{ description: 'Condenser coil', quantity: 1, unitPrice: 158.18 }], taxRate: 0 };
  return (await call<{ data: { invoice: { id: string } } }>(base, staff, 'POST', 'invoices', 201, body)).data.invoice.id;
}

describe('toasts and Record Payment', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('on %s: the toast of a saved invoice covers none of its figures, wherever the reader has them', async (_label, viewport) => {
    const id = await invoiceOwing();
    await page.setViewportSize(viewport);
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/invoices/edit/${id}`);
    await page.locator('form.bl-form button[type="submit"]').click();
    await page.waitForURL(`${base}/admin/invoices/view/${id}`);
    const toast = page.locator('.toast-success');
    await toast.waitFor();
    const balance = page.locator('[data-total="balanceDue"]');
    // At the bottom of the window, where the toast sat over Balance Due, and in its middle.
    for (const block of ['end', 'center'] as const) {
      await balance.evaluate((el, where) => el.scrollIntoView({ block: where }), block);
      for (const figure of await page.locator('[data-total]').all()) expect([block, await overlap(toast, figure)]).toEqual([block, false]);
    }
  }, 120_000);

  it('Record Payment confirms with the amount paid and the balance still owed', async () => {
    const id = await invoiceOwing();
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/invoices/view/${id}`);
    await page.getByRole('button', { name: invoices.detail.recordPayment }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#payment-amount').fill('50');
    await dialog.locator('button[type="submit"]').click();
    await page.locator('.toast-success', { hasText: invoices.payment.recorded.replace('{{amount}}', formatUsd(5000)).replace('{{balance}}', formatUsd(10_818)) }).waitFor();
    await page.locator('[data-total="balanceDue"]', { hasText: formatUsd(10_818) }).waitFor();
  }, 120_000);
});

describe('a refused save brings its error to the reader', () => {
  it('a quote form (mf-billing) on a phone: the box is in view and holds the focus', async () => {
    await page.setViewportSize(PHONE);
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/quotes/new`);
    await page.locator('[data-line="1"] input').nth(0).fill('Filter');
    // No client chosen: refused before sending, the red box at the top of a form taller than the window.
    await page.getByRole('button', { name: shared.quotes.create_submit }).click();
    const box = page.locator('form .error-box', { hasText: shared.messages.clientRequired });
    await box.waitFor();
    await expect(inViewAndFocused(box)).resolves.toEqual({ inView: true, focused: true });
  }, 120_000);

  it('an expense form (mf-finance) on a phone: the same', async () => {
    await page.setViewportSize(PHONE);
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/expenses/new`);
    await page.locator('#expense-amount').fill('42.00');
    await page.getByRole('button', { name: expenses.form.create }).click();
    const box = page.locator('form .error-box', { hasText: 'Title is required' });
    await box.waitFor();
    await expect(inViewAndFocused(box)).resolves.toEqual({ inView: true, focused: true });
  }, 120_000);
});

describe('a message ends when the next action starts', () => {
  it('"Expense updated successfully!" is gone once the manager approves', async () => {
    const manager = await signIn(base, 'manager@example.com');
    const body = { title: `Feedback ${Date.now()}`, amount: '42.00', category: 'tools_supplies', expenseDate: todayIn() };
    const { id } = (await call<{ data: { expense: { id: string } } }>(base, manager, 'POST', 'expenses', 201, body)).data.expense;
    await logIn(page, base, 'manager@example.com', 'en');
    await page.goto(`${base}/admin/expenses/${id}/edit`);
    await page.locator('#expense-vendor').fill('Ferguson');
    await page.getByRole('button', { name: expenses.form.save }).click();
    const updated = page.getByText(expenses.form.updated);
    await updated.waitFor();
    await page.getByRole('button', { name: expenses.detail.approve, exact: true }).click();
    await updated.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: expenses.detail.approve, exact: true }).waitFor({ state: 'detached' });
    expect(await updated.count()).toBe(0);
  }, 120_000);
});
