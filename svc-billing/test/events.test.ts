import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Value } from 'typebox/value';
import { BILLING_EVENTS } from '@hvac/contracts/events';
import { eventually, streamEvents } from '@hvac/service-kit/testing';
import { inDays, quoteBody, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let nc: NatsConnection;
let staff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startBilling();
  nc = await connect(t.h.nats.clientOptions());
  staff = await t.user('staff');
  client = await t.user('client');
});
afterAll(async () => {
  await nc.close();
  await t.close();
});

const billingEvents = () => streamEvents(nc, 'billing');

it('publishes each change’s event once on hvac.billing.*, shaped as the contracts say (docs/domains/billing.md#events)', async () => {
  const q = (await t.call({ method: 'POST', url: '/api/quotes', token: staff.token, payload: quoteBody(client.user.id, { status: 'sent_to_client', serviceRequestId: null }) })).json().data.quote;
  await t.call({ method: 'POST', url: `/api/quotes/${q.id}/accept`, token: client.token });
  const invoice = (await t.call({ method: 'POST', url: `/api/quotes/${q.id}/convert-to-invoice`, token: staff.token })).json().data.invoice;
  await t.call({ method: 'PUT', url: `/api/invoices/${invoice.id}`, token: staff.token, payload: { ...invoice, status: 'sent', clientId: client.user.id } });
  await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/payments`, token: staff.token, payload: { amount: '100.00', paymentDate: inDays(0) } });
  await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/payments`, token: staff.token, payload: { amount: '61.83', paymentDate: inDays(0) } });

  await eventually(async () => {
    const [{ n }] = (await t.h.service.ctx.db('outbox').whereNull('published_at').count({ n: '*' })) as [{ n: string }];
    return Number(n) === 0 ? true : undefined;
  }, 15_000, 'outbox drained');
  const events = await billingEvents();
  const about = (id: string) => events.filter((e) => e.envelope.data.id === id || e.envelope.data.invoiceId === id);
  const { quoteSent, quoteAccepted, quoteConverted, invoiceCreated, paymentRecorded, invoicePaid } = BILLING_EVENTS;
  expect(about(q.id).map((e) => e.subject)).toEqual([quoteSent.subject, quoteAccepted.subject, quoteConverted.subject]);
  expect(about(invoice.id).map((e) => e.subject)).toEqual([invoiceCreated.subject, paymentRecorded.subject, paymentRecorded.subject, invoicePaid.subject]);
  expect(new Set(events.map((e) => e.envelope.id)).size).toBe(events.length);

  for (const e of [...about(q.id), ...about(invoice.id)]) {
    const contract = Object.values(BILLING_EVENTS).find((c) => c.subject === e.subject)!;
    expect([e.subject, Value.Check(contract.data, e.envelope.data)]).toEqual([e.subject, true]);
    expect(e.envelope).toMatchObject({ source: 'svc-billing', type: e.subject.slice('hvac.billing.'.length), correlationId: expect.any(String) });
  }
  expect(about(invoice.id)[3]!.envelope.data).toEqual({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, clientId: client.user.id, totalAmount: '161.83', paymentDate: inDays(0) });
});
