import * as webKit from '@hvac/web-kit';
import * as screens from '@hvac/web-kit/screens';
import { exportReport, listParams, NO_FILTERS } from '../src/items/api';

jest.mock('@hvac/web-kit/screens', () => ({ ...jest.requireActual('@hvac/web-kit/screens'), saveBlob: jest.fn() }));
const save = jest.mocked(screens.saveBlob);

afterEach(() => {
  jest.restoreAllMocks();
  save.mockReset();
});

describe('inventory calls (docs/domains/inventory.md#calls)', () => {
  it('send only the filters that are set, and the page', () => {
    expect(listParams(NO_FILTERS)).toEqual({ page: 1 });
    expect(listParams({ search: '  merv ', category: 'Filters', lowStock: true, expired: true, page: 3 })).toEqual({
      search: 'merv',
      category: 'Filters',
      lowStock: true,
      expired: true,
      page: 3,
    });
  });

  it('Export saves the server’s inventory-report.csv as it comes', async () => {
    const file = new Blob(['"SKU"\r\n'], { type: 'text/csv' });
    jest.spyOn(webKit.api, 'getBlob').mockResolvedValue(file);
    await exportReport();
    expect(webKit.api.getBlob).toHaveBeenCalledWith('inventory/report', { searchParams: { format: 'csv' } });
    expect(save).toHaveBeenCalledWith(file, 'inventory-report.csv');
  });
});
