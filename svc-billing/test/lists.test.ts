import { invoiceStatusOn, type EstimateSummary, type InvoiceStatus, type InvoiceSummary, type QuoteSummary } from '@hvac/contracts/billing';
import { FEW_CLIENTS } from '../src/documents/repo';
import { estimateBody, inDays, invoiceBody, quoteBody, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let staff: TestUser;
let alice: TestUser;
let bruno: TestUser;
const tag = `zl${Date.now().toString(36)}`;
const quotes: QuoteSummary[] = [];

beforeAll(async () => {
  t = await startBilling();
  staff = await t.user('staff');
  alice = await t.user('client', { username: `Alice ${tag}`, email: `alice@${tag}.example` });
  bruno = await t.user('client', { username: `Bruno Ortiz`, email: `bruno@${tag}.example` });
  for (const [i, owner] of [alice, bruno, alice, bruno, alice].entries()) {
    const res = await t.call({
      method: 'POST',
      url: '/api/quotes',
      token: staff.token,
      payload: quoteBody(owner.user.id, { quoteNumber: `QOT-${tag}-${i}`, status: i % 2 ? 'sent_to_client' : 'draft' }),
    });
    quotes.push(res.json().data.quote);
  }
});
afterAll(() => t.close());

const list = async (query: string, token = staff.token) => {
  const res = await t.call({ method: 'GET', url: `/api/quotes?${query}`, token });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as { status: string; data: { quotes: QuoteSummary[]; nextCursor: string | null } };
};
const numbers = (page: { data: { quotes: QuoteSummary[] } }) => page.data.quotes.map((q) => q.quoteNumber);

describe('lists (docs/domains/billing.md#calls)', () => {
  it('answers status success with data.quotes, newest first, without lines, and the names from the directory', async () => {
    const page = await list(`search=${tag}`);
    expect(page.status).toBe('success');
    expect(numbers(page)).toEqual([4, 3, 2, 1, 0].map((i) => `QOT-${tag}-${i}`));
    expect(page.data.nextCursor).toBeNull();
    expect(page.data.quotes[0]).toMatchObject({ client: { username: `Alice ${tag}` }, totalAmount: '161.83' });
    expect(page.data.quotes[0]).not.toHaveProperty('lineItems');
  });

  it('searches the number, the client’s name and the client’s e-mail, case-insensitively', async () => {
    expect(numbers(await list(`search=QOT-${tag.toUpperCase()}-3`))).toEqual([`QOT-${tag}-3`]);
    expect(numbers(await list(`search=${encodeURIComponent('bruno ortiz')}`))).toEqual([`QOT-${tag}-3`, `QOT-${tag}-1`]);
    expect(numbers(await list(`search=ALICE@${tag}`))).toEqual([`QOT-${tag}-4`, `QOT-${tag}-2`, `QOT-${tag}-0`]);
    expect(numbers(await list(`search=${encodeURIComponent('%')}${tag}`))).toEqual([]);
  });

  it('filters by status and by client, together with a search', async () => {
    expect(numbers(await list(`search=${tag}&status=sent_to_client`))).toEqual([`QOT-${tag}-3`, `QOT-${tag}-1`]);
    expect(numbers(await list(`search=${tag}&clientId=${alice.user.id}&status=draft`))).toEqual([`QOT-${tag}-4`, `QOT-${tag}-2`, `QOT-${tag}-0`]);
    expect(numbers(await list(`search=${tag}&status=all&clientId=`))).toHaveLength(5);
  });

  it('pages with a cursor: each page after the last one’s end, nothing repeated or skipped, even with a new document between', async () => {
    const first = await list(`search=${tag}&limit=2`);
    expect(numbers(first)).toEqual([`QOT-${tag}-4`, `QOT-${tag}-3`]);
    await t.call({ method: 'POST', url: '/api/quotes', token: staff.token, payload: quoteBody(alice.user.id, { quoteNumber: `QOT-${tag}-late` }) });
    const second = await list(`search=${tag}&limit=2&cursor=${first.data.nextCursor}`);
    expect(numbers(second)).toEqual([`QOT-${tag}-2`, `QOT-${tag}-1`]);
    const third = await list(`search=${tag}&limit=2&cursor=${second.data.nextCursor}`);
    expect(numbers(third)).toEqual([`QOT-${tag}-0`]);
    expect(third.data.nextCursor).toBeNull();
  });

  it('shows a client only their own documents, whatever filter they send', async () => {
    const own = await list(`search=${tag}`, bruno.token);
    expect(own.data.quotes.every((q) => q.clientId === bruno.user.id)).toBe(true);
    expect(numbers(own)).toEqual([`QOT-${tag}-3`, `QOT-${tag}-1`]);
    expect(numbers(await list(`clientId=${alice.user.id}`, bruno.token))).toEqual([`QOT-${tag}-3`, `QOT-${tag}-1`]);
  });

  it.each([
    ['an unknown status', 'status=Pending', 'statusInvalid'],
    ['a cursor that is not one', 'cursor=bm90LWEtY3Vyc29y', 'cursorInvalid'],
    ['a client id that is not one', 'clientId=42', 'validationError'],
    ['a page above 100', 'limit=101', 'validationError'],
  ])('answers 400 for %s', async (_label, query, code) => {
    const res = await t.call({ method: 'GET', url: `/api/quotes?${query}`, token: staff.token });
    expect([res.statusCode, res.json().code]).toEqual([400, code]);
  });

  it('lists estimates and invoices the same way', async () => {
    await t.call({ method: 'POST', url: '/api/estimates', token: staff.token, payload: estimateBody(alice.user.id, { estimateNumber: `EST-${tag}` }) });
    await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(bruno.user.id, { invoiceNumber: `INV-${tag}` }) });
    const estimates = (await t.call({ method: 'GET', url: `/api/estimates?search=alice`, token: staff.token })).json().data.estimates as EstimateSummary[];
    expect(estimates.map((e) => e.estimateNumber)).toEqual([`EST-${tag}`]);
    const invoices = (await t.call({ method: 'GET', url: `/api/invoices?search=${tag}&status=sent`, token: staff.token })).json().data.invoices as InvoiceSummary[];
    expect(invoices.map((i) => [i.invoiceNumber, i.balanceDue])).toEqual([[`INV-${tag}`, '161.83']]);
    expect((await t.call({ method: 'GET', url: '/api/invoices?search=' + tag, token: alice.token })).json().data.invoices).toEqual([]);
  });
});

describe('a search naming several clients, or very many (documents/repo.ts listViews)', () => {
  const db = () => t.h.service.ctx.db;

  /** `count` clients named `name` and numbered, straight into the directory: the search's side of it only. */
  async function clients(name: string, count: number): Promise<string[]> {
    const { rows } = (await db().raw(
      `INSERT INTO users_directory (id, username, email, role, updated_at)
       SELECT gen_random_uuid(), ? || ' ' || g, 'c' || g || '@' || ? || '.example', 'client', now() FROM generate_series(1, ?) g RETURNING id`,
      [name, name.toLowerCase().replace(/\W/g, ''), count],
    )) as { rows: { id: string }[] };
    return rows.map((r) => r.id);
  }

  /** Quotes of these clients, interleaved in time (a second apart), their status cycling through three. */
  async function quotesOf(owners: string[], each: number, label: string): Promise<void> {
    await db().raw(
      `INSERT INTO quotes (id, quote_number, client_id, quote_date, status, tax_rate, sub_total, tax_amount, total_amount, created_at, updated_at)
       SELECT gen_random_uuid(), ? || '-' || o.n || '-' || g, o.id, ?::date,
              (ARRAY['draft', 'sent_to_client', 'expired'])[1 + (g + o.n) % 3], 0, 1, 0, 1,
              now() - interval '2 days' + (g * ? + o.n) * interval '1 second', now()
       FROM unnest(?::uuid[]) WITH ORDINALITY AS o(id, n), generate_series(1, ?) g`,
      [label, inDays(0), owners.length, owners, each],
    );
  }

  /**
   * Invoices of these clients made two at a time, at the same instants for every client (so the id orders
   * them, within a client, across clients and across a cursor), their stored status cycling through six and
   * their due date ten days behind or ahead of today (what overdue reads, from the index of migration 0006).
   */
  const invoicesSince = new Date(Date.now() - 2 * 86_400_000).toISOString();
  async function invoicesOf(owners: string[], each: number, label: string): Promise<void> {
    await db().raw(
      `INSERT INTO invoices (id, invoice_number, client_id, invoice_date, due_date, status, tax_rate, sub_total, tax_amount, total_amount, created_at, updated_at)
       SELECT gen_random_uuid(), ? || '-' || o.n || '-' || g, o.id, ?::date - 20, ?::date + (g % 2 * 2 - 1) * 10,
              (ARRAY['draft', 'sent', 'partially_paid', 'overdue', 'paid', 'void'])[1 + (g + o.n) % 6], 0, 1, 0, 1,
              ?::timestamptz + g / 2 * interval '1 second', now()
       FROM unnest(?::uuid[]) WITH ORDINALITY AS o(id, n), generate_series(1, ?) g`,
      [label, inDays(0), inDays(0), invoicesSince, owners, each],
    );
  }

  /** Every page of a list, followed by its cursor. */
  async function allPages(query: string, limit: number): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...numbers(page));
      cursor = page.data.nextCursor;
    } while (cursor);
    return seen;
  }

  /** Every page of an invoice list as `token` sees it, followed by its cursor. */
  async function allInvoicePages(query: string, limit: number, token = staff.token): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.call({ method: 'GET', url: `/api/invoices?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token });
      const page = res.json() as { data: { invoices: InvoiceSummary[]; nextCursor: string | null } };
      seen.push(...page.data.invoices.map((i) => i.invoiceNumber));
      cursor = page.data.nextCursor;
    } while (cursor);
    return seen;
  }

  /** The answer by the plainest query there is: every match, filtered and sorted in one statement. */
  async function expected(term: string, status: string): Promise<string[]> {
    const { rows } = (await db().raw(
      `SELECT q.quote_number FROM quotes q LEFT JOIN users_directory c ON c.id = q.client_id
       WHERE (lower(q.quote_number) LIKE ? OR lower(c.username) || chr(31) || c.email LIKE ?) AND q.status = ?
       ORDER BY q.created_at DESC, q.id DESC`,
      [`%${term}%`, `%${term}%`, status],
    )) as { rows: { quote_number: string }[] };
    return rows.map((r) => r.quote_number);
  }

  /** The invoices a term matches, newest first, whose status as it reads today is `status` (contracts' rule, not the list's SQL). */
  async function expectedInvoices(term: string, status: InvoiceStatus, clientId?: string): Promise<string[]> {
    const { rows } = (await db().raw(
      `SELECT i.invoice_number, i.client_id, i.status, i.due_date::text AS due_date FROM invoices i LEFT JOIN users_directory c ON c.id = i.client_id
       WHERE lower(i.invoice_number) LIKE ? OR lower(c.username) || chr(31) || c.email LIKE ?
       ORDER BY i.created_at DESC, i.id DESC`,
      [`%${term}%`, `%${term}%`],
    )) as { rows: { invoice_number: string; client_id: string; status: InvoiceStatus; due_date: string }[] };
    return rows.filter((r) => invoiceStatusOn(r.status, r.due_date, inDays(0)) === status && (!clientId || r.client_id === clientId)).map((r) => r.invoice_number);
  }

  it('reads each named client’s newest documents and the numbered ones, filtered, page after page, as one newest-first list', async () => {
    const name = `Garza${tag}`;
    const owners = await clients(name, 12);
    await quotesOf(owners, 40, `QOT-gz-${tag}`);
    // Documents found by their number rather than their client: another client's, numbered with the term.
    await quotesOf([bruno.user.id], 9, `QOT-${name.toLowerCase()}-num`);
    const want = await expected(name.toLowerCase(), 'expired');
    expect(want.length).toBeGreaterThan(150);
    expect(want.some((n) => n.includes('-num-'))).toBe(true);
    expect(await allPages(`search=${name}&status=expired`, 7)).toEqual(want);
    expect(await allPages(`search=${name}&status=expired`, 100)).toEqual(want);
  });

  it('filters invoices by the status as it reads today (overdue from the due date), page after page, for staff and for a named client', async () => {
    const name = `Garvey${tag}`;
    const own = await t.user('client', { username: `${name} own`, email: `own@${tag}.example` });
    await invoicesOf(await clients(name, 6), 30, `INV-gv-${tag}`);
    // A named client's invoices that the term also finds by number: each must be listed once.
    await invoicesOf([own.user.id], 30, `INV-${name.toLowerCase()}`);
    for (const status of ['overdue', 'sent'] as const) {
      const want = await expectedInvoices(name.toLowerCase(), status);
      expect(want.length).toBeGreaterThan(7);
      // Pages of two end inside the groups of invoices made at one instant.
      for (const limit of [2, 7]) expect(await allInvoicePages(`search=${name}&status=${status}`, limit)).toEqual(want);
    }
    const mine = await expectedInvoices(name.toLowerCase(), 'overdue', own.user.id);
    expect(mine.length).toBeGreaterThan(4);
    expect(await allInvoicePages(`search=${name}&status=overdue`, 4, own.token)).toEqual(mine);
  });

  it('walks the newest documents when the term names more than FEW_CLIENTS clients, with the same answer', async () => {
    const name = `Manny${tag}`;
    const owners = await clients(name, FEW_CLIENTS + 1);
    await quotesOf(owners, 3, `QOT-mn-${tag}`);
    const want = await expected(name.toLowerCase(), 'sent_to_client');
    expect(want.length).toBeGreaterThan(FEW_CLIENTS);
    expect(await allPages(`search=${name}&status=sent_to_client`, 50)).toEqual(want);
  });
});
