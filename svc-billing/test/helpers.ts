import { calendarDaysAfter, todayIn, type EstimateBody, type InvoiceBody, type QuoteBody } from '@hvac/contracts';
import type { ServiceOptions } from '@hvac/service-kit';
import { startServiceUnderTest, type ServiceUnderTest } from '@hvac/service-kit/testing';
import { billingService } from '../src/service';
import type { BillingConfig } from '../src/config';

export type { TestUser } from '@hvac/service-kit/testing';

/** `events(id)` finds a document's events, and a payment's by its invoice too. */
export type TestBilling = ServiceUnderTest<BillingConfig>;

export const startBilling = (env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestBilling> =>
  startServiceUnderTest(billingService, env, options, ['id', 'invoiceId']);

/** A calendar date `days` from today in Houston. */
export const inDays = (days: number): string => calendarDaysAfter(todayIn(), days);

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
