import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { calendarDaysAfter, type EstimateBody, type InvoiceBody, type QuoteBody } from '@hvac/contracts/billing';
import { REQUESTS_EVENTS, type EventContract, type EventEnvelopeOf, type ServiceRequestCreatedData } from '@hvac/contracts/events';
import { holdBusinessDay } from '@hvac/contracts/testing';
import type { ServiceOptions } from '@hvac/service-kit';
import { eventually, startServiceUnderTest, type ServiceUnderTest } from '@hvac/service-kit/testing';
import { billingService } from '../src/service';
import type { BillingConfig } from '../src/config';

export type { TestUser } from '@hvac/service-kit/testing';

/** `events(id)` finds a document's events, and a payment's by its invoice too. */
export type TestBilling = ServiceUnderTest<BillingConfig>;

export const startBilling = (env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestBilling> =>
  startServiceUnderTest(billingService, env, options, ['id', 'invoiceId']);

/** Publishes an event of svc-requests on NATS as its outbox would (a msgID, so a second publish of it is dropped); answers it. */
export async function publishRequestsEvent<T>(t: TestBilling, event: EventContract, data: T, id: string = randomUUID()): Promise<EventEnvelopeOf<T>> {
  const envelope: EventEnvelopeOf<T> = { id, type: event.type, occurredAt: new Date().toISOString(), source: 'svc-requests', version: 1, correlationId: null, data };
  const nc = await connect(t.h.nats.clientOptions('svc-requests'));
  try {
    await jetstream(nc).publish(event.subject, JSON.stringify(envelope), { msgID: envelope.id });
  } finally {
    await nc.close();
  }
  return envelope;
}

/** The id of a service request made by `userId` (null: a guest's), once svc-billing's projection holds it. */
export async function serviceRequestOf(t: TestBilling, userId: string | null): Promise<string> {
  const data: ServiceRequestCreatedData = { id: randomUUID(), userId, serviceType: 'AC Repair', contactFullName: 'Casey Client', contactEmail: 'casey@example.com', status: 'pending' };
  await publishRequestsEvent(t, REQUESTS_EVENTS.serviceRequestCreated, data);
  const known = async () => ((await t.h.service.ctx.db('service_request_owners').where({ id: data.id }).first()) ? true : undefined);
  await eventually(known, 15_000, `service request ${data.id} in billing's projection`);
  return data.id;
}

/**
 * Today in Houston, held for the test file (holdBusinessDay): billing's tests send dates relative to it
 * and expect what the service reads against its own today, which a run across midnight must not move.
 */
const today = holdBusinessDay();

/** A calendar date `days` from today in Houston. */
export const inDays = (days: number): string => calendarDaysAfter(today, days);

let sequence = 0;
/** A number no other test document has. */
export const uniqueNumber = (prefix: string): string => `${prefix}${Date.now()}-${(sequence += 1)}`;

const line = { description: 'Capacitor replacement', quantity: 1, unitPrice: 149.5, total: 149.5 };

export const quoteBody = (clientId: string, overrides: Partial<QuoteBody> = {}): QuoteBody => ({
  clientId,
  quoteNumber: uniqueNumber('QOT-'),
  quoteDate: inDays(0),
  expiryDate: inDays(30),
  status: 'draft',
  lineItems: [line],
  taxRate: 0.0825,
  notes: 'Parts and labour',
  termsAndConditions: 'Valid 30 days',
  ...overrides,
});

export const estimateBody = (clientId: string, overrides: Partial<EstimateBody> = {}): EstimateBody => ({
  clientId,
  estimateNumber: uniqueNumber('EST-'),
  estimateDate: inDays(0),
  status: 'draft',
  lineItems: [line],
  taxRate: 0.0825,
  ...overrides,
});

export const invoiceBody = (clientId: string, overrides: Partial<InvoiceBody> = {}): InvoiceBody => ({
  clientId,
  invoiceNumber: uniqueNumber('INV-'),
  invoiceDate: inDays(0),
  dueDate: inDays(30),
  status: 'sent',
  lineItems: [line],
  taxRate: 0.0825,
  includeInTaxReport: true,
  ...overrides,
});
