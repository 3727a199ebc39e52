import { INVENTORY_CSV_COLUMNS, type InventoryReportRow } from '@hvac/contracts';
import * as webKit from '@hvac/web-kit';
import * as screens from '@hvac/web-kit/screens';
import { exportReport, listParams, NO_FILTERS } from '../src/items/api';

jest.mock('@hvac/web-kit/screens', () => ({ ...jest.requireActual('@hvac/web-kit/screens'), saveBlob: jest.fn() }));
const save = jest.mocked(screens.saveBlob);

afterEach(() => {
  jest.restoreAllMocks();
  save.mockReset();
});

/** jsdom's Blob has no text(); its FileReader reads one. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const row = (patch: Partial<InventoryReportRow> = {}): InventoryReportRow => ({
  sku: 'INV-123456-ABC',
  name: 'Filter, "MERV 13"',
  category: 'Filters',
  currentQuantity: 12,
  minimumQuantity: 5,
  unitCost: '14.25',
  unitPrice: '24.50',
  location: null,
  supplier: '=HYPERLINK("http://x")',
  expirationDate: '2027-01-31',
  ...patch,
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

  it('Export writes inventory-report.csv with the spec’s columns, quoted and formula-neutralised', async () => {
    jest.spyOn(webKit.api, 'get').mockResolvedValue({ status: 'success', data: { rows: [row()] } });
    await exportReport();
    expect(webKit.api.get).toHaveBeenCalledWith('inventory/report');
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('inventory-report.csv');
    const lines = (await textOf(blob)).split('\r\n');
    expect(lines[0]).toBe(INVENTORY_CSV_COLUMNS.join(','));
    expect(lines[0]).toBe('SKU,Name,Category,Current Quantity,Minimum Quantity,Unit Cost,Unit Price,Location,Supplier,Expiration Date');
    expect(lines[1]).toBe('INV-123456-ABC,"Filter, ""MERV 13""",Filters,12,5,14.25,24.50,,"\'=HYPERLINK(""http://x"")",2027-01-31');
  });

  it('Export fails on an answer without rows', async () => {
    jest.spyOn(webKit.api, 'get').mockResolvedValue({ status: 'success', data: {} });
    await expect(exportReport()).rejects.toThrow('Invalid response format from server.');
  });
});
