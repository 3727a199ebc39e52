import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ExpenseBody } from '@hvac/contracts';
import type { ServiceOptions } from '@hvac/service-kit';
import { eventually, identityFixtures, startHarness, type Harness, type IdentityFixtures } from '@hvac/service-kit/testing';
import { financeService } from '../src/service';
import type { FinanceConfig } from '../src/config';

export type { TestUser } from '@hvac/service-kit/testing';

export interface TestFinance extends IdentityFixtures {
  h: Harness<FinanceConfig>;
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** The outbox's events about one expense, oldest first. */
  events(id: string): Promise<{ type: string; data: Record<string, unknown> }[]>;
}

export async function startFinance(env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestFinance> {
  const h = await startHarness(financeService, env, options);
  const { app, ctx } = h.service;
  await eventually(() => (ctx.bus.isConnected() ? true : undefined), 10_000, 'NATS connection');
  const identity = identityFixtures(h);
  return {
    ...identity,
    h,
    call: ({ token, headers, ...opts }) => app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    async events(id) {
      const rows = (await ctx.db('outbox').orderBy('seq')) as { envelope: { type: string; data: Record<string, unknown> } }[];
      return rows.map((r) => r.envelope).filter((e) => e.data.id === id).map(({ type, data }) => ({ type, data }));
    },
    async close() {
      await identity.close();
      await h.close();
    },
  };
}

export const expenseBody = (overrides: Partial<ExpenseBody> = {}): ExpenseBody => ({
  title: 'Fuel for van 2',
  category: 'vehicle_expenses',
  amount: 86.4,
  expenseDate: '2026-03-14',
  vendor: 'Shell',
  paymentMethod: 'credit_card',
  description: 'Full tank',
  isTaxDeductible: true,
  isReimbursable: false,
  hasReceipt: false,
  tags: ['van-2', 'fuel'],
  notes: null,
  ...overrides,
});

/** A multipart/form-data body with one file in `field`, as a browser's FormData sends it. */
export function multipart(file: Buffer, fileName: string, contentType = 'application/octet-stream', field = 'receipt'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hvac${Date.now().toString(16)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
