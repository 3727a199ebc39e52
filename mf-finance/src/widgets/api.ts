import type { ExpenseSummaryResponse } from '@hvac/contracts/finance';
import { api } from '@hvac/web-kit';

export type FinanceOverview = Pick<ExpenseSummaryResponse['data'], 'awaitingApproval' | 'tax'>;

/** The expense summary's figures as of today, whatever its range (docs/domains/finance.md#overview-widget). */
export async function fetchFinanceOverview(signal?: AbortSignal): Promise<FinanceOverview> {
  const { data } = await api.get<ExpenseSummaryResponse>('expenses/summary', { signal });
  return { awaitingApproval: data.awaitingApproval, tax: data.tax };
}
