import { taxExportFileName, type Quarter, type TaxExportFormat, type TaxInsights, type TaxReport } from '@hvac/contracts/finance';
import { ApiError, api } from '@hvac/web-kit';
import { saveBlob } from '@hvac/web-kit/screens';

/* The tax calls of docs/domains/finance.md#calls, each reading its answer's shape once. */

/** The report's period as the selectors hold it: a year, and a quarter or null for the full year. */
export interface TaxPeriod {
  taxYear: number;
  quarter: Quarter | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** The query of both report calls: no quarter at all for the full year. */
const periodParams = ({ taxYear, quarter }: TaxPeriod) => ({ taxYear, ...(quarter ? { quarter } : {}) });

/** GET /tax-reports/generate: `data.taxReport`; an answer without the report's parts is refused as the spec words it. */
export async function generateTaxReport(period: TaxPeriod): Promise<TaxReport> {
  const body = await api.get<unknown>('tax-reports/generate', { searchParams: periodParams(period) });
  const report = isObject(body) && isObject(body.data) ? body.data.taxReport : undefined;
  if (isObject(report) && isObject(report.summary) && isObject(report.taxCalculations) && isObject(report.expensesByCategory) && Array.isArray(report.quarterlyBreakdown))
    return report as unknown as TaxReport;
  throw new ApiError('Invalid report data structure', 0, 'invalidReport');
}

/** GET /tax-reports/insights for the current year: `data` with the insights and their structured items. */
export async function fetchTaxInsights(signal?: AbortSignal): Promise<TaxInsights> {
  const body = await api.get<unknown>('tax-reports/insights', { signal });
  const data = isObject(body) ? body.data : undefined;
  if (isObject(data) && Array.isArray(data.recommendationItems) && Array.isArray(data.complianceAlertItems) && typeof data.estimatedTaxOwed === 'string')
    return data as unknown as TaxInsights;
  throw new ApiError('Invalid response format from server.', 0, 'invalidResponse');
}

/**
 * GET /tax-reports/export: the report as a file, saved under the name svc-finance gives it
 * (`taxExportFileName`, the contract both sides use; the bytes arrive through `api`, which holds no headers).
 */
export async function exportTaxReport(period: TaxPeriod, format: TaxExportFormat): Promise<void> {
  const blob = await api.getBlob('tax-reports/export', { searchParams: { ...periodParams(period), format } });
  saveBlob(blob, taxExportFileName(period.taxYear, period.quarter, format));
}
