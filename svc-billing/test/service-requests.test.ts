import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, type Estimate, type Quote } from '@hvac/contracts/billing';
import { REQUESTS_EVENTS } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { estimateBody, publishRequestsEvent, quoteBody, serviceRequestOf, startBilling, type TestBilling, type TestUser } from './helpers';

// Who made each service request, as svc-billing learns it from svc-requests' events alone, and the rule it
// serves: a quote or estimate answers its own client's request (docs/domains/billing.md#service-requests).
let t: TestBilling;
let staff: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await startBilling();
  staff = await t.user('staff');
  alice = await t.user('client');
  bob = await t.user('client');
});
afterAll(() => t.close());

const refusal = { field: 'serviceRequestId', code: 'serviceRequestMismatch', message: BILLING_MESSAGES.serviceRequestMismatch };
const REFUSED = { message: refusal.message, code: refusal.code, details: { errors: [refusal] } };
const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.call({ method, url, token: staff.token, payload });
const handled = (eventId: string) =>
  eventually(async () => ((await t.h.service.ctx.db('inbox').where({ event_id: eventId, consumer: 'svc-billing_service-requests' }).first()) ? true : undefined), 15_000, 'event handled');
const ownerRow = (id: string) => t.h.service.ctx.db('service_request_owners').where({ id }).first();

describe('the projection of service requests', () => {
  it('keeps who made each request from service-request-created, once, and reads the requests’ other events as nothing to keep', async () => {
    const id = await serviceRequestOf(t, alice.user.id);
    const again = await publishRequestsEvent(t, REQUESTS_EVENTS.serviceRequestCreated, { id, userId: bob.user.id, serviceType: 'AC Repair', contactFullName: 'B', contactEmail: 'b@example.com', status: 'pending' });
    const moved = await publishRequestsEvent(t, REQUESTS_EVENTS.serviceRequestStatusChanged, { id, from: 'pending', to: 'confirmed' });
    await handled(again.id);
    await handled(moved.id);
    expect(await ownerRow(id)).toMatchObject({ id, user_id: alice.user.id });
    expect(await t.h.service.ctx.db('dead_letters')).toEqual([]);
  });
});

describe('a quote answers its own client’s service request', () => {
  it('links the client’s own request, and refuses another client’s, a guest’s and one billing has not heard of, on the field', async () => {
    const own = await serviceRequestOf(t, alice.user.id);
    const created = await send('POST', '/api/quotes', quoteBody(alice.user.id, { serviceRequestId: own }));
    expect([created.statusCode, created.json().data.quote.serviceRequestId]).toEqual([201, own]);
    for (const serviceRequestId of [await serviceRequestOf(t, bob.user.id), await serviceRequestOf(t, null), randomUUID()]) {
      const body = quoteBody(alice.user.id, { serviceRequestId });
      const res = await send('POST', '/api/quotes', body);
      expect([serviceRequestId, res.statusCode, res.json()]).toEqual([serviceRequestId, 400, REFUSED]);
      expect(await t.h.service.ctx.db('quotes').where({ quote_number: body.quoteNumber })).toEqual([]);
    }
  });

  it('refuses an edit that links another client’s request or moves the quote to a client whose request it is not; an unchanged link passes', async () => {
    const own = await serviceRequestOf(t, alice.user.id);
    const quote = (await send('POST', '/api/quotes', quoteBody(alice.user.id, { serviceRequestId: own }))).json().data.quote as Quote;
    const edit = (clientId: string, serviceRequestId: string | null | undefined) =>
      send('PUT', `/api/quotes/${quote.id}`, quoteBody(clientId, { quoteNumber: quote.quoteNumber, serviceRequestId }));
    expect((await edit(alice.user.id, await serviceRequestOf(t, bob.user.id))).json()).toEqual(REFUSED);
    expect((await edit(bob.user.id, own)).json()).toEqual(REFUSED);
    expect((await edit(bob.user.id, undefined)).json()).toEqual(REFUSED);
    expect((await edit(alice.user.id, own)).statusCode).toBe(200);
    expect((await edit(bob.user.id, null)).json().data.quote).toMatchObject({ clientId: bob.user.id, serviceRequestId: null });
    // A link made before the rule, to another client's request, is kept by an edit that leaves it as it is.
    const others = await serviceRequestOf(t, bob.user.id);
    await t.h.service.ctx.db('quotes').where({ id: quote.id }).update({ client_id: alice.user.id, service_request_id: others });
    expect((await edit(alice.user.id, others)).statusCode).toBe(200);
  });
});

describe('an estimate answers its own client’s service request', () => {
  it('refuses another client’s request on create and on edit, and keeps the one its quote carried', async () => {
    const body = estimateBody(alice.user.id, { serviceRequestId: await serviceRequestOf(t, bob.user.id) });
    expect((await send('POST', '/api/estimates', body)).json()).toEqual(REFUSED);
    const own = await serviceRequestOf(t, alice.user.id);
    const quote = (await send('POST', '/api/quotes', quoteBody(alice.user.id, { serviceRequestId: own }))).json().data.quote as Quote;
    const converted = await send('POST', '/api/estimates', estimateBody(alice.user.id, { originatingQuoteId: quote.id }));
    const estimate = converted.json().data.estimate as Estimate;
    expect([converted.statusCode, estimate.serviceRequestId]).toEqual([201, own]);
    const moved = await send('PUT', `/api/estimates/${estimate.id}`, estimateBody(alice.user.id, { estimateNumber: estimate.estimateNumber, serviceRequestId: await serviceRequestOf(t, bob.user.id) }));
    expect([moved.statusCode, moved.json()]).toEqual([400, REFUSED]);
  });
});
