import type { ExpenseBody } from '@hvac/contracts/finance';
import type { ServiceOptions } from '@hvac/service-kit';
import { startServiceUnderTest, type ServiceUnderTest } from '@hvac/service-kit/testing';
import { financeService } from '../src/service';
import type { FinanceConfig } from '../src/config';

export type { TestUser } from '@hvac/service-kit/testing';

export type TestFinance = ServiceUnderTest<FinanceConfig>;

export const startFinance = (env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestFinance> => startServiceUnderTest(financeService, env, options);

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
