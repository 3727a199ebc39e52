/**
 * Issue 14's invoice journeys through the whole system: Chromium → gateway → shell + mf-billing →
 * svc-billing → PostgreSQL (docs/domains/billing.md#invoices). An accepted quote becomes an invoice,
 * staff send it, record a partial and a final payment and see it Paid; its client reads it, read-only,
 * from their own list. An estimate becomes an invoice by navigation, carrying lines, tax, notes and terms.
 * The payment journey runs in English and in Persian (right to left).
 */
import type { Browser, Page } from 'playwright-core';
import { computeTotals, formatCents, formatUsd, parseCents, parseQuantity, parseRate, todayIn } from '@hvac/contracts';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations } from './support/browser';
import { billingTexts, call, carried, idFrom, logIn, readDocument, shownTotal, signIn, type Language, type Signed, type StoredDocument } from './support/billing';
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

interface SharedTexts {
  quotes: { convertToInvoice: string };
  estimates: { convertToInvoice: string };
  messages: Record<string, string>;
  my: { back: string };
}
interface InvoiceTexts {
  form: { convertHeading: string };
  detail: { heading: string; recordPayment: string };
  detailStatus: Record<string, string>;
}

const LINES = [
  { description: 'Condenser fan motor', quantity: 1.5, unitPrice: 99 },
  { description: 'Refrigerant R-410A (lb)', quantity: 2.25, unitPrice: 45.99 },
  { description: 'Labour (hours)', quantity: 3, unitPrice: 89.5 },
];
const NOTES = 'Gate code 2719. Dog in the back yard.';
const TERMS = 'Due within 30 days. Parts carry a one-year warranty.';
const EXPECTED = computeTotals(
  LINES.map((l) => ({ quantity: parseQuantity(l.quantity)!, unitPrice: parseCents(l.unitPrice)! })),
  parseRate(0.0825)!,
);
/** The first payment: a round part of the total, leaving a balance with cents. */
const PARTIAL = 20_000;

let sequence = 0;
const uniqueNumber = (prefix: string) => `${prefix}E2E-${Date.now()}-${(sequence += 1)}`;

const documentBody = (kind: 'quote' | 'estimate', clientId: string, status: string) => ({
  clientId,
  [`${kind}Number`]: uniqueNumber(kind === 'quote' ? 'QOT-' : 'EST-'),
  [`${kind}Date`]: todayIn(),
  status,
  lineItems: LINES,
  taxRate: 0.0825,
  notes: NOTES,
  termsAndConditions: TERMS,
});

const dialog = (p: Page) => p.getByRole('dialog');
const badge = (p: Page) => p.locator('.bl-head .badge');

async function recordPayment(p: Page, t: InvoiceTexts, amount: string | null, method: string, reference: string): Promise<void> {
  await p.getByRole('button', { name: t.detail.recordPayment }).click();
  await dialog(p).waitFor();
  if (amount !== null) await dialog(p).locator('#payment-amount').fill(amount);
  await dialog(p).locator('#payment-method').selectOption(method);
  await dialog(p).locator('#payment-reference').fill(reference);
  await dialog(p).locator('button[type="submit"]').click();
  await dialog(p).waitFor({ state: 'detached' });
}

describe.each(['en', 'fa'] as const)('invoices and payments in %s (docs/domains/billing.md#invoices)', (lng: Language) => {
  const shared = billingTexts<SharedTexts>(lng);
  const t = billingTexts<InvoiceTexts>(lng, 'invoices');
  const documents = billingTexts<{ menu: { label: string } }>(lng, 'documents');

  it('an accepted quote becomes an invoice; staff send it, record a partial and a final payment and see Paid; the client reads it, read-only', async () => {
    const staff = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const quote = (await call<{ data: { quote: StoredDocument } }>(base, staff, 'POST', 'quotes', 201, documentBody('quote', client.id, 'sent_to_client'))).data.quote;
    await call(base, client, 'POST', `quotes/${quote.id}/accept`, 200);

    // Staff convert the accepted quote and land on the new invoice, a draft.
    await logIn(page, base, 'staff@example.com', lng);
    await page.goto(`${base}/admin/quotes/view/${quote.id}`);
    await page.getByRole('button', { name: shared.quotes.convertToInvoice }).click();
    await page.waitForURL(/\/admin\/invoices\/view\//);
    const invoiceId = idFrom(page.url(), '/admin/invoices/view/');
    const converted = await readDocument(base, staff, 'invoice', invoiceId);
    expect([converted.status, converted.originatingQuoteId, converted.clientId]).toEqual(['draft', quote.id, client.id]);
    expect(carried(converted)).toEqual(carried(quote));
    await badge(page).filter({ hasText: t.detailStatus.Draft! }).waitFor();
    if (lng === 'fa') expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    expect(await shownTotal(page, 'totalAmount')).toBe(formatUsd(EXPECTED.totalAmount));
    expect(await shownTotal(page, 'balanceDue')).toBe(formatUsd(EXPECTED.totalAmount));
    // A draft is not owed yet: no payment until it is sent.
    expect(await page.getByRole('button', { name: t.detail.recordPayment }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Sent through the edit form; the detail page spells sent as Pending.
    await page.locator(`a[href="/admin/invoices/edit/${invoiceId}"]`).click();
    await page.locator('#invoice-status').selectOption('sent');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('form.bl-form button[type="submit"]').click();
    await page.waitForURL(`${base}/admin/invoices/view/${invoiceId}`);
    await badge(page).filter({ hasText: t.detailStatus.Pending! }).waitFor();

    // A partial payment by check: still Pending, the balance is the server's.
    await recordPayment(page, t, formatCents(PARTIAL), 'Check', '1042');
    const partly = await readDocument(base, staff, 'invoice', invoiceId);
    expect([partly.status, partly.amountPaid, partly.balanceDue]).toEqual(['partially_paid', formatCents(PARTIAL), formatCents(EXPECTED.totalAmount - PARTIAL)]);
    await page.locator('[data-total="balanceDue"]', { hasText: formatUsd(EXPECTED.totalAmount - PARTIAL) }).waitFor();
    await badge(page).filter({ hasText: t.detailStatus.Pending! }).waitFor();
    await page.locator('#invoice-payments ~ .table-wrap tbody tr', { hasText: '1042' }).waitFor();

    // The final payment: the dialog offers the balance; the invoice reads Paid, with nothing left to do.
    await page.getByRole('button', { name: t.detail.recordPayment }).click();
    expect(await dialog(page).locator('#payment-amount').inputValue()).toBe(formatCents(EXPECTED.totalAmount - PARTIAL));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog(page).locator('button[type="submit"]').click();
    await dialog(page).waitFor({ state: 'detached' });
    await badge(page).filter({ hasText: t.detailStatus.Paid! }).waitFor();
    expect(await shownTotal(page, 'balanceDue')).toBe(formatUsd(0));
    expect(await page.getByRole('button', { name: t.detail.recordPayment }).count()).toBe(0);
    expect(await page.locator(`a[href="/admin/invoices/edit/${invoiceId}"]`).count()).toBe(0);
    const paid = await readDocument(base, staff, 'invoice', invoiceId);
    expect([paid.status, paid.amountPaid, paid.balanceDue, paid.paymentDate]).toEqual(['paid', formatCents(EXPECTED.totalAmount), '0.00', todayIn()]);
    expect(await page.locator('#invoice-payments ~ .table-wrap tbody tr').count()).toBe(2);

    // The client: their own list, the invoice, read-only.
    const clientContext = await browser.newContext(CONTEXT_OPTIONS);
    try {
      const clientPage = await clientContext.newPage();
      await logIn(clientPage, base, 'client@example.com', lng);
      await clientPage.goto(`${base}/my-quotes-and-invoices`);
      await clientPage.locator(`main a[href="/my-quotes-and-invoices/invoices/${invoiceId}"]`).click();
      await badge(clientPage).filter({ hasText: t.detailStatus.Paid! }).waitFor();
      expect(await shownTotal(clientPage, 'totalAmount')).toBe(formatUsd(EXPECTED.totalAmount));
      await clientPage.locator('#invoice-payments ~ .table-wrap tbody tr').nth(1).waitFor();
      // Their own document prints (issue 15); nothing that changes it or sends it is offered.
      const actions = clientPage.locator('main .bl-actions');
      expect(await actions.getByRole('button', { name: documents.menu.label }).count()).toBe(1);
      expect(await actions.locator('a, button').count()).toBe(1);
      expect(await clientPage.getByRole('link', { name: shared.my.back }).getAttribute('href')).toBe('/my-quotes-and-invoices');
      expect(await seriousViolations(clientPage)).toEqual([]);
      // The edit form is staff's; the server refuses the client too.
      await clientPage.goto(`${base}/admin/invoices/edit/${invoiceId}`);
      await clientPage.locator('main [role="alert"]', { hasText: shared.messages.accessDenied! }).waitFor();
      await call(base, client, 'POST', `invoices/${invoiceId}/payments`, 403, { amount: '1.00', paymentDate: todayIn(), paymentMethod: 'Cash' });
    } finally {
      await clientContext.close();
    }
  }, 180_000);
});

describe('an estimate becomes an invoice by navigation (docs/domains/billing.md#calls)', () => {
  const shared = billingTexts<SharedTexts>('en');
  const t = billingTexts<InvoiceTexts>('en', 'invoices');

  it('carries the client (locked), lines, tax, notes and terms, links both documents, and is offered once', async () => {
    const staff: Signed = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const quote = (await call<{ data: { quote: StoredDocument } }>(base, staff, 'POST', 'quotes', 201, documentBody('quote', client.id, 'draft'))).data.quote;
    const estimate = (
      await call<{ data: { estimate: StoredDocument } }>(base, staff, 'POST', 'estimates', 201, { ...documentBody('estimate', client.id, 'draft'), originatingQuoteId: quote.id })
    ).data.estimate;

    await logIn(page, base, 'staff@example.com', 'en');
    // A blank invoice without a due date is refused before anything is sent.
    await page.goto(`${base}/admin/invoices/new`);
    await page.locator('#invoice-client').selectOption(client.id);
    await page.locator('[data-line="1"] input').nth(0).fill('Filter');
    await page.locator('form.bl-form button[type="submit"]').click();
    await page.locator('form.bl-form', { hasText: shared.messages.dueDateRequired! }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/invoices/new');

    await page.goto(`${base}/admin/estimates/edit/${estimate.id}`);
    await page.getByRole('button', { name: shared.estimates.convertToInvoice }).click();
    await page.getByRole('heading', { name: t.form.convertHeading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/invoices/new');
    expect(await page.locator('#invoice-client').inputValue()).toBe(client.id);
    expect(await page.locator('#invoice-client').isDisabled()).toBe(true);
    expect(await page.locator('#invoice-tax-rate').inputValue()).toBe('8.25');
    expect(await page.locator('#invoice-notes').inputValue()).toBe(NOTES);
    expect(await page.locator('#invoice-terms').inputValue()).toBe(TERMS);
    expect(await page.locator('#invoice-end-date').inputValue()).not.toBe('');
    for (let i = 0; i < LINES.length; i++) expect(await page.locator(`[data-line="${i + 1}"] input`).first().inputValue()).toBe(LINES[i]!.description);
    expect(await shownTotal(page, 'totalAmount')).toBe(formatUsd(EXPECTED.totalAmount));
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('form.bl-form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/invoices\/view\//);

    const invoice = await readDocument(base, staff, 'invoice', idFrom(page.url(), '/admin/invoices/view/'));
    expect(carried(invoice)).toEqual(carried(estimate));
    expect([invoice.originatingEstimateId, invoice.originatingQuoteId]).toEqual([estimate.id, quote.id]);
    expect((await readDocument(base, staff, 'estimate', estimate.id)).status).toBe('converted_to_invoice');
    await page.getByRole('heading', { name: t.detail.heading.replace('{{number}}', (invoice as StoredDocument & { invoiceNumber: string }).invoiceNumber) }).waitFor();

    // Once converted, the estimate's edit page no longer offers it, and the server refuses a second invoice.
    await page.goto(`${base}/admin/estimates/edit/${estimate.id}`);
    await page.locator('form.bl-form').waitFor();
    expect(await page.getByRole('button', { name: shared.estimates.convertToInvoice }).count()).toBe(0);
  }, 180_000);
});
