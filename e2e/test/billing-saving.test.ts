/**
 * Issue 27's back-office journeys through the whole system (docs/domains/billing.md#decisions): a double
 * click on Create sends one POST and opens the saved quote or invoice; Convert carries the edits on screen;
 * a refused payment leaves the focus in the Record Payment dialog, which Escape still closes; a void
 * invoice owes nothing; a unit price with a third decimal is refused in the contract's words.
 */
import type { Page, Request } from 'playwright-core';
import { formatUsd, todayIn } from '@hvac/contracts';
import { BILLING_MESSAGES } from '@hvac/contracts/billing';
import { billingTexts, call, idFrom, logIn, readDocument, shownTotal, signIn, type Signed, type StoredDocument } from './support/billing';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

interface SharedTexts {
  quotes: { convertToEstimate: string; create_submit: string };
  estimates: { convertToInvoice: string; convertHeading: string };
}
interface InvoiceTexts {
  form: { convertHeading: string; createSubmit: string };
  detail: { recordPayment: string };
}
const shared = billingTexts<SharedTexts>('en');
const invoices = billingTexts<InvoiceTexts>('en', 'invoices');

const LINE = { description: 'Blower motor', quantity: 1, unitPrice: '100.00' };
let sequence = 0;
const documentBody = (kind: 'quote' | 'estimate' | 'invoice', clientId: string, extra: object = {}) => ({
  clientId,
  [`${kind}Number`]: `${kind.toUpperCase()}-E2E-${Date.now()}-${(sequence += 1)}`,
  [`${kind}Date`]: todayIn(),
  lineItems: [LINE],
  taxRate: 0,
  ...extra,
});
const created = async (who: Signed, kind: 'quote' | 'estimate' | 'invoice', body: object): Promise<StoredDocument & Record<string, string>> =>
  (await call<{ data: Record<string, StoredDocument & Record<string, string>> }>(base, who, 'POST', `${kind}s`, 201, body)).data[kind]!;

/** The POSTs the page sends to `path` from now on. */
function postsTo(p: Page, path: string): Request[] {
  const seen: Request[] = [];
  p.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

describe('a double click on Create sends one request (#27 item 9)', () => {
  it.each([
    ['quote', shared.quotes.create_submit],
    ['invoice', invoices.form.createSubmit],
  ] as const)('a new %s: one POST, and the saved document opens', async (kind, create) => {
    const client = await signIn(base, 'client@example.com');
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/${kind}s/new`);
    await page.locator(`#${kind}-client option[value="${client.id}"]`).waitFor({ state: 'attached' });
    await page.locator(`#${kind}-client`).selectOption(client.id);
    if (kind === 'invoice') await page.locator('#invoice-end-date').fill(todayIn());
    const line = page.locator('[data-line="1"] input');
    await line.nth(0).fill(LINE.description);
    await line.nth(2).fill('100');
    const posts = postsTo(page, `/api/${kind}s`);
    await page.getByRole('button', { name: create }).dblclick();
    await page.waitForURL(new RegExp(`/admin/${kind}s/view/`));
    const id = idFrom(page.url(), `/admin/${kind}s/view/`);
    expect((await readDocument(base, await signIn(base, 'staff@example.com'), kind, id)).lineItems[0]!.description).toBe(LINE.description);
    expect(posts).toHaveLength(1);
    await page.waitForTimeout(500);
    expect([new URL(page.url()).pathname, posts.length]).toEqual([`/admin/${kind}s/view/${id}`, 1]);
  }, 120_000);
});

describe('Convert takes the form’s unsaved edits (#27 item 10)', () => {
  it('an estimate’s changed line goes into the new invoice, and the estimate keeps it too', async () => {
    const staff = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const estimate = await created(staff, 'estimate', documentBody('estimate', client.id));
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/estimates/edit/${estimate.id}`);
    await page.locator('[data-line="1"] input').nth(2).fill('120');
    await page.getByRole('button', { name: shared.estimates.convertToInvoice }).click();
    await page.getByRole('heading', { name: invoices.form.convertHeading }).waitFor();
    expect(await page.locator('[data-line="1"] input').nth(2).inputValue()).toBe('120.00');
    expect(await shownTotal(page, 'totalAmount')).toBe(formatUsd(12_000));
    await page.getByRole('button', { name: invoices.form.createSubmit }).click();
    await page.waitForURL(/\/admin\/invoices\/view\//);
    const invoice = await readDocument(base, staff, 'invoice', idFrom(page.url(), '/admin/invoices/view/'));
    const stored = await readDocument(base, staff, 'estimate', estimate.id);
    expect([invoice.totalAmount, invoice.originatingEstimateId, stored.totalAmount, stored.status]).toEqual(['120.00', estimate.id, '120.00', 'converted_to_invoice']);
  }, 120_000);

  it('a quote’s changed line goes into the new estimate', async () => {
    const staff = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const quote = await created(staff, 'quote', documentBody('quote', client.id));
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/quotes/edit/${quote.id}`);
    await page.locator('[data-line="1"] input').nth(0).fill('Blower motor, variable speed');
    await page.getByRole('button', { name: shared.quotes.convertToEstimate }).click();
    await page.getByRole('heading', { name: shared.estimates.convertHeading }).waitFor();
    expect(await page.locator('[data-line="1"] input').nth(0).inputValue()).toBe('Blower motor, variable speed');
  }, 120_000);
});

describe('Record Payment and prices (#27 item 11)', () => {
  it('keeps the focus in the dialog after the server refuses a payment, and Escape closes it', async () => {
    const staff = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const invoice = await created(staff, 'invoice', documentBody('invoice', client.id, { dueDate: todayIn(), status: 'sent' }));
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/invoices/view/${invoice.id}`);
    await page.getByRole('button', { name: invoices.detail.recordPayment }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Voided behind the dialog's back: svc-billing refuses the payment (409 invoiceNotPayable).
    await call(base, staff, 'PUT', `invoices/${invoice.id}`, 200, { ...documentBody('invoice', client.id, { dueDate: todayIn() }), invoiceNumber: invoice.invoiceNumber, status: 'void' });
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('alert').filter({ hasText: BILLING_MESSAGES.invoiceNotPayable }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, 120_000);

  it('says a unit price of 10.005 has at most two decimals, and sends nothing', async () => {
    const client = await signIn(base, 'client@example.com');
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/quotes/new`);
    await page.locator(`#quote-client option[value="${client.id}"]`).waitFor({ state: 'attached' });
    await page.locator('#quote-client').selectOption(client.id);
    await page.locator('[data-line="1"] input').nth(0).fill('Filter');
    await page.locator('[data-line="1"] input').nth(2).fill('10.005');
    const posts = postsTo(page, '/api/quotes');
    await page.getByRole('button', { name: shared.quotes.create_submit }).click();
    await page.locator('form.bl-form .error-box', { hasText: 'Unit prices and quantities can have at most two decimals.' }).waitFor();
    expect(posts).toHaveLength(0);
  }, 120_000);
});

describe('a void invoice owes nothing (#27 item 12)', () => {
  it('reads Balance Due $0.00 on its page, to staff and to its client', async () => {
    const staff = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const invoice = await created(staff, 'invoice', documentBody('invoice', client.id, { dueDate: todayIn(), status: 'sent' }));
    await call(base, staff, 'PUT', `invoices/${invoice.id}`, 200, { ...documentBody('invoice', client.id, { dueDate: todayIn() }), invoiceNumber: invoice.invoiceNumber, status: 'void' });
    await logIn(page, base, 'staff@example.com', 'en');
    await page.goto(`${base}/admin/invoices/view/${invoice.id}`);
    await page.locator('[data-total="balanceDue"]').waitFor();
    expect([await shownTotal(page, 'totalAmount'), await shownTotal(page, 'balanceDue')]).toEqual([formatUsd(10_000), formatUsd(0)]);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, base, 'client@example.com', 'en');
    await page.goto(`${base}/my-quotes-and-invoices`);
    const row = page.locator('main tr', { hasText: invoice.invoiceNumber });
    await row.waitFor();
    expect(await row.locator('td.bl-amount').last().textContent()).toBe(formatUsd(0));
  }, 120_000);
});
