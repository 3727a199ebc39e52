import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, type Estimate, type Quote } from '@hvac/contracts/billing';
import { estimateBody, inDays, invoiceBody, quoteBody, serviceRequestOf, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;
let otherClient: TestUser;

beforeAll(async () => {
  t = await startBilling();
  manager = await t.user('manager');
  staff = await t.user('staff');
  client = await t.user('client', { username: 'Erin Estimate' });
  otherClient = await t.user('client');
});
afterAll(() => t.close());

const create = (payload: object, token = staff.token) => t.call({ method: 'POST', url: '/api/estimates', payload, token });
const created = async (overrides: object = {}): Promise<Estimate> => {
  const res = await create({ ...estimateBody(client.user.id), ...overrides });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.estimate;
};
const put = (e: Estimate, overrides: object = {}) =>
  t.call({ method: 'PUT', url: `/api/estimates/${e.id}`, token: staff.token, payload: { ...estimateBody(client.user.id, { estimateNumber: e.estimateNumber }), ...overrides } });
const quote = async (status: string): Promise<Quote> => {
  const res = await t.call({ method: 'POST', url: '/api/quotes', token: staff.token, payload: quoteBody(client.user.id, { status: 'sent_to_client', serviceRequestId: await serviceRequestOf(t, client.user.id) }) });
  const q = res.json().data.quote as Quote;
  if (status === 'accepted_by_client') await t.call({ method: 'POST', url: `/api/quotes/${q.id}/accept`, token: client.token });
  if (status === 'rejected_by_client') await t.call({ method: 'POST', url: `/api/quotes/${q.id}/reject`, token: client.token });
  if (status === 'draft') await t.call({ method: 'PUT', url: `/api/quotes/${q.id}`, token: staff.token, payload: quoteBody(client.user.id, { quoteNumber: q.quoteNumber, status: 'draft' }) });
  return q;
};

describe('estimates (docs/domains/billing.md#calls)', () => {
  it('creates, reads, saves and deletes; answers data.estimate', async () => {
    const e = await created({ expiryDate: inDays(14) });
    expect(e).toMatchObject({
      clientId: client.user.id,
      client: { username: 'Erin Estimate' },
      estimateDate: inDays(0),
      expiryDate: inDays(14),
      status: 'draft',
      subTotal: '149.50',
      totalAmount: '161.83',
      originatingQuoteId: null,
      convertedInvoiceId: null,
    });
    expect((await t.call({ method: 'GET', url: `/api/estimates/${e.id}`, token: staff.token })).json()).toEqual({ status: 'success', data: { estimate: e } });
    const saved = await put(e, { status: 'accepted_by_client', lineItems: [{ ...e.lineItems[0], unitPrice: 0 }] });
    expect(saved.json().data.estimate).toMatchObject({ status: 'accepted_by_client', subTotal: '0.00' });
    expect((await t.call({ method: 'DELETE', url: `/api/estimates/${e.id}`, token: staff.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/estimates/${e.id}`, token: manager.token })).json().data.estimate.id).toBe(e.id);
    const gone = await t.call({ method: 'GET', url: `/api/estimates/${e.id}`, token: staff.token });
    expect(gone.json()).toEqual({ message: 'Estimate not found', code: 'estimateNotFound' });
  });

  it('applies the create form’s line rule (price above 0) and the edit form’s (price 0 allowed), each in its words', async () => {
    const zero = [{ description: 'Inspection', quantity: 1, unitPrice: 0 }];
    const res = await create(estimateBody(client.user.id, { lineItems: zero }));
    expect(res.json()).toMatchObject({ message: 'Please ensure all line items have a description, and positive quantity and unit price.', code: 'lineItemsPositive' });
    const e = await created();
    const edit = await put(e, { lineItems: [{ description: 'Inspection', quantity: 0, unitPrice: 0 }] });
    expect(edit.json()).toMatchObject({ message: 'Please ensure all line items have a description and positive quantity.', code: 'lineItemsQuantity' });
    const missing = await create({ ...estimateBody(client.user.id), estimateNumber: undefined, clientId: undefined });
    expect(missing.json().message).toBe('Please select a client.');
    expect((await create(estimateBody(client.user.id, { estimateDate: '' }))).json().message).toBe('Estimate date is required.');
  });

  it('refuses an estimate number that exists with 409 "Estimate number already exists."', async () => {
    const e = await created();
    const res = await create(estimateBody(client.user.id, { estimateNumber: e.estimateNumber }));
    expect([res.statusCode, res.json().message]).toEqual([409, 'Estimate number already exists.']);
  });

  it('takes draft or sent on create and the edit form’s statuses on edit; converted_to_invoice only by an invoice', async () => {
    expect((await create(estimateBody(client.user.id, { status: 'invoiced' }))).json().code).toBe('statusInvalid');
    const e = await created({ status: 'sent_to_client' });
    for (const status of ['accepted_by_client', 'rejected_by_client', 'invoiced', 'void', 'draft']) expect((await put(e, { status })).statusCode).toBe(200);
    const reserved = await put(e, { status: 'converted_to_invoice' });
    expect([reserved.statusCode, reserved.json().code]).toEqual([409, 'estimateStatusReserved']);
    expect((await put(e, { status: 'Sent' })).json().code).toBe('statusInvalid');
  });
});

describe('Convert Quote to Estimate (docs/domains/billing.md#statuses)', () => {
  it.each(['draft', 'sent_to_client', 'accepted_by_client'])('converts a %s quote: the quote becomes converted_to_estimate and names the estimate', async (status) => {
    const q = await quote(status);
    const e = await created({ originatingQuoteId: q.id });
    expect(e).toMatchObject({ originatingQuoteId: q.id, serviceRequestId: q.serviceRequestId });
    const after = (await t.call({ method: 'GET', url: `/api/quotes/${q.id}`, token: staff.token })).json().data.quote;
    expect(after).toMatchObject({ status: 'converted_to_estimate', convertedEstimateId: e.id });
    const converted = (await t.events(q.id)).filter((ev) => ev.type === 'quote-converted');
    expect(converted.map((ev) => ev.data)).toEqual([expect.objectContaining({ into: 'estimate', documentId: e.id })]);
  });

  it('converts a quote once: a second estimate from it is a 409 and nothing of it is written', async () => {
    const q = await quote('sent_to_client');
    await created({ originatingQuoteId: q.id });
    const number = `EST-again-${Date.now()}`;
    const res = await create(estimateBody(client.user.id, { originatingQuoteId: q.id, estimateNumber: number }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: BILLING_MESSAGES.quoteNotConvertible, code: 'quoteNotConvertible' });
    expect(await t.h.service.ctx.db('estimates').where({ estimate_number: number })).toEqual([]);
  });

  it('refuses a rejected quote, another client’s quote and an unknown one', async () => {
    expect((await create(estimateBody(client.user.id, { originatingQuoteId: (await quote('rejected_by_client')).id }))).statusCode).toBe(409);
    const q = await quote('sent_to_client');
    const other = await create(estimateBody(otherClient.user.id, { originatingQuoteId: q.id }));
    expect([other.statusCode, other.json().code]).toEqual([400, 'sourceClientMismatch']);
    const unknown = await create(estimateBody(client.user.id, { originatingQuoteId: randomUUID() }));
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'originatingQuoteNotFound']);
  });
});

describe('an estimate made into an invoice', () => {
  it('is converted_to_invoice with the invoice’s id, refuses a second invoice and edits', async () => {
    const e = await created({ status: 'sent_to_client' });
    const first = await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { originatingEstimateId: e.id }) });
    expect(first.statusCode).toBe(201);
    const invoice = first.json().data.invoice;
    const after = (await t.call({ method: 'GET', url: `/api/estimates/${e.id}`, token: staff.token })).json().data.estimate;
    expect(after).toMatchObject({ status: 'converted_to_invoice', convertedInvoiceId: invoice.id });
    const second = await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { originatingEstimateId: e.id }) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: BILLING_MESSAGES.estimateInvoiced, code: 'estimateInvoiced' });
    expect((await put(e, { status: 'converted_to_invoice' })).json().code).toBe('estimateConverted');
  });

  it('makes one invoice when two are created from it at once', async () => {
    const e = await created();
    const results = await Promise.all(
      [1, 2].map(() => t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { originatingEstimateId: e.id }) })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.h.service.ctx.db('invoices').where({ originating_estimate_id: e.id })).toHaveLength(1);
  });

  it('refuses a void or invoiced estimate, and an invoice for another client', async () => {
    const voided = await created();
    await put(voided, { status: 'void' });
    const v = await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { originatingEstimateId: voided.id }) });
    expect([v.statusCode, v.json().code]).toEqual([409, 'estimateVoid']);
    const invoiced = await created();
    await put(invoiced, { status: 'invoiced' });
    const i = await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { originatingEstimateId: invoiced.id }) });
    expect([i.statusCode, i.json().code]).toEqual([409, 'estimateInvoiced']);
    const e = await created();
    const other = await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(otherClient.user.id, { originatingEstimateId: e.id }) });
    expect([other.statusCode, other.json().code]).toEqual([400, 'sourceClientMismatch']);
  });
});

describe('who sees estimates', () => {
  it('shows a client their own and hides another’s; a client cannot create, edit or delete', async () => {
    const mine = await created({ status: 'sent_to_client' });
    const res = await t.call({ method: 'POST', url: '/api/estimates', token: staff.token, payload: estimateBody(otherClient.user.id) });
    const theirs = res.json().data.estimate as Estimate;
    expect((await t.call({ method: 'GET', url: `/api/estimates/${mine.id}`, token: client.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/estimates/${theirs.id}`, token: client.token })).statusCode).toBe(404);
    expect((await create(estimateBody(client.user.id), client.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: `/api/estimates/${mine.id}`, token: client.token, payload: estimateBody(client.user.id) })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/estimates/${mine.id}`, token: client.token })).statusCode).toBe(403);
  });

  it('hides a draft from its own client: not listed, and not found; staff see it', async () => {
    const draft = await created();
    const listed = async (token: string) => ((await t.call({ method: 'GET', url: '/api/estimates', token })).json().data.estimates as Estimate[]).map((e) => e.id);
    expect(await listed(client.token)).not.toContain(draft.id);
    expect(await listed(staff.token)).toContain(draft.id);
    const read = await t.call({ method: 'GET', url: `/api/estimates/${draft.id}`, token: client.token });
    expect([read.statusCode, read.json().code]).toEqual([404, 'estimateNotFound']);
  });
});
