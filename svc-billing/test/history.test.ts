import type { HistoryEntry } from '@hvac/contracts';
import type { Quote } from '@hvac/contracts/billing';
import { estimateBody, inDays, invoiceBody, quoteBody, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startBilling();
  admin = await t.user('admin', { username: 'Ada Admin' });
  manager = await t.user('manager');
  staff = await t.user('staff', { username: 'Sam Staff' });
  client = await t.user('client');
});
afterAll(() => t.close());

const db = () => t.h.service.ctx.db;
const ok = async (res: Awaited<ReturnType<TestBilling['call']>>, status = 200) => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const newQuote = async (): Promise<Quote> =>
  (await ok(await t.call({ method: 'POST', url: '/api/quotes', token: staff.token, payload: quoteBody(client.user.id) }), 201)).data.quote;
const history = (kind: string, id: string, token = staff.token, query = '') => t.call({ method: 'GET', url: `/api/${kind}/${id}/history${query}`, token });
const entries = async (kind: string, id: string): Promise<HistoryEntry[]> => (await ok(await history(kind, id))).data.history;

describe('a document’s history (docs/domains/billing.md#history)', () => {
  it('records who did what to a quote, newest first: created, edited, sent, the client’s answer, the conversion', async () => {
    const q = await newQuote();
    await ok(await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: admin.token, payload: { ...quoteBody(client.user.id), quoteNumber: q.quoteNumber, notes: 'Two units' } }));
    await ok(await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: staff.token, payload: { ...quoteBody(client.user.id), quoteNumber: q.quoteNumber, notes: 'Two units', status: 'sent_to_client' } }));
    await ok(await t.call({ method: 'POST', url: `/api/quotes/${q.id}/accept`, token: client.token }));
    const invoice = (await ok(await t.call({ method: 'POST', url: `/api/quotes/${q.id}/convert-to-invoice`, token: manager.token }), 201)).data.invoice;

    const h = await entries('quotes', q.id);
    expect(h.map((e) => [e.action, e.actorId, e.actorRole])).toEqual([
      ['converted', manager.user.id, 'manager'],
      ['status_changed', client.user.id, 'client'],
      ['sent', staff.user.id, 'staff'],
      ['edited', admin.user.id, 'admin'],
      ['created', staff.user.id, 'staff'],
    ]);
    expect(h[0]).toMatchObject({ changes: { status: ['accepted_by_client', 'converted_to_invoice'], convertedInvoiceId: [null, invoice.id] }, names: { [invoice.id]: invoice.invoiceNumber } });
    expect(h[3]).toMatchObject({ entityType: 'quote', entityId: q.id, actorName: 'Ada Admin', changes: { notes: ['Parts and labour', 'Two units'] } });
    expect(h[4]).toMatchObject({ changes: { quoteNumber: [null, q.quoteNumber], status: [null, 'draft'], totalAmount: [null, '161.83'], clientId: [null, client.user.id] }, names: { [client.user.id]: client.user.username } });
    expect(Date.parse(h[4]!.at)).toBeLessThanOrEqual(Date.parse(h[0]!.at));

    expect((await entries('invoices', invoice.id)).map((e) => [e.action, e.actorId])).toEqual([['created', manager.user.id]]);
  });

  it('records an estimate made from a quote, its deletion, and keeps it readable after', async () => {
    const q = await newQuote();
    const e = (await ok(await t.call({ method: 'POST', url: '/api/estimates', token: staff.token, payload: estimateBody(client.user.id, { originatingQuoteId: q.id }) }), 201)).data.estimate;
    await ok(await t.call({ method: 'DELETE', url: `/api/estimates/${e.id}`, token: admin.token }));
    expect((await entries('quotes', q.id)).map((x) => x.action)).toEqual(['converted', 'created']);
    const h = await entries('estimates', e.id);
    expect(h.map((x) => [x.action, x.actorId])).toEqual([
      ['deleted', admin.user.id],
      ['created', staff.user.id],
    ]);
    expect(h[0]!.changes).toMatchObject({ status: ['draft', null], estimateNumber: [e.estimateNumber, null] });
    // The quote it came from by its number; a document that no longer exists has none to give.
    expect(h[1]!.names).toEqual({ [client.user.id]: client.user.username, [q.id]: q.quoteNumber });
    expect((await entries('quotes', q.id))[0]).toMatchObject({ changes: { convertedEstimateId: [null, e.id] }, names: {} });
  });

  it('records a payment on its invoice with the amounts and status it changed', async () => {
    const i = (await ok(await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { taxRate: 0, lineItems: [{ description: 'Call', quantity: 1, unitPrice: 99 }] }) }), 201)).data.invoice;
    await ok(await t.call({ method: 'POST', url: `/api/invoices/${i.id}/payments`, token: manager.token, payload: { amount: '40.00', paymentDate: inDays(0), paymentMethod: 'Cash' } }), 201);
    const [paid] = await entries('invoices', i.id);
    expect(paid).toMatchObject({ action: 'payment_recorded', actorId: manager.user.id, changes: { amountPaid: ['0.00', '40.00'], status: ['sent', 'partially_paid'] } });
  });

  it('speaks the API, not storage: every field of every kind as its answer names it', async () => {
    const q = await newQuote();
    const e = (await ok(await t.call({ method: 'POST', url: '/api/estimates', token: staff.token, payload: estimateBody(client.user.id, { originatingQuoteId: q.id }) }), 201)).data.estimate;
    const i = (await ok(await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { originatingEstimateId: e.id }) }), 201)).data.invoice;
    const answered = { quotes: q, estimates: e, invoices: i } as const;
    for (const [kind, doc] of Object.entries(answered)) {
      const fields = (await entries(kind, doc.id)).flatMap((x) => Object.keys(x.changes));
      expect(fields.length).toBeGreaterThan(5);
      // Each is a field of the document's own answer (clientId, subTotal, convertedEstimateId …), never a column.
      expect(fields.filter((f) => !(f in doc))).toEqual([]);
    }
  });

  it('records every e-mail of a document as sent: a draft with its new status, a sent one as it was', async () => {
    const q = await newQuote();
    const send = () => t.call({ method: 'POST', url: `/api/documents/quote/${q.id}/send-email`, token: staff.token, payload: { email: 'alice.home@example.com' } });
    await ok(await send());
    await ok(await send());
    const [again, first] = await entries('quotes', q.id);
    expect(first).toMatchObject({ action: 'sent', actorId: staff.user.id, changes: { status: ['draft', 'sent_to_client'] } });
    expect(again).toMatchObject({ action: 'sent', actorId: staff.user.id, changes: {} });
  }, 30_000);

  it('writes nothing when the change fails after its history row: both are in one transaction', async () => {
    const q = await newQuote();
    const before = await entries('quotes', q.id);
    // The quote-sent event is written after the history row; refusing it fails the whole change.
    await db().raw(`CREATE FUNCTION refuse_quote_sent() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.subject = 'hvac.billing.quote-sent' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$`);
    await db().raw('CREATE TRIGGER refuse_quote_sent BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_quote_sent()');
    try {
      const res = await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: staff.token, payload: { ...quoteBody(client.user.id), quoteNumber: q.quoteNumber, status: 'sent_to_client' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await db().raw('DROP TRIGGER refuse_quote_sent ON outbox');
      await db().raw('DROP FUNCTION refuse_quote_sent()');
    }
    expect(await entries('quotes', q.id)).toEqual(before);
    expect((await db()('quotes').where({ id: q.id }).first()).status).toBe('draft');
  });

  it('lets admin, manager and staff read it; a client (even the document’s own) gets 403, nobody signed in 401', async () => {
    const q = await newQuote();
    for (const who of [admin, manager, staff]) expect((await history('quotes', q.id, who.token)).statusCode).toBe(200);
    for (const kind of ['quotes', 'estimates', 'invoices']) {
      expect((await history(kind, q.id, client.token)).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: `/api/${kind}/${q.id}/history` })).statusCode).toBe(401);
    }
    // A malformed id is answered as an unknown one (docs/architecture.md#routes-and-errors).
    const malformed = await history('quotes', 'not-a-uuid');
    expect([malformed.statusCode, malformed.json()]).toEqual([404, { message: 'Quote not found', code: 'quoteNotFound' }]);
  });

  it('pages newest first with nextCursor and before', async () => {
    const q = await newQuote();
    for (const notes of ['a', 'b']) await ok(await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: staff.token, payload: { ...quoteBody(client.user.id), quoteNumber: q.quoteNumber, notes } }));
    const first = (await ok(await history('quotes', q.id, staff.token, '?limit=2'))).data;
    expect(first.history.map((e: HistoryEntry) => e.changes.notes?.[1])).toEqual(['b', 'a']);
    const rest = (await ok(await history('quotes', q.id, staff.token, `?limit=2&before=${first.nextCursor}`))).data;
    expect(rest).toEqual({ history: [expect.objectContaining({ action: 'created' })], nextCursor: null });
  });

  it('cannot be edited: no route writes it, and the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const q = await newQuote();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect((await t.call({ method, url: `/api/quotes/${q.id}/history`, token: admin.token })).statusCode).toBe(404);
    await expect(db()('history').where({ entity_id: q.id }).update({ action: 'deleted' })).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db()('history').where({ entity_id: q.id }).delete()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(db().raw('TRUNCATE history')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await entries('quotes', q.id)).toHaveLength(1);
  });

  it('publishes the history routes in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json();
    for (const kind of ['quotes', 'estimates', 'invoices']) expect(doc.paths[`/api/${kind}/{id}/history`].get.responses['200']).toBeDefined();
  });
});
