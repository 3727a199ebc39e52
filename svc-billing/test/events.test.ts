import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { Value } from 'typebox/value';
import {
  BILLING_SUBJECTS,
  InvoiceCreatedData,
  InvoicePaidData,
  PaymentRecordedData,
  QuoteConvertedData,
  QuoteEventData,
  STREAM_NAME,
  type EventEnvelopeOf,
} from '@hvac/contracts';
import { eventually } from '@hvac/service-kit/testing';
import { inDays, quoteBody, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let nc: NatsConnection;
let staff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startBilling();
  nc = await connect({ servers: t.h.nats.url });
  staff = await t.user('staff');
  client = await t.user('client');
});
afterAll(async () => {
  await nc.close();
  await t.close();
});

/** Every billing event in the stream, from the start, with a fresh ordered consumer. */
async function billingEvents(): Promise<{ subject: string; envelope: EventEnvelopeOf<Record<string, unknown>> }[]> {
  const js = jetstream(nc);
  // Debian's nats-server 2.9 has no filter_subjects: read the whole stream and keep billing's subjects.
  const consumer = await js.consumers.get(STREAM_NAME);
  const seen: { subject: string; envelope: EventEnvelopeOf<Record<string, unknown>> }[] = [];
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 500, expires: 1000 });
    let n = 0;
    for await (const m of batch) {
      n += 1;
      if (m.subject.startsWith('hvac.billing.')) seen.push({ subject: m.subject, envelope: m.json() });
    }
    if (n === 0) return seen;
  }
}

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
  expect(about(q.id).map((e) => e.subject)).toEqual([BILLING_SUBJECTS.quoteSent, BILLING_SUBJECTS.quoteAccepted, BILLING_SUBJECTS.quoteConverted]);
  expect(about(invoice.id).map((e) => e.subject)).toEqual([
    BILLING_SUBJECTS.invoiceCreated,
    BILLING_SUBJECTS.paymentRecorded,
    BILLING_SUBJECTS.paymentRecorded,
    BILLING_SUBJECTS.invoicePaid,
  ]);
  expect(new Set(events.map((e) => e.envelope.id)).size).toBe(events.length);

  const schemas = {
    [BILLING_SUBJECTS.quoteSent]: QuoteEventData,
    [BILLING_SUBJECTS.quoteAccepted]: QuoteEventData,
    [BILLING_SUBJECTS.quoteConverted]: QuoteConvertedData,
    [BILLING_SUBJECTS.invoiceCreated]: InvoiceCreatedData,
    [BILLING_SUBJECTS.paymentRecorded]: PaymentRecordedData,
    [BILLING_SUBJECTS.invoicePaid]: InvoicePaidData,
  } as const;
  for (const e of [...about(q.id), ...about(invoice.id)]) {
    expect([e.subject, Value.Check(schemas[e.subject as keyof typeof schemas], e.envelope.data)]).toEqual([e.subject, true]);
    expect(e.envelope).toMatchObject({ source: 'svc-billing', type: e.subject.slice('hvac.billing.'.length), correlationId: expect.any(String) });
  }
  expect(about(invoice.id)[3]!.envelope.data).toEqual({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, clientId: client.user.id, totalAmount: '161.83', paymentDate: inDays(0) });
});
