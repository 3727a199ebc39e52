import { ApiError, api } from '@hvac/web-kit';
import { saveBlob } from '@hvac/web-kit/screens';
import { exportTaxReport, fetchTaxInsights, generateTaxReport } from '../src/tax/api';
import { taxInsights, taxReport } from './tax-fixtures';

jest.mock('@hvac/web-kit', () => {
  const actual = jest.requireActual('@hvac/web-kit');
  return { ...actual, api: { ...actual.api, get: jest.fn(), getBlob: jest.fn() } };
});
jest.mock('@hvac/web-kit/screens', () => ({ ...jest.requireActual('@hvac/web-kit/screens'), saveBlob: jest.fn() }));
const get = jest.mocked(api.get);
const getBlob = jest.mocked(api.getBlob);
const save = jest.mocked(saveBlob);

afterEach(() => jest.resetAllMocks());

describe('the tax calls (docs/domains/finance.md#calls)', () => {
  it('generate sends taxYear, and quarter only when one is chosen, and reads data.taxReport', async () => {
    const report = taxReport(2026, 2);
    get.mockResolvedValue({ status: 'success', data: { taxReport: report } });
    await expect(generateTaxReport({ taxYear: 2026, quarter: 2 })).resolves.toEqual(report);
    expect(get).toHaveBeenLastCalledWith('tax-reports/generate', { searchParams: { taxYear: 2026, quarter: 2 } });
    await generateTaxReport({ taxYear: 2025, quarter: null });
    expect(get).toHaveBeenLastCalledWith('tax-reports/generate', { searchParams: { taxYear: 2025 } });
  });

  it('refuses a report without its parts as "Invalid report data structure"', async () => {
    get.mockResolvedValue({ status: 'success', data: { taxReport: { summary: {} } } });
    const failure = generateTaxReport({ taxYear: 2026, quarter: null });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Invalid report data structure', code: 'invalidReport' });
  });

  it('reads the insights from data', async () => {
    const insights = taxInsights(2026);
    get.mockResolvedValue({ status: 'success', data: insights });
    await expect(fetchTaxInsights()).resolves.toEqual(insights);
    expect(get).toHaveBeenLastCalledWith('tax-reports/insights', { signal: undefined });
    get.mockResolvedValue({ status: 'success', data: { recommendations: [] } });
    await expect(fetchTaxInsights()).rejects.toMatchObject({ code: 'invalidResponse' });
  });

  it.each([
    [null, 'csv', { taxYear: 2026, format: 'csv' }, 'tax-report-2026.csv'],
    [2, 'json', { taxYear: 2026, quarter: 2, format: 'json' }, 'tax-report-2026-Q2.json'],
  ] as const)('export (quarter %s, %s) saves the file under the server’s name', async (quarter, format, params, name) => {
    const blob = new Blob(['x']);
    getBlob.mockResolvedValue(blob);
    await exportTaxReport({ taxYear: 2026, quarter }, format);
    expect(getBlob).toHaveBeenCalledWith('tax-reports/export', { searchParams: params });
    expect(save).toHaveBeenCalledWith(blob, name);
  });

  it('an export that fails saves nothing', async () => {
    getBlob.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    await expect(exportTaxReport({ taxYear: 2026, quarter: null }, 'csv')).rejects.toBeInstanceOf(ApiError);
    expect(save).not.toHaveBeenCalled();
  });
});
