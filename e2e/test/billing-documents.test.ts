/**
 * Issue 15's document journey through the whole system: Chromium → gateway → shell + mf-billing →
 * svc-billing, its long-lived Chromium for the PDF, and SMTP (the stack's capture). From an invoice's
 * detail page: Download PDF saves Invoice-<number>.pdf, Preview HTML opens an 800 × 600 popup with the
 * invoice, View PDF shows the PDF in a window of its own from a blob: URL (no token in any address), Send
 * Email says "Invoice sent successfully!" and closes by itself, the mail carries the PDF, and the e-mail
 * history shows it. A client downloads their own invoice from their list. In English and in Persian (docs/domains/billing.md#documents).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { formatUsd, parseCents, todayIn } from '@hvac/contracts';
import type { Stack } from '@hvac/infra';
import { CONTEXT_OPTIONS, seriousViolations } from './support/browser';
import { billingTexts, call, logIn, signIn, type Language, type StoredDocument } from './support/billing';
import { useJourney } from './support/journey';

let stack: Stack;
let page: Page;
let base: string;

// LOG_REQUESTS: the gateway writes a line per request too, so its logs can be searched for the token.
useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'gateway'], env: { LOG_REQUESTS: 'true' } }, {
  onStart: (s) => {
    stack = s;
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

interface DocumentTexts {
  menu: { label: string; download: string; view: string; preview: string };
  send: { open: string; title: { invoice: string }; success: { invoice: string } };
  history: { sent: string };
  my: { downloadFor: string };
}
interface InvoiceTexts {
  detail: { heading: string };
}

let sequence = 0;

async function newInvoice(clientId: string, staff: Awaited<ReturnType<typeof signIn>>): Promise<StoredDocument & { invoiceNumber: string }> {
  const body = {
    clientId,
    invoiceNumber: `INV-DOC-${Date.now()}-${(sequence += 1)}`,
    invoiceDate: todayIn(),
    dueDate: todayIn(),
    status: 'draft',
    lineItems: [
      { description: 'Compressor replacement', quantity: 1, unitPrice: 1249.5 },
      { description: 'Refrigerant R-410A (lb)', quantity: 4.5, unitPrice: 45.99 },
    ],
    taxRate: 0.0825,
    notes: '<b>Side gate</b> code 4411',
  };
  return (await call<{ data: { invoice: StoredDocument & { invoiceNumber: string } } }>(base, staff, 'POST', 'invoices', 201, body)).data.invoice;
}

const openMenu = async (p: Page, t: DocumentTexts) => {
  await p.getByRole('button', { name: t.menu.label, exact: true }).click();
};

describe.each(['en', 'fa'] as const)('documents in %s (docs/domains/billing.md#documents)', (lng: Language) => {
  const t = billingTexts<DocumentTexts>(lng, 'documents');
  const ti = billingTexts<InvoiceTexts>(lng, 'invoices');

  it('downloads, previews, views and e-mails an invoice from its page; the client downloads it from their list', async () => {
    const staff = await signIn(base, 'staff@example.com');
    const client = await signIn(base, 'client@example.com');
    const invoice = await newInvoice(client.id, staff);
    const total = formatUsd(parseCents(invoice.totalAmount)!);

    await logIn(page, base, 'staff@example.com', lng);
    await page.goto(`${base}/admin/invoices/view/${invoice.id}`);
    await page.getByRole('heading', { name: ti.detail.heading.replace('{{number}}', invoice.invoiceNumber) }).waitFor();

    // Download PDF: the file's name is the spec's, and it is a PDF.
    await openMenu(page, t);
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.menu.download }).click()]);
    expect(download.suggestedFilename()).toBe(`Invoice-${invoice.invoiceNumber}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // Preview HTML: a popup of 800 × 600 showing the invoice, its note as text.
    await openMenu(page, t);
    const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: t.menu.preview }).click()]);
    await preview.getByText(invoice.invoiceNumber).first().waitFor();
    expect(await preview.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([800, 600]);
    expect(await preview.evaluate(() => document.documentElement.dir)).toBe(lng === 'fa' ? 'rtl' : 'ltr');
    expect(await preview.locator('b', { hasText: 'Side gate' }).count()).toBe(0);
    expect(await preview.locator('body').textContent()).toContain(total);
    await preview.close();

    // View PDF in Browser: a window opened in the click shows the PDF in Chromium's viewer, from a blob:
    // URL the page made of what it fetched with its Authorization header; no address carries a token.
    await openMenu(page, t);
    const [viewer] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: t.menu.view }).click()]);
    await viewer.waitForURL(/^blob:/);
    for (let tries = 0; !viewer.frames().some((f) => f.url().startsWith('chrome-extension://')); tries++) {
      if (tries > 100) throw new Error(`No PDF viewer in ${viewer.frames().map((f) => f.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await viewer.close();
    // A token in the query opens nothing, and no log line of the gateway or svc-billing holds it.
    const view = `${base}/api/documents/invoice/${invoice.id}/view`;
    expect((await fetch(`${view}?lang=${lng}&token=${staff.token}`)).status).toBe(401);
    const inline = await fetch(view, { headers: { authorization: `Bearer ${staff.token}` } });
    expect([inline.status, inline.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const logs = async () => (await Promise.all(stack.apps.map((a) => readFile(a.logFile, 'utf8')))).join('\n');
    const redacted = `/api/documents/invoice/${invoice.id}/view?lang=${lng}&token=[redacted]`;
    for (let tries = 0; !(await logs()).includes(redacted); tries++) {
      if (tries > 100) throw new Error(`No log line shows ${redacted}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await logs()).not.toContain(staff.token);

    // Send Email: the success text, then the dialog closes by itself; the mail carries the PDF; the history shows it.
    await page.getByRole('button', { name: t.send.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.send.title.invoice });
    expect(await dialog.getByRole('textbox').first().inputValue()).toBe('client@example.com');
    const recipient = `billing-${lng}-${Date.now()}@example.com`;
    await dialog.getByRole('textbox').first().fill(recipient);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('status').filter({ hasText: t.send.success.invoice }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    const mail = await stack.smtp.waitFor((m) => m.to.includes(recipient), 15_000);
    expect(mail.attachments).toEqual([`Invoice-${invoice.invoiceNumber}.pdf`]);
    await page.locator('#invoice-sends ~ .table-wrap tbody tr', { hasText: recipient }).locator('[data-result="sent"]').waitFor();
    expect((await call<{ data: { invoice: StoredDocument } }>(base, staff, 'GET', `invoices/${invoice.id}`, 200)).data.invoice.status).toBe('sent');

    // The client: their own list's Download PDF.
    const clientPage = await page.context().browser()!.newContext({ ...CONTEXT_OPTIONS, acceptDownloads: true }).then((c) => c.newPage());
    try {
      await logIn(clientPage, base, 'client@example.com', lng);
      await clientPage.goto(`${base}/my-quotes-and-invoices`);
      const row = clientPage.locator('main tr', { hasText: invoice.invoiceNumber });
      const [own] = await Promise.all([clientPage.waitForEvent('download'), row.getByRole('button', { name: t.my.downloadFor.replace('{{number}}', invoice.invoiceNumber) }).click()]);
      expect(own.suggestedFilename()).toBe(`Invoice-${invoice.invoiceNumber}.pdf`);
    } finally {
      await clientPage.context().close();
    }
  }, 180_000);
});
