import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, type Quote } from '@hvac/contracts/billing';
import { inDays, quoteBody, serviceRequestOf, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;
let otherClient: TestUser;

beforeAll(async () => {
  t = await startBilling();
  admin = await t.user('admin');
  manager = await t.user('manager');
  staff = await t.user('staff');
  client = await t.user('client', { username: 'Chris Client' });
  otherClient = await t.user('client');
});
afterAll(() => t.close());

const create = (payload: object, token = staff.token) => t.call({ method: 'POST', url: '/api/quotes', payload, token });
const created = async (overrides: object = {}, forClient = client): Promise<Quote> => {
  const res = await create({ ...quoteBody(forClient.user.id), ...overrides });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.quote;
};
const act = (id: string, action: 'accept' | 'reject' | 'convert-to-invoice', token: string) => t.call({ method: 'POST', url: `/api/quotes/${id}/${action}`, token });
const get = (id: string, token = staff.token) => t.call({ method: 'GET', url: `/api/quotes/${id}`, token });

describe('creating and reading a quote (docs/domains/billing.md#calls)', () => {
  it('answers 201 with data.quote: the server’s figures, the client’s name, the default status and rate', async () => {
    const res = await create({ ...quoteBody(client.user.id), status: undefined, taxRate: undefined, subTotal: '1.00', totalAmount: '2.00' });
    expect(res.statusCode).toBe(201);
    const { status, data } = res.json();
    expect(status).toBe('success');
    expect(data.quote).toMatchObject({
      clientId: client.user.id,
      client: { id: client.user.id, username: 'Chris Client', email: client.user.email },
      customerName: 'Chris Client',
      customerEmail: client.user.email,
      quoteDate: inDays(0),
      expiryDate: inDays(30),
      status: 'draft',
      serviceRequestId: null,
      taxRate: 0.0825,
      subTotal: '149.50',
      taxAmount: '12.33',
      totalAmount: '161.83',
      notes: 'Parts and labour',
      termsAndConditions: 'Valid 30 days',
      convertedEstimateId: null,
      convertedInvoiceId: null,
    });
    expect(data.quote.lineItems).toEqual([{ id: expect.any(String), description: 'Capacitor replacement', quantity: 1, unitPrice: '149.50', total: '149.50' }]);
    const read = await get(data.quote.id);
    expect(read.json()).toEqual({ status: 'success', data: { quote: data.quote } });
  });

  it('keeps a customer name and e-mail given on the quote', async () => {
    const q = await created({ customerName: 'Front Desk', customerEmail: 'Desk@Example.com' });
    expect(q).toMatchObject({ customerName: 'Front Desk', customerEmail: 'desk@example.com' });
  });

  it('answers 404 "Quote not found" for an unknown id', async () => {
    const res = await get(randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Quote not found', code: 'quoteNotFound' });
  });

  it.each([
    ['no client', { clientId: undefined }, 'Please select a client.', 'clientRequired'],
    ['a blank client', { clientId: '' }, 'Please select a client.', 'clientRequired'],
    ['an unknown client', { clientId: randomUUID() }, BILLING_MESSAGES.clientUnknown, 'clientUnknown'],
    ['no quote number', { quoteNumber: undefined }, 'Quote number is required.', 'quoteNumberRequired'],
    ['no quote date', { quoteDate: '' }, 'Quote date is required.', 'quoteDateRequired'],
    ['no line items', { lineItems: [] }, BILLING_MESSAGES.lineItemsNonNegative, 'lineItemsNonNegative'],
    ['a line without description', { lineItems: [{ description: '', quantity: 1, unitPrice: 5 }] }, BILLING_MESSAGES.lineItemsNonNegative, 'lineItemsNonNegative'],
    ['a quantity under 0.01', { lineItems: [{ description: 'Duct', quantity: 0, unitPrice: 5 }] }, BILLING_MESSAGES.lineItemsNonNegative, 'lineItemsNonNegative'],
    ['a negative unit price', { lineItems: [{ description: 'Duct', quantity: 1, unitPrice: -5 }] }, BILLING_MESSAGES.lineItemsNonNegative, 'lineItemsNonNegative'],
    ['a status other than draft or sent', { status: 'accepted_by_client' }, 'Status must be one of: draft, sent_to_client.', 'statusInvalid'],
  ])('refuses %s with a 400 and its message', async (_label, overrides, message, code) => {
    const res = await create({ ...quoteBody(client.user.id), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code });
  });

  it('accepts a unit price of 0 on a quote', async () => {
    expect((await create(quoteBody(client.user.id, { lineItems: [{ description: 'Inspection', quantity: 1, unitPrice: 0 }] }))).statusCode).toBe(201);
  });

  it('refuses a staff member or admin as the client', async () => {
    const res = await create(quoteBody(staff.user.id));
    expect(res.json()).toMatchObject({ message: BILLING_MESSAGES.clientUnknown, code: 'clientUnknown' });
  });

  it('refuses a quote number that exists with 409 "Quote number already exists."', async () => {
    const q = await created();
    const res = await create(quoteBody(client.user.id, { quoteNumber: q.quoteNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Quote number already exists.', code: 'quoteNumberTaken' });
  });

  it('writes quote-sent when a quote is created sent to the client, and nothing for a draft', async () => {
    const sent = await created({ status: 'sent_to_client' });
    expect((await t.events(sent.id)).map((e) => e.type)).toEqual(['quote-sent']);
    const draft = await created();
    expect(await t.events(draft.id)).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('saves the whole quote, keeps the lines’ ids it sent back, and writes quote-sent when it is sent', async () => {
    const q = await created();
    const body = {
      ...quoteBody(client.user.id, { quoteNumber: q.quoteNumber }),
      status: 'sent_to_client',
      lineItems: [{ ...q.lineItems[0]!, quantity: 2 }, { description: 'Refrigerant', quantity: 1.5, unitPrice: 99 }],
    };
    const res = await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: staff.token, payload: body });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data.quote as Quote;
    expect(saved).toMatchObject({ status: 'sent_to_client', subTotal: '447.50', taxAmount: '36.92', totalAmount: '484.42' });
    expect(saved.lineItems.map((l) => [l.description, l.quantity, l.total])).toEqual([['Capacitor replacement', 2, '299.00'], ['Refrigerant', 1.5, '148.50']]);
    expect(saved.lineItems[0]!.id).toBe(q.lineItems[0]!.id);
    expect((await t.events(q.id)).map((e) => e.type)).toEqual(['quote-sent']);
  });

  it('allows every status of the edit form but the client’s and the conversions’ (409)', async () => {
    const q = await created();
    for (const status of ['sent_to_client', 'expired', 'archived', 'draft']) {
      const res = await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: manager.token, payload: quoteBody(client.user.id, { quoteNumber: q.quoteNumber, status }) });
      expect([status, res.statusCode]).toEqual([status, 200]);
    }
    for (const status of ['accepted_by_client', 'rejected_by_client', 'converted_to_estimate', 'converted_to_invoice']) {
      const res = await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: manager.token, payload: quoteBody(client.user.id, { quoteNumber: q.quoteNumber, status }) });
      expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'quoteStatusReserved']);
    }
  });

  it('refuses another quote’s number on edit', async () => {
    const [a, b] = [await created(), await created()];
    const res = await t.call({ method: 'PUT', url: `/api/quotes/${b.id}`, token: staff.token, payload: quoteBody(client.user.id, { quoteNumber: a.quoteNumber }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Quote number already exists.');
  });

  it('lets admin and manager delete, answering the quote as it was; staff and clients get 403', async () => {
    const q = await created();
    for (const u of [staff, client]) expect((await t.call({ method: 'DELETE', url: `/api/quotes/${q.id}`, token: u.token })).statusCode).toBe(403);
    const res = await t.call({ method: 'DELETE', url: `/api/quotes/${q.id}`, token: manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quote.id).toBe(q.id);
    expect((await get(q.id)).statusCode).toBe(404);
    const q2 = await created();
    expect((await t.call({ method: 'DELETE', url: `/api/quotes/${q2.id}`, token: admin.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/quotes/${q2.id}`, token: admin.token })).statusCode).toBe(404);
  });
});

describe('accept and reject (docs/domains/billing.md#statuses)', () => {
  it('lets the quote’s own client accept it while sent_to_client, answering the updated quote', async () => {
    const q = await created({ status: 'sent_to_client' });
    const res = await act(q.id, 'accept', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { quote: { id: q.id, status: 'accepted_by_client' } } });
    expect((await t.events(q.id)).map((e) => e.type)).toEqual(['quote-sent', 'quote-accepted']);
  });

  it('lets the client reject it', async () => {
    const q = await created({ status: 'sent_to_client' });
    const res = await act(q.id, 'reject', client.token);
    expect(res.json().data.quote.status).toBe('rejected_by_client');
    expect((await t.events(q.id)).map((e) => e.type)).toEqual(['quote-sent', 'quote-rejected']);
  });

  it('refuses staff, managers and admins with "Only clients can accept quotes." and "Only clients can reject quotes."', async () => {
    const q = await created({ status: 'sent_to_client' });
    for (const u of [staff, manager, admin]) {
      expect((await act(q.id, 'accept', u.token)).json()).toEqual({ message: 'Only clients can accept quotes.', code: 'acceptClientOnly' });
      expect((await act(q.id, 'reject', u.token)).json()).toEqual({ message: 'Only clients can reject quotes.', code: 'rejectClientOnly' });
      expect((await act(q.id, 'accept', u.token)).statusCode).toBe(403);
    }
    expect((await act(q.id, 'accept', '')).statusCode).toBe(401);
  });

  it('answers another client’s quote as not found', async () => {
    const q = await created({ status: 'sent_to_client' });
    const res = await act(q.id, 'accept', otherClient.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Quote not found');
    expect((await get(q.id)).json().data.quote.status).toBe('sent_to_client');
  });

  it('refuses with 409 once answered: an accepted quote cannot be rejected', async () => {
    const q = await created({ status: 'sent_to_client' });
    await act(q.id, 'accept', client.token);
    const again = await act(q.id, 'reject', client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: BILLING_MESSAGES.quoteNotSent, code: 'quoteNotSent' });
  });
});

describe('convert to invoice', () => {
  const accepted = async () => {
    const q = await created({ status: 'sent_to_client', serviceRequestId: await serviceRequestOf(t, client.user.id), lineItems: [{ description: 'Coil', quantity: 1.5, unitPrice: 99 }] });
    await act(q.id, 'accept', client.token);
    return q;
  };

  it('turns an accepted quote into a draft invoice carrying its client, lines, rate and texts (201, data.invoice)', async () => {
    const q = await accepted();
    const res = await act(q.id, 'convert-to-invoice', staff.token);
    expect(res.statusCode).toBe(201);
    const { invoice } = res.json().data;
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d+$/),
      clientId: client.user.id,
      originatingQuoteId: q.id,
      originatingEstimateId: null,
      invoiceDate: inDays(0),
      dueDate: inDays(30),
      status: 'draft',
      subTotal: '148.50',
      taxAmount: '12.25',
      totalAmount: '160.75',
      amountPaid: '0.00',
      balanceDue: '160.75',
      includeInTaxReport: true,
      notes: 'Parts and labour',
    });
    expect(invoice.lineItems).toEqual([{ id: expect.any(String), description: 'Coil', quantity: 1.5, unitPrice: '99.00', total: '148.50' }]);
    const quote = (await get(q.id)).json().data.quote;
    expect(quote).toMatchObject({ status: 'converted_to_invoice', convertedInvoiceId: invoice.id });
    expect((await t.events(q.id)).map((e) => e.type)).toEqual(['quote-sent', 'quote-accepted', 'quote-converted']);
    expect((await t.events(q.id))[2]!.data).toMatchObject({ into: 'invoice', documentId: invoice.id, serviceRequestId: q.serviceRequestId });
    expect((await t.events(invoice.id)).map((e) => e.type)).toEqual(['invoice-created']);
  });

  it('converts once when two calls race: one invoice, the other 409', async () => {
    const q = await accepted();
    const results = await Promise.all([act(q.id, 'convert-to-invoice', staff.token), act(q.id, 'convert-to-invoice', manager.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ message: BILLING_MESSAGES.quoteNotAccepted, code: 'quoteNotAccepted' });
    const invoices = await t.h.service.ctx.db('invoices').where({ originating_quote_id: q.id });
    expect(invoices).toHaveLength(1);
  });

  it('refuses a quote that is not accepted with 409, and a client with "You do not have permission to convert quotes to invoices."', async () => {
    const q = await created({ status: 'sent_to_client' });
    expect((await act(q.id, 'convert-to-invoice', admin.token)).statusCode).toBe(409);
    const ok = await accepted();
    const res = await act(ok.id, 'convert-to-invoice', client.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to convert quotes to invoices.', code: 'convertForbidden' });
  });

  it('refuses to edit a converted quote', async () => {
    const q = await accepted();
    await act(q.id, 'convert-to-invoice', staff.token);
    const res = await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: staff.token, payload: quoteBody(client.user.id, { quoteNumber: q.quoteNumber, status: 'converted_to_invoice' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('quoteConverted');
  });
});

describe('who sees what (docs/domains/billing.md#roles)', () => {
  it('shows a client their own quote, and another’s as not found', async () => {
    const mine = await created({ status: 'sent_to_client' });
    const theirs = await created({ status: 'sent_to_client' }, otherClient);
    expect((await get(mine.id, client.token)).statusCode).toBe(200);
    expect((await get(theirs.id, client.token)).statusCode).toBe(404);
  });

  it('hides a draft from its own client until it is sent: not listed, and not found to read or answer; staff see it', async () => {
    const draft = await created();
    const listed = async (token: string) => ((await t.call({ method: 'GET', url: '/api/quotes', token })).json().data.quotes as Quote[]).map((q) => q.id);
    expect(await listed(client.token)).not.toContain(draft.id);
    expect(await listed(staff.token)).toContain(draft.id);
    const read = await get(draft.id, client.token);
    expect([read.statusCode, read.json()]).toEqual([404, { message: BILLING_MESSAGES.quoteNotFound, code: 'quoteNotFound' }]);
    expect((await act(draft.id, 'accept', client.token)).statusCode).toBe(404);
    expect((await get(draft.id)).statusCode).toBe(200);
    await t.call({ method: 'PUT', url: `/api/quotes/${draft.id}`, token: staff.token, payload: quoteBody(client.user.id, { quoteNumber: draft.quoteNumber, status: 'sent_to_client' }) });
    expect(await listed(client.token)).toContain(draft.id);
    expect((await get(draft.id, client.token)).statusCode).toBe(200);
  });

  it('refuses a client creating or editing, and everyone without a token', async () => {
    const q = await created();
    expect((await create(quoteBody(client.user.id), client.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: client.token, payload: quoteBody(client.user.id) })).statusCode).toBe(403);
    const anon = await t.call({ method: 'GET', url: '/api/quotes' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ message: 'Authentication required. Please log in.', code: 'unauthorized' });
  });

  it('judges the role before the body: a client’s empty create is a 403, not a validation error', async () => {
    expect((await create({}, client.token)).statusCode).toBe(403);
  });
});
