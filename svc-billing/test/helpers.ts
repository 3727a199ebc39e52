import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { todayIn, type EstimateBody, type InvoiceBody, type QuoteBody } from '@hvac/contracts';
import type { ServiceOptions } from '@hvac/service-kit';
import { eventually, identityFixtures, startHarness, type Harness, type IdentityFixtures } from '@hvac/service-kit/testing';
import { billingService } from '../src/service';
import type { BillingConfig } from '../src/config';

export type { TestUser } from '@hvac/service-kit/testing';

export interface TestBilling extends IdentityFixtures {
  h: Harness<BillingConfig>;
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** The outbox's events about one document (or payment), oldest first. */
  events(id: string): Promise<{ type: string; data: Record<string, unknown> }[]>;
}

export async function startBilling(env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestBilling> {
  const h = await startHarness(billingService, env, options);
  const { app, ctx } = h.service;
  await eventually(() => (ctx.bus.isConnected() ? true : undefined), 10_000, 'NATS connection');
  const identity = identityFixtures(h);
  return {
    ...identity,
    h,
    call: ({ token, headers, ...opts }) => app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    async events(id) {
      const rows = (await ctx.db('outbox').orderBy('seq')) as { envelope: { type: string; data: Record<string, unknown> } }[];
      return rows.map((r) => r.envelope).filter((e) => e.data.id === id || e.data.invoiceId === id).map(({ type, data }) => ({ type, data }));
    },
    async close() {
      await identity.close();
      await h.close();
    },
  };
}

/** A calendar date `days` from today in Houston. */
export const inDays = (days: number): string => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

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
