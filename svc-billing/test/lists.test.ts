import { type EstimateSummary, type InvoiceSummary, type QuoteSummary } from '@hvac/contracts';
import { FEW_MATCHES } from '../src/documents/repo';
import { estimateBody, invoiceBody, quoteBody, startBilling, type TestBilling, type TestUser } from './helpers';

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

describe('a search with many matches', () => {
  it('walks the newest documents instead of reading every match, with the same answer', async () => {
    const many = await t.user('client', { username: `Manny ${tag}` });
    const count = FEW_MATCHES + 50;
    await t.h.service.ctx.db.raw(
      `INSERT INTO quotes (id, quote_number, client_id, quote_date, status, tax_rate, sub_total, tax_amount, total_amount, created_at, updated_at)
       SELECT gen_random_uuid(), 'QOT-many-' || g, ?, current_date, CASE WHEN g % 2 = 0 THEN 'draft' ELSE 'expired' END, 0, 1, 0, 1,
              now() - interval '1 day' + g * interval '1 second', now()
       FROM generate_series(1, ${count}) g`,
      [many.user.id],
    );
    const first = await list(`search=manny&status=expired&limit=100`);
    expect(numbers(first)).toEqual(Array.from({ length: 100 }, (_, i) => `QOT-many-${count - 1 - 2 * i}`));
    let seen = first.data.quotes.length;
    let cursor = first.data.nextCursor;
    while (cursor) {
      const page = await list(`search=manny&status=expired&limit=100&cursor=${cursor}`);
      seen += page.data.quotes.length;
      cursor = page.data.nextCursor;
    }
    expect(seen).toBe(count / 2);
  });
});
