import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { currentTaxYear, type TaxReport } from '@hvac/contracts/finance';
import { BILLING_EVENTS, type EventEnvelopeOf, type PaymentRecordedData } from '@hvac/contracts/events';
import { createService, type Service } from '@hvac/service-kit';
import { eventually } from '@hvac/service-kit/testing';
import type { Knex } from 'knex';
import type { FinanceConfig } from '../src/config';
import { financeService } from '../src/service';
import { startFinance, type TestFinance, type TestUser } from './helpers';

/*
 * The income ledger on real NATS (docs/domains/finance.md#income-ledger): billing's payment-recorded
 * events, published on the stream as svc-billing's outbox relay publishes them, become one row per
 * payment, once, and reach the report; a payment made while svc-finance is down is read on its return.
 */

const Y = currentTaxYear();
let t: TestFinance;
let nc: NatsConnection;
let manager: TestUser;

beforeAll(async () => {
  t = await startFinance();
  nc = await connect(t.h.nats.clientOptions());
  manager = await t.user('manager');
});
afterAll(async () => {
  await nc.close();
  await t.close();
});

const paymentData = (overrides: Partial<PaymentRecordedData> = {}): PaymentRecordedData => ({
  id: randomUUID(),
  invoiceId: randomUUID(),
  clientId: randomUUID(),
  amount: '100.00',
  paymentDate: `${Y}-04-10`,
  paymentMethod: 'Check',
  includeInTaxReport: true,
  ...overrides,
});

const envelopeOf = (data: PaymentRecordedData): EventEnvelopeOf<PaymentRecordedData> => ({
  id: randomUUID(),
  type: BILLING_EVENTS.paymentRecorded.type,
  occurredAt: new Date().toISOString(),
  source: 'svc-billing',
  version: 1,
  correlationId: null,
  data,
});

/**
 * Publishes as billing's relay does (msgID = the event's id). `msgId: null` leaves it out, so JetStream
 * stores a second copy: a redelivery, as the consumer can meet one after a crash between commit and ack.
 */
async function publish(envelope: EventEnvelopeOf<PaymentRecordedData>, msgId: string | null = envelope.id): Promise<void> {
  await jetstream(nc).publish(BILLING_EVENTS.paymentRecorded.subject, JSON.stringify(envelope), msgId ? { msgID: msgId } : {});
}

const ledgerRow = (db: Knex, paymentId: string) => db('income_payments').select('*', db.raw('payment_date::text AS payment_date')).where({ payment_id: paymentId }).first();
const landed = (db: Knex, paymentId: string) => eventually(async () => ((await ledgerRow(db, paymentId)) ? true : undefined), 15_000, `payment ${paymentId} in the ledger`);

async function report(service: Service<FinanceConfig>, query: string): Promise<TaxReport> {
  const res = await service.app.inject({ method: 'GET', url: `/api/tax-reports/generate?${query}`, headers: { authorization: `Bearer ${manager.token}` } });
  expect(res.statusCode).toBe(200);
  return res.json().data.taxReport as TaxReport;
}

it('a recorded payment lands in the ledger and in the report', async () => {
  const before = await report(t.h.service, `taxYear=${Y}&quarter=2`);
  const data = paymentData({ amount: '1234.56', paymentDate: `${Y}-05-02`, paymentMethod: 'Credit Card' });
  const envelope = envelopeOf(data);
  await publish(envelope);
  await landed(t.h.service.ctx.db, data.id);
  expect(await ledgerRow(t.h.service.ctx.db, data.id)).toMatchObject({
    invoice_id: data.invoiceId,
    client_id: data.clientId,
    amount: '1234.56',
    payment_date: `${Y}-05-02`,
    payment_method: 'Credit Card',
    include_in_tax_report: true,
    event_id: envelope.id,
  });
  const after = await report(t.h.service, `taxYear=${Y}&quarter=2`);
  expect(Number(after.summary.totalIncome) - Number(before.summary.totalIncome)).toBeCloseTo(1234.56, 2);
  expect(after.paymentCount).toBe(before.paymentCount + 1);
});

it('the same event delivered twice, and the same payment published under another event id, count once', async () => {
  const { db } = t.h.service.ctx;
  const before = await report(t.h.service, `taxYear=${Y}`);
  const data = paymentData({ amount: '250.00', paymentDate: `${Y}-07-07` });
  const envelope = envelopeOf(data);
  await publish(envelope, null);
  await publish(envelope, null);
  await publish(envelopeOf(data));
  // Events of one durable are handled in order: once a later one is in, the three before it were handled.
  const marker = paymentData({ amount: '1.00', paymentDate: `${Y}-07-08` });
  await publish(envelopeOf(marker));
  await landed(db, marker.id);
  expect(await db('income_payments').where({ payment_id: data.id }).count({ n: '*' })).toEqual([{ n: '1' }]);
  expect(await db('inbox').where({ event_id: envelope.id }).count({ n: '*' })).toEqual([{ n: '1' }]);
  const after = await report(t.h.service, `taxYear=${Y}`);
  expect(Number(after.summary.totalIncome) - Number(before.summary.totalIncome)).toBeCloseTo(251, 2);
  expect(after.paymentCount).toBe(before.paymentCount + 2);
});

it('a payment on an invoice left out of tax is kept in the ledger but not counted', async () => {
  const before = await report(t.h.service, `taxYear=${Y}`);
  const data = paymentData({ amount: '777.77', paymentDate: `${Y}-08-08`, includeInTaxReport: false });
  await publish(envelopeOf(data));
  await landed(t.h.service.ctx.db, data.id);
  expect((await ledgerRow(t.h.service.ctx.db, data.id)).include_in_tax_report).toBe(false);
  const after = await report(t.h.service, `taxYear=${Y}`);
  expect(after.summary).toEqual(before.summary);
  expect(after.paymentCount).toBe(before.paymentCount);
});

it('an event that does not match the contract is not applied (it is retried, then dead-lettered)', async () => {
  const { db } = t.h.service.ctx;
  const count = async () => Number(((await db('income_payments').count({ n: '*' })) as [{ n: string }])[0].n);
  const before = await count();
  const bad = { ...envelopeOf(paymentData()), data: { id: 'not-a-uuid', amount: 'lots' } } as unknown as EventEnvelopeOf<PaymentRecordedData>;
  await publish(bad);
  await eventually(async () => ((await db('handler_failures').where({ event_id: bad.id }).first()) ? true : undefined), 15_000, 'the failure recorded');
  expect(await count()).toBe(before);
});

// Last: it replaces the service the fixtures hold with a new one on the same schema and stream.
it('svc-finance stopped while three payments are made catches up on restart with all three', async () => {
  const before = await report(t.h.service, `taxYear=${Y}&quarter=1`);
  await t.h.service.close();
  const three = ['10.00', '20.00', '30.00'].map((amount, i) => paymentData({ amount, paymentDate: `${Y}-0${i + 1}-15` }));
  for (const data of three) await publish(envelopeOf(data));
  const restarted = await createService(financeService, t.h.env);
  try {
    for (const data of three) await landed(restarted.ctx.db, data.id);
    const after = await report(restarted, `taxYear=${Y}&quarter=1`);
    expect(Number(after.summary.totalIncome) - Number(before.summary.totalIncome)).toBeCloseTo(60, 2);
    expect(after.paymentCount).toBe(before.paymentCount + 3);
  } finally {
    await restarted.close();
  }
});
