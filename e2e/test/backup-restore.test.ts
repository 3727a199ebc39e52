/**
 * Backups that restore (docs/proof.md#backups). A whole stack gets a user, a service request, a quote,
 * an invoice with a payment, an inventory item with a quantity change and an expense on that item
 * through the gateway; it is backed up, destroyed (its schemas dropped, its NATS store gone), restored
 * under other schema names and started again on a fresh NATS. Every record is back, the projections
 * agree with their sources once the outboxes are published again, and new writes work and flow.
 * Here and not in infra's tests: it runs every built service, and only this project is built after them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { APPS, backup, restore, schemaMap, startStack, type AppDefinition, type Stack } from '@hvac/infra';
import { todayIn } from '@hvac/contracts';
import { call, signIn, type Signed } from './support/billing';

jest.setTimeout(600_000);

const run = Date.now().toString(36);
/** The business day (Houston's), as the services read dates. */
const today = todayIn();
const dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-backup-'));
const file = path.join(dir, 'stack.backup');
/** Where the backup comes back: names of its own, so restoring under other names is what is tested. */
const restoredSchemas = Object.fromEntries(Object.keys(schemaMap()).map((domain) => [domain, `${domain}_restored_${run}`]));

let stack: Stack | undefined;
let db: pg.Client;

afterAll(async () => {
  await stack?.stop();
  if (db) {
    for (const schema of Object.values(restoredSchemas)) await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ids = async (sql: string): Promise<string[]> => (await db.query<{ id: string }>(sql)).rows.map((r) => r.id).sort();

/** What each projection must hold, read from its source, and what it holds. */
async function projections(s: Record<string, string>) {
  return {
    users: await ids(`SELECT id FROM "${s.identity}".users`),
    requestsDirectory: await ids(`SELECT id FROM "${s.requests}".users_directory`),
    billingDirectory: await ids(`SELECT id FROM "${s.billing}".users_directory`),
    payments: await ids(`SELECT id FROM "${s.billing}".payments`),
    incomeLedger: await ids(`SELECT payment_id AS id FROM "${s.finance}".income_payments`),
    itemExpenses: await ids(`SELECT id FROM "${s.finance}".expenses WHERE inventory_item_id IS NOT NULL`),
    relatedExpenses: await ids(`SELECT id FROM "${s.inventory}".related_expenses`),
  };
}

async function unpublished(s: Record<string, string>): Promise<number> {
  let n = 0;
  for (const schema of Object.values(s)) n += Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".outbox WHERE published_at IS NULL`)).rows[0]?.n);
  return n;
}

async function consistent(s: Record<string, string>): Promise<Awaited<ReturnType<typeof projections>> | false> {
  if ((await unpublished(s)) > 0) return false;
  const p = await projections(s);
  const covers = (all: string[], seen: string[]) => all.every((id) => seen.includes(id));
  return covers(p.users, p.requestsDirectory) && covers(p.users, p.billingDirectory) && covers(p.payments, p.incomeLedger) && covers(p.itemExpenses, p.relatedExpenses) && p;
}

const line = { description: 'Capacitor replacement', quantity: 1, unitPrice: 149.5, total: 149.5 };

async function invoiceWithPayment(base: string, admin: Signed, clientId: string, amount: string) {
  const invoice = await call<{ data: { invoice: { id: string } } }>(base, admin, 'POST', 'invoices', 201, {
    clientId, invoiceNumber: `INV-R${run}-${amount}`, invoiceDate: today, dueDate: today, status: 'sent', lineItems: [line], taxRate: 0.0825, includeInTaxReport: true,
  });
  const paid = await call<{ data: { payment: { id: string } } }>(base, admin, 'POST', `invoices/${invoice.data.invoice.id}/payments`, 201, { amount, paymentDate: today, paymentMethod: 'Cash' });
  return { invoiceId: invoice.data.invoice.id, paymentId: paid.data.payment.id };
}

it('backs up every schema, restores them after the stack is destroyed, and the platform carries on', async () => {
  const started = Date.now();
  stack = await startStack({ mode: 'test', demo: true, deployRemotes: false });
  const databaseUrl = stack.databaseUrl;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const source = schemaMap(stack.schemas);
  let base = stack.gatewayUrl;
  let admin = await signIn(base, 'admin@example.com');

  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `Restore Client ${run}`, email: `restore-${run}@example.com`, phone: '7135550100', password: 'Str0ng!pass' }),
  });
  expect(registered.status).toBe(201);
  const { user, token } = (await registered.json()) as { user: { id: string }; token: string };
  const client: Signed = { id: user.id, token };
  const request = await call<{ data: { serviceRequest: { id: string } } }>(base, client, 'POST', 'service-requests', 201, {
    userId: client.id, contactFullName: `Restore Client ${run}`, contactPhone: '7135550100', contactEmail: `restore-${run}@example.com`,
    contactStreet: '1200 Westheimer Rd', contactCity: 'Houston', contactZip: '77006', serviceType: 'AC Repair',
    schedulingPreferences: { preferredDate1: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), preferredTime1: 'Any Time' },
    additionalDetails: { commonIssues: ['Strange Noises'] }, language: 'en',
  });
  await until('billing to hear of the client', async () => (await db.query(`SELECT 1 FROM "${source.billing}".users_directory WHERE id = $1`, [client.id])).rowCount);
  const quote = await call<{ data: { quote: { id: string } } }>(base, admin, 'POST', 'quotes', 201, {
    clientId: client.id, quoteNumber: `QOT-R${run}`, quoteDate: today, status: 'draft', lineItems: [line], taxRate: 0.0825, notes: 'Before the backup',
  });
  const paid = await invoiceWithPayment(base, admin, client.id, '50.00');
  const item = await call<{ data: { item: { id: string } } }>(base, admin, 'POST', 'inventory', 201, {
    name: 'Run capacitor 45/5', sku: `RESTORE-${run}`, category: 'Electrical', currentQuantity: 20, minimumQuantity: 5, maximumQuantity: 100,
    unit: 'piece', unitCost: '8.40', unitPrice: '24.00', location: 'Shelf A1', supplier: 'Johnstone Supply', description: null, expirationDate: null, notes: null,
  });
  const itemId = item.data.item.id;
  await call(base, admin, 'PUT', `inventory/${itemId}/quantity`, 200, { quantity: 12 });
  const expense = await call<{ data: { expense: { id: string } } }>(base, admin, 'POST', 'expenses', 201, {
    title: `Capacitors ${run}`, amount: '42.50', category: 'other', expenseDate: today, inventoryItemId: itemId,
  });
  const before = await until('the projections to catch up before the backup', () => consistent(source));
  expect(before.incomeLedger).toContain(paid.paymentId);
  expect(before.relatedExpenses).toContain(expense.data.expense.id);

  const written = await backup({ databaseUrl: stack.databaseUrl, schemas: source, file });
  expect(written.manifest.schemas).toEqual(source);
  const backedUp = Date.now();

  // Destroyed: a test stack's stop drops its schemas and deletes its NATS store.
  await stack.stop();
  stack = undefined;
  expect((await db.query('SELECT 1 FROM pg_namespace WHERE nspname = ANY($1)', [Object.values(source)])).rowCount).toBe(0);

  const notBackup = path.join(dir, 'not-a-backup');
  writeFileSync(notBackup, 'hello\n');
  await expect(restore({ databaseUrl, file: notBackup })).rejects.toThrow(/is not a backup written by `npm run backup`/);

  const restored = await restore({ databaseUrl, file, schemas: restoredSchemas });
  expect(restored.schemas).toEqual(restoredSchemas);
  expect(restored.events).toBeGreaterThan(0);
  const definitions: AppDefinition[] = APPS.map((app) => {
    const domain = app.service?.domain;
    if (!domain) return app;
    return { ...app, env: (ctx) => ({ ...app.env?.(ctx), DB_SCHEMA: restoredSchemas[domain] as string }) };
  });
  stack = await startStack({ mode: 'test', demo: true, deployRemotes: false, definitions });
  base = stack.gatewayUrl;
  admin = await signIn(base, 'admin@example.com');
  const restartedIn = Date.now();

  // Every record is back.
  expect((await call<{ data: { quote: { notes: string } } }>(base, admin, 'GET', `quotes/${quote.data.quote.id}`, 200)).data.quote.notes).toBe('Before the backup');
  expect((await call<{ data: { invoice: { amountPaid: string } } }>(base, admin, 'GET', `invoices/${paid.invoiceId}`, 200)).data.invoice.amountPaid).toBe('50.00');
  expect((await call<{ data: { expense: { amount: string } } }>(base, admin, 'GET', `expenses/${expense.data.expense.id}`, 200)).data.expense.amount).toBe('42.50');
  expect((await call<{ data: { item: { quantity: number } } }>(base, admin, 'GET', `inventory/${itemId}`, 200)).data.item.quantity).toBe(12);
  const history = await call<{ data: { movements: { toQuantity: number }[] } }>(base, admin, 'GET', `inventory/${itemId}/history`, 200);
  expect(history.data.movements.map((m) => m.toQuantity)).toContain(12);
  expect(JSON.stringify(await call(base, admin, 'GET', `service-requests/${request.data.serviceRequest.id}`, 200))).toContain(`Restore Client ${run}`);

  // The projections agree with their sources after the replay, and hold exactly what they held before.
  const after = await until('the restored outboxes to be published and consumed again', () => consistent(restoredSchemas), 120_000);
  expect(after).toEqual(before);
  const related = await call<{ data: { expenses: { id: string }[] } }>(base, admin, 'GET', `inventory/${itemId}/expenses`, 200);
  expect(related.data.expenses.map((e) => e.id)).toEqual([expense.data.expense.id]);

  // New writes: no key taken by a sequence, and their events flow.
  const newer = await invoiceWithPayment(base, admin, client.id, '25.00');
  await call(base, admin, 'POST', 'quotes', 201, { clientId: client.id, quoteNumber: `QOT-R${run}-after`, quoteDate: today, status: 'draft', lineItems: [line], taxRate: 0.0825 });
  await call(base, admin, 'PUT', `inventory/${itemId}/quantity`, 200, { quantity: 9 });
  const laterExpense = await call<{ data: { expense: { id: string } } }>(base, admin, 'POST', 'expenses', 201, { title: `More capacitors ${run}`, amount: '10.00', category: 'other', expenseDate: today, inventoryItemId: itemId });
  const flowed = await until('the new events to reach their consumers', async () => {
    const p = await consistent(restoredSchemas);
    return p && p.incomeLedger.includes(newer.paymentId) && p.relatedExpenses.includes(laterExpense.data.expense.id) && p;
  });
  expect(flowed.incomeLedger.length).toBe(before.incomeLedger.length + 1);
  console.log(
    `backup ${(written.bytes / 1024).toFixed(0)} KB written ${((backedUp - started) / 1000).toFixed(1)} s into the test; ` +
      `${restored.events} events republished; restored stack up ${((restartedIn - backedUp) / 1000).toFixed(1)} s after the backup`,
  );
});

