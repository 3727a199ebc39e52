/**
 * Issue 14's quote journeys through the whole system: Chromium → gateway → shell + mf-billing →
 * svc-billing (its client directory fed by svc-identity's events) → PostgreSQL. Staff build a quote of
 * three lines and see the server's totals, send it, the client accepts it from their own list, and the
 * quote becomes an estimate by navigation with its lines, tax, notes and terms (docs/domains/billing.md).
 * Once in English and once in Persian (right to left).
 */
import type { Browser, Page } from 'playwright-core';
import { computeTotals, formatUsd, parseCents, parseQuantity, parseRate } from '@hvac/contracts';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations } from './support/browser';
import { billingTexts, carried, idFrom, logIn as logInAs, readDocument, shownTotal as shown, signIn, type Language, type Signed } from './support/billing';
import { useJourney } from './support/journey';

let browser: Browser;
let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'gateway'] }, {
  onStart: (s, b) => {
    base = s.gatewayUrl;
    browser = b;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

interface Texts {
  quotes: { accept: string; convertToEstimate: string; detailHeading: string };
  estimates: { convertHeading: string };
  status: { quote: Record<string, string> };
}
const texts = (lng: Language) => billingTexts<Texts>(lng);

const LINES = [
  { description: 'Capacitor replacement', quantity: '1.5', unitPrice: '99' },
  { description: 'Refrigerant R-410A (lb)', quantity: '2.25', unitPrice: '45.99' },
  { description: 'Service call', quantity: '1', unitPrice: '89.50' },
];
const NOTES = 'Side gate code 4411.';
const TERMS = 'Valid for 30 days. Parts carry a one-year warranty.';
/** What svc-billing will store, by the same arithmetic (docs/domains/billing.md#calculations). */
const EXPECTED = computeTotals(
  LINES.map((l) => ({ quantity: parseQuantity(l.quantity)!, unitPrice: parseCents(l.unitPrice)! })),
  parseRate(0.0825)!,
);

const apiLogin = (email: string) => signIn(base, email);
const read = (kind: 'quote' | 'estimate', id: string, who: Signed) => readDocument(base, who, kind, id);
const logIn = (p: Page, email: string, lng: Language) => logInAs(p, base, email, lng);

describe.each(['en', 'fa'] as const)('quotes in %s (docs/domains/billing.md#quotes)', (lng) => {
  const t = texts(lng);

  it('staff build a quote of three lines with the server’s totals and send it; the client accepts it from their own list; it becomes an estimate by navigation', async () => {
    const staff = await apiLogin('staff@example.com');
    const client = await apiLogin('client@example.com');

    // Staff: the list, then a new quote of three lines whose live totals are the server's to the cent.
    await logIn(page, 'staff@example.com', lng);
    await page.goto(`${base}/admin/quotes`);
    await page.locator('main table').waitFor();
    if (lng === 'fa') expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('a[href="/admin/quotes/new"]').click();
    await page.locator('#quote-client').selectOption(client.id);
    const number = await page.locator('#quote-number').inputValue();
    expect(number).toMatch(/^QOT-\d+$/);
    for (let i = 0; i < LINES.length; i++) {
      if (i > 0) await page.locator('fieldset.bl-lines > div:last-child button').click();
      const line = page.locator(`[data-line="${i + 1}"] input`);
      await line.nth(0).fill(LINES[i]!.description);
      await line.nth(1).fill(LINES[i]!.quantity);
      await line.nth(2).fill(LINES[i]!.unitPrice);
    }
    await page.locator('#quote-notes').fill(NOTES);
    await page.locator('#quote-terms').fill(TERMS);
    expect(await shown(page, 'totalAmount')).toBe(formatUsd(EXPECTED.totalAmount));
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('form.bl-form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/quotes\/view\//);
    const quoteId = idFrom(page.url(), '/admin/quotes/view/');

    const created = await read('quote', quoteId, staff);
    expect([created.status, created.subTotal, created.taxAmount, created.totalAmount]).toEqual([
      'draft',
      (EXPECTED.subTotal / 100).toFixed(2),
      (EXPECTED.taxAmount / 100).toFixed(2),
      (EXPECTED.totalAmount / 100).toFixed(2),
    ]);
    await page.getByRole('heading', { name: t.quotes.detailHeading.replace('{{number}}', number) }).waitFor();
    expect([await shown(page, 'subTotal'), await shown(page, 'taxAmount'), await shown(page, 'totalAmount')]).toEqual(
      [created.subTotal, created.taxAmount, created.totalAmount].map((a) => formatUsd(parseCents(a)!)),
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Sent to the client through the edit form's status.
    await page.locator(`a[href="/admin/quotes/edit/${quoteId}"]`).click();
    await page.locator('#quote-status').selectOption('sent_to_client');
    await page.locator('form.bl-form button[type="submit"]').click();
    await page.waitForURL(`${base}/admin/quotes/view/${quoteId}`);
    await page.locator('.bl-head .badge', { hasText: t.status.quote.sent_to_client! }).waitFor();
    expect((await read('quote', quoteId, staff)).status).toBe('sent_to_client');

    // The client: the account menu's own list, the quote, Accept.
    const clientContext = await browser.newContext(CONTEXT_OPTIONS);
    try {
      const clientPage = await clientContext.newPage();
      await logIn(clientPage, 'client@example.com', lng);
      await clientPage.locator('.account-menu .dropdown-toggle').click();
      await clientPage.locator('#account-menu-list a[href="/my-quotes-and-invoices"]').click();
      const row = clientPage.locator('main tr', { hasText: number });
      await row.waitFor();
      expect(await seriousViolations(clientPage)).toEqual([]);
      await row.locator(`a[href="/my-quotes-and-invoices/quotes/${quoteId}"]`).click();
      await clientPage.getByRole('button', { name: t.quotes.accept }).click();
      await clientPage.locator('.bl-head .badge', { hasText: t.status.quote.accepted_by_client! }).waitFor();
      expect(await clientPage.getByRole('button', { name: t.quotes.accept }).count()).toBe(0);
    } finally {
      await clientContext.close();
    }
    expect((await read('quote', quoteId, staff)).status).toBe('accepted_by_client');

    // Quote → estimate: the edit page hands the quote to the new-estimate form, whose save makes the one call.
    await page.goto(`${base}/admin/quotes/edit/${quoteId}`);
    await page.getByRole('button', { name: t.quotes.convertToEstimate }).click();
    await page.getByRole('heading', { name: t.estimates.convertHeading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/estimates/new');
    expect(await page.locator('#estimate-client').inputValue()).toBe(client.id);
    expect(await page.locator('#estimate-tax-rate').inputValue()).toBe('8.25');
    expect(await page.locator('#estimate-notes').inputValue()).toBe(NOTES);
    expect(await page.locator('#estimate-terms').inputValue()).toBe(TERMS);
    for (let i = 0; i < LINES.length; i++) expect(await page.locator(`[data-line="${i + 1}"] input`).first().inputValue()).toBe(LINES[i]!.description);
    expect(await shown(page, 'totalAmount')).toBe(formatUsd(EXPECTED.totalAmount));
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('form.bl-form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/estimates\/view\//);
    const estimate = await read('estimate', idFrom(page.url(), '/admin/estimates/view/'), staff);
    const quote = await read('quote', quoteId, staff);
    expect(carried(estimate)).toEqual(carried(quote));
    expect([estimate.originatingQuoteId, quote.status]).toEqual([quoteId, 'converted_to_estimate']);
    expect(await shown(page, 'totalAmount')).toBe(formatUsd(EXPECTED.totalAmount));
  }, 180_000);
});
