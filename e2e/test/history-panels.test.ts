/**
 * Issue 28 item 6: every history panel the back office shows reads as people read, in English and Persian
 * (docs/architecture.md#history). Through the API the demo staff change a quote made for the demo client's
 * service request, turn it into an estimate and an invoice, and a manager records a payment; a technician
 * files an expense with a receipt photo, edits it, and a manager approves it; an item's prices, category,
 * expiry and quantity change; an admin changes a technician's phone and role. Then, as the demo admin, each
 * page's change history — with the invoice's payments and e-mails and the item's stock history beside it —
 * must name people, money, days, receipts and statuses as the screen does: no UUID, no snake_case key, no
 * `/api/` path and no ISO date.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_USERS, todayIn } from '@hvac/contracts';
import type { User } from '@hvac/contracts/identity';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { calendarDaysAfter, type Invoice, type Quote } from '@hvac/contracts/billing';
import type { Expense } from '@hvac/contracts/finance';
import type { InventoryItem } from '@hvac/contracts/inventory';
import { call, logIn, signIn, type Language, type Signed } from './support/billing';
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

const [, MANAGER, , ROSA, CLIENT] = DEMO_USERS;
const today = todayIn();
const inDays = (n: number) => calendarDaysAfter(today, n);
const json = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '../..', file), 'utf8'));

/** What may never reach a reader: an id, a column or key, a storage path, a machine's date. */
const FORBIDDEN: Record<string, RegExp> = {
  uuid: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
  snakeCase: /\b[a-z]+(?:_[a-z0-9]+)+\b/g,
  apiPath: /\/api\//g,
  isoDate: /\d{4}-\d{2}-\d{2}/g,
};
const leaks = (text: string) => Object.entries(FORBIDDEN).flatMap(([what, re]) => [...text.matchAll(re)].map((m) => `${what}: ${m[0]}`));

/** The records the journey changed, and what their panels must show. */
interface World {
  quote: Quote;
  estimateNumber: string;
  estimateId: string;
  invoice: Invoice;
  expense: Expense;
  item: InventoryItem;
  rosa: User;
}
let world: World;

const line = { description: 'Capacitor replacement', quantity: 1, unitPrice: 1149.5, total: 1149.5 };

/** Until billing has heard of the client's request (its event), a quote for it is refused; this waits for that. */
async function quoteForRequest(staff: Signed, clientId: string, requestId: string): Promise<Quote> {
  const body = { clientId, quoteNumber: `QOT-H-${Date.now()}`, quoteDate: today, expiryDate: inDays(30), status: 'draft', lineItems: [line], taxRate: 0.0825, notes: 'Parts', serviceRequestId: requestId };
  for (let tries = 0; ; tries += 1) {
    try {
      return (await call<{ data: { quote: Quote } }>(base, staff, 'POST', 'quotes', 201, body)).data.quote;
    } catch (err) {
      if (tries > 30) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function documents(staff: Signed, manager: Signed, client: Signed): Promise<Pick<World, 'quote' | 'estimateId' | 'estimateNumber' | 'invoice'>> {
  const [request] = await call<ServiceRequest[]>(base, client, 'GET', 'service-requests/my-requests', 200);
  const created = await quoteForRequest(staff, client.id, request!.id);
  const body = { clientId: client.id, quoteNumber: created.quoteNumber, quoteDate: today, lineItems: [line], serviceRequestId: request!.id };
  await call(base, manager, 'PUT', `quotes/${created.id}`, 200, { ...body, expiryDate: inDays(45), taxRate: 0.07, notes: 'Parts and labour', status: 'draft' });
  await call(base, staff, 'PUT', `quotes/${created.id}`, 200, { ...body, expiryDate: inDays(45), taxRate: 0.07, notes: 'Parts and labour', status: 'sent_to_client' });
  await call(base, client, 'POST', `quotes/${created.id}/accept`, 200);
  const estimateNumber = `EST-H-${Date.now()}`;
  const estimate = (
    await call<{ data: { estimate: { id: string } } }>(base, staff, 'POST', 'estimates', 201, {
      clientId: client.id,
      estimateNumber,
      estimateDate: today,
      status: 'draft',
      lineItems: [line],
      taxRate: 0.07,
      originatingQuoteId: created.id,
    })
  ).data.estimate;
  const invoice = (
    await call<{ data: { invoice: Invoice } }>(base, staff, 'POST', 'invoices', 201, {
      clientId: client.id,
      invoiceNumber: `INV-H-${Date.now()}`,
      invoiceDate: today,
      dueDate: inDays(30),
      status: 'sent',
      lineItems: [line],
      taxRate: 0.07,
      includeInTaxReport: true,
      originatingEstimateId: estimate.id,
    })
  ).data.invoice;
  await call(base, manager, 'POST', `invoices/${invoice.id}/payments`, 201, { amount: '400.00', paymentDate: today, paymentMethod: 'Check', referenceNumber: '1042' });
  return { quote: created, estimateId: estimate.id, estimateNumber, invoice };
}

/** A 1×1 PNG: svc-finance recognises a receipt by its content. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function expense(staff: Signed, manager: Signed): Promise<Expense> {
  const body = { title: 'Copper for the Katy job', amount: '86.40', category: 'tools_supplies', expenseDate: inDays(-2), paymentMethod: 'credit_card', vendor: 'Ferguson' };
  const made = (await call<{ data: { expense: Expense } }>(base, staff, 'POST', 'expenses', 201, body)).data.expense;
  const form = new FormData();
  form.append('receipt', new Blob([PHOTO], { type: 'image/png' }), 'katy-receipt.png');
  const upload = await fetch(`${base}/api/expenses/${made.id}/receipt`, { method: 'POST', headers: { authorization: `Bearer ${staff.token}` }, body: form });
  expect(upload.status).toBe(201);
  await call(base, staff, 'PUT', `expenses/${made.id}`, 200, { ...body, amount: '1086.40', expenseDate: inDays(-1), isReimbursable: true });
  await call(base, manager, 'PUT', `expenses/${made.id}/status`, 200, { status: 'approved', note: 'Fine' });
  return made;
}

async function item(manager: Signed): Promise<InventoryItem> {
  const body = {
    name: 'Run capacitor 45/5',
    sku: `HIST-${Date.now()}`,
    category: 'Electrical',
    currentQuantity: 20,
    minimumQuantity: 5,
    maximumQuantity: 100,
    unit: 'piece',
    unitCost: '8.40',
    unitPrice: '24.00',
    location: 'Shelf A1',
    supplier: 'Johnstone Supply',
    description: 'Dual run capacitor',
    expirationDate: inDays(90),
    notes: null,
  };
  const made = (await call<{ data: { item: InventoryItem } }>(base, manager, 'POST', 'inventory', 201, body)).data.item;
  await call(base, manager, 'PUT', `inventory/${made.id}`, 200, { ...body, category: 'Parts', unit: 'box', unitCost: '9.10', unitPrice: '1026.50', minimumQuantity: 6, expirationDate: inDays(120) });
  await call(base, manager, 'PUT', `inventory/${made.id}/quantity`, 200, { quantity: 12 });
  return made;
}

async function rosa(admin: Signed): Promise<User> {
  const { data } = await call<{ data: { users: User[] } }>(base, admin, 'GET', `users?search=${encodeURIComponent(ROSA!.email)}`, 200);
  const user = data.users.find((u) => u.email === ROSA!.email)!;
  await call(base, admin, 'PUT', `users/admin/${user.id}`, 200, { username: user.username, email: user.email, phone: '(713) 555-0199', role: 'manager' });
  return user;
}

beforeAll(async () => {
  const [admin, manager, staff, client] = await Promise.all(['admin@example.com', MANAGER!.email, 'staff@example.com', CLIENT!.email].map((e) => signIn(base, e)));
  world = { ...(await documents(staff!, manager!, client!)), expense: await expense(staff!, manager!), item: await item(manager!), rosa: await rosa(admin!) };
}, 120_000);

/**
 * The text of the page's change history once `entries` entries have loaded, and of the history tables
 * beside it (`beside`: their sections' labels), once each shows a row.
 */
async function historyText(lng: Language, entries: number, beside: string[] = []): Promise<string> {
  const heading = json(`libs/ui/src/history/i18n/${lng}.json`).heading as string;
  const panel = page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
  await panel.locator('li.history-entry').nth(entries - 1).waitFor();
  const tables = beside.map((id) => page.locator(`section[aria-labelledby="${id}"]`));
  for (const table of tables) await table.locator('tbody tr').first().waitFor();
  return (await Promise.all([panel, ...tables].map((section) => section.textContent()))).join('\n');
}

describe.each(['en', 'fa'] as const)('history panels in %s (docs/architecture.md#history)', (lng) => {
  beforeEach(() => logIn(page, base, 'admin@example.com', lng));

  it('quote, estimate and invoice: the client by name, money, days, statuses, the documents by number, the payments', async () => {
    await page.goto(`${base}/admin/quotes/view/${world.quote.id}`);
    const quote = await historyText(lng, 5);
    expect(leaks(quote)).toEqual([]);
    expect(quote).toContain(CLIENT!.username);
    expect(quote).toContain(world.estimateNumber);
    expect(quote).toContain('$1,149.50');

    await page.goto(`${base}/admin/estimates/view/${world.estimateId}`);
    const estimate = await historyText(lng, 2);
    expect(leaks(estimate)).toEqual([]);
    expect(estimate).toContain(world.quote.quoteNumber);

    await page.goto(`${base}/admin/invoices/view/${world.invoice.id}`);
    const invoice = await historyText(lng, 2, ['invoice-payments']);
    expect(leaks(invoice)).toEqual([]);
    expect(invoice).toContain(world.estimateNumber);
    expect(invoice).toContain('$400.00');
    expect(invoice).toContain(MANAGER!.username);
  }, 120_000);

  it('expense: the approver by name, the receipt by its file, money and days as the page writes them', async () => {
    await page.goto(`${base}/admin/expenses/${world.expense.id}`);
    const text = await historyText(lng, 4);
    expect(leaks(text)).toEqual([]);
    expect(text).toContain(MANAGER!.username);
    expect(text).toContain('katy-receipt.png');
    expect(text).toContain('$1,086.40');
  }, 60_000);

  it('inventory item: its change history and its stock history', async () => {
    await page.goto(`${base}/admin/inventory/${world.item.id}`);
    const text = await historyText(lng, 2, ['inventory-history']);
    expect(leaks(text)).toEqual([]);
    expect(text).toContain('$1,026.50');
  }, 60_000);

  it('user: a role and a phone changed by an admin', async () => {
    await page.goto(`${base}/admin/users`);
    const editFor = (json(`mf-accounts/src/admin/i18n/${lng}.json`).users.editFor as string).replace('{{name}}', world.rosa.username);
    await page.getByRole('button', { name: editFor, exact: true }).click();
    const text = await historyText(lng, 2);
    expect(leaks(text)).toEqual([]);
    expect(text).toContain('(713) 555-0199');
  }, 60_000);
});
