/**
 * Issue 28 item 4 through the whole system (docs/domains/billing.md#a-clients-pages): a client opens a
 * quote and an invoice from their own list and reads each inside their own area, Back returns to that
 * list, and an older back-office address lands there too; a staff member's draft never reaches the client
 * — not in the list, and its page reads as not found. In English and in Persian.
 */
import type { Page } from 'playwright-core';
import { todayIn } from '@hvac/contracts';
import { documentLanguage, seriousViolations } from './support/browser';
import { billingTexts, call, logIn, signIn, type Language, type Signed } from './support/billing';
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

interface Texts {
  my: { back: string };
  quotes: { accept: string; detailHeading: string };
  messages: { quoteMissing: string };
}

let sequence = 0;
/** A one-line document of `kind` for the demo client, as staff save it. */
async function saved(staff: Signed, clientId: string, kind: 'quote' | 'invoice', status: string): Promise<{ id: string; number: string }> {
  const number = `${kind.toUpperCase()}-E2E-${Date.now()}-${(sequence += 1)}`;
  const body = { clientId, [`${kind}Number`]: number, [`${kind}Date`]: todayIn(), dueDate: todayIn(), status, lineItems: [{ description: 'Thermostat', quantity: 1, unitPrice: 80 }], taxRate: 0 };
  const answer = await call<{ data: Record<string, { id: string }> }>(base, staff, 'POST', `${kind}s`, 201, body);
  return { id: answer.data[kind]!.id, number };
}

const path = () => new URL(page.url()).pathname;

describe.each(['en', 'fa'] as const)('a client’s quotes and invoices in %s', (lng: Language) => {
  const t = billingTexts<Texts>(lng);

  it('open in the client’s own area, Back returns to their list, and a draft never appears', async () => {
    const staff = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const quote = await saved(staff, client.id, 'quote', 'sent_to_client');
    const invoice = await saved(staff, client.id, 'invoice', 'sent');
    const draftQuote = await saved(staff, client.id, 'quote', 'draft');
    const draftInvoice = await saved(staff, client.id, 'invoice', 'draft');

    await logIn(page, base, 'client@example.com', lng);
    await page.goto(`${base}/my-quotes-and-invoices`);
    await page.locator('main tr', { hasText: invoice.number }).waitFor();
    await page.locator('main tr', { hasText: quote.number }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(new RegExp(`${draftQuote.number}|${draftInvoice.number}`));

    await page.locator('main a', { hasText: quote.number }).click();
    await page.getByRole('heading', { name: t.quotes.detailHeading.replace('{{number}}', quote.number) }).waitFor();
    expect(path()).toBe(`/my-quotes-and-invoices/quotes/${quote.id}`);
    expect(await page.getByRole('button', { name: t.quotes.accept }).count()).toBe(1);
    if (lng === 'fa') expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: t.my.back }).click();
    await page.waitForURL(`${base}/my-quotes-and-invoices`);

    await page.locator('main a', { hasText: invoice.number }).click();
    await page.waitForURL(`${base}/my-quotes-and-invoices/invoices/${invoice.id}`);
    await page.getByRole('link', { name: t.my.back }).click();
    await page.waitForURL(`${base}/my-quotes-and-invoices`);

    // A back-office address (an older link) lands on the same quote in the client's area.
    await page.goto(`${base}/admin/quotes/view/${quote.id}`);
    await page.waitForURL(`${base}/my-quotes-and-invoices/quotes/${quote.id}`);

    // The draft's own address: not found, as svc-billing answers.
    await page.goto(`${base}/my-quotes-and-invoices/quotes/${draftQuote.id}`);
    await page.locator('main [role="alert"]', { hasText: t.messages.quoteMissing }).waitFor();
    await call(base, client, 'GET', `documents/invoice/${draftInvoice.id}/download`, 404);
  }, 180_000);
});
