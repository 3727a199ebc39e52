import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_TOASTS } from '@hvac/contracts/inventory';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/items/api';
import { item, page, renderAt, signIn } from './harness';

jest.mock('../src/items/api', () => ({
  ...jest.requireActual('../src/items/api'),
  fetchInventoryPage: jest.fn(),
  fetchByBarcode: jest.fn(),
  deleteItem: jest.fn(),
  exportReport: jest.fn(),
  fetchItem: jest.fn(),
  fetchHistory: jest.fn(),
  fetchItemExpenses: jest.fn(),
}));
const fetchInventoryPage = jest.mocked(api.fetchInventoryPage);
const fetchByBarcode = jest.mocked(api.fetchByBarcode);
const deleteItem = jest.mocked(api.deleteItem);
const exportReport = jest.mocked(api.exportReport);

const expired = item({
  id: '00000000-0000-4000-8000-000000000102',
  name: 'R-410A refrigerant 25 lb',
  sku: 'INV-654321-XYZ',
  barcode: null,
  description: null,
  category: 'Refrigerants',
  quantity: 0,
  status: 'Out of Stock',
  expired: true,
  expirationDate: '2025-01-31',
  location: null,
});

beforeEach(() => {
  signIn('admin');
  jest.mocked(api.fetchItem).mockImplementation(async (id) => item({ id }));
  jest.mocked(api.fetchHistory).mockResolvedValue([]);
  jest.mocked(api.fetchItemExpenses).mockResolvedValue([]);
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

const lastFilters = () => fetchInventoryPage.mock.calls.at(-1)![0];

describe('inventory list (docs/domains/inventory.md#inventory-list)', () => {
  it('shows a loading state, then the banners with the server’s whole-table counts and the eight columns', async () => {
    let answer!: (p: ReturnType<typeof page>) => void;
    fetchInventoryPage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAt('/admin/inventory');
    expect(await screen.findByText('Loading inventory...')).toBeTruthy();
    await act(async () => answer(page([item(), expired], { lowStockCount: 7, expiredCount: 3 })));
    expect(await screen.findByText('Low Stock Alert: 7 items need restocking')).toBeTruthy();
    expect(screen.getByText('Expired Items: 3 items have expired')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Item', 'SKU/Barcode', 'Category', 'Quantity', 'Price', 'Location', 'Status', 'Actions']);
  });

  it('writes the banners’ counts in the reader’s digits', async () => {
    fetchInventoryPage.mockResolvedValue(page([item()], { lowStockCount: 7, expiredCount: 1200 }));
    await renderAt('/admin/inventory', { lng: 'fa' });
    expect(await screen.findByText('هشدار موجودی کم: ۷ کالا نیاز به تأمین دارد')).toBeTruthy();
    expect(screen.getByText('کالاهای منقضی: ۱٬۲۰۰ کالا منقضی شده است')).toBeTruthy();
  });

  it.each<['en' | 'es' | 'fa', [number, string, string][]]>([
    ['en', [[1, 'piece', '1 piece'], [120, 'piece', '120 pieces'], [3, 'foot', '3 feet'], [0, 'box', '0 boxes']]],
    ['es', [[1, 'piece', '1 pieza'], [9, 'piece', '9 piezas'], [2, 'gallon', '2 galones'], [1_000_000, 'box', '1.000.000 de cajas']]],
    // Persian keeps the noun as it is after a number, in Persian digits.
    ['fa', [[1, 'piece', '۱ عدد'], [120, 'piece', '۱۲۰ عدد'], [1_200, 'box', '۱٬۲۰۰ جعبه'], [0, 'set', '۰ دست']]],
  ])('says each quantity with its unit in the plural form %s gives its count', async (lng, cases) => {
    fetchInventoryPage.mockResolvedValue(page(cases.map(([quantity, unit], i) => item({ id: `00000000-0000-4000-8000-00000000010${i}`, name: `Item ${i}`, quantity, unit }))));
    await renderAt('/admin/inventory', { lng });
    await screen.findByRole('link', { name: 'Item 0' });
    const quantities = cases.map((_, i) => within(screen.getByRole('link', { name: `Item ${i}` }).closest('tr')!).getAllByRole('cell')[3]!.textContent);
    expect(quantities).toEqual(cases.map(([, , said]) => said));
  });

  it('shows no banner when nothing is low or expired, and the empty state', async () => {
    fetchInventoryPage.mockResolvedValue(page([]));
    await renderAt('/admin/inventory');
    expect(await screen.findByText('No inventory items found.')).toBeTruthy();
    expect(screen.queryByText(/Low Stock Alert/)).toBeNull();
    expect(screen.queryByText(/Expired Items/)).toBeNull();
  });

  it('draws each row: 50-character preview, SKU and barcode, category, quantity with unit, price, badges, the red expired row', async () => {
    fetchInventoryPage.mockResolvedValue(page([item(), expired]));
    await renderAt('/admin/inventory');
    const row = (await screen.findByRole('link', { name: 'MERV 13 filter 16x25x1' })).closest('tr')!;
    expect(within(row).getByText('Pleated air filter for residential returns, pack o...')).toBeTruthy();
    expect(within(row).getByText('0123456789012')).toBeTruthy();
    expect(within(row).getByText('Filters')).toBeTruthy();
    expect(within(row).getByText('12 boxes')).toBeTruthy();
    expect(within(row).getByText('$24.50')).toBeTruthy();
    expect(within(row).getByText('In Stock').classList.contains('badge-success')).toBe(true);
    expect(row.classList.contains('inv-expired-row')).toBe(false);
    const red = screen.getByRole('link', { name: 'R-410A refrigerant 25 lb' }).closest('tr')!;
    expect(within(red).getByText('Out of Stock').classList.contains('badge-danger')).toBe(true);
    expect(within(red).getByText('Expired')).toBeTruthy();
    expect(red.classList.contains('inv-expired-row')).toBe(true);
  });

  it('a Low Stock badge is amber', async () => {
    fetchInventoryPage.mockResolvedValue(page([item({ quantity: 5, status: 'Low Stock' })]));
    await renderAt('/admin/inventory');
    expect((await screen.findByText('Low Stock', { selector: '.badge' })).classList.contains('badge-warning')).toBe(true);
  });

  it('sends search, category, Low Stock and Expired to the server, each change back to page 1', async () => {
    fetchInventoryPage.mockResolvedValue(page([item()], { currentPage: 1, totalPages: 3 }));
    await renderAt('/admin/inventory');
    await screen.findByRole('link', { name: 'MERV 13 filter 16x25x1' });
    expect(lastFilters()).toEqual(api.NO_FILTERS);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastFilters().page).toBe(2));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Filters' } });
    await waitFor(() => expect(lastFilters()).toEqual({ ...api.NO_FILTERS, category: 'Filters', page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastFilters().page).toBe(3));
    fireEvent.click(screen.getByLabelText('Low Stock'));
    await waitFor(() => expect(lastFilters()).toEqual({ ...api.NO_FILTERS, category: 'Filters', lowStock: true, page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastFilters().page).toBe(2));
    fireEvent.click(screen.getByLabelText('Expired'));
    await waitFor(() => expect(lastFilters()).toEqual({ ...api.NO_FILTERS, category: 'Filters', lowStock: true, expired: true, page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastFilters().page).toBe(2));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'merv' } });
    await waitFor(() => expect(lastFilters()).toEqual({ search: 'merv', category: 'Filters', lowStock: true, expired: true, page: 1 }));
  });

  it('opens on the filters in the address, as the overview links to the low stock, and keeps changes there', async () => {
    fetchInventoryPage.mockResolvedValue(page([item()]));
    await renderAt('/admin/inventory?lowStock=true');
    await waitFor(() => expect(lastFilters()).toEqual({ ...api.NO_FILTERS, lowStock: true }));
    expect((screen.getByLabelText('Low Stock') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Expired'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/inventory?lowStock=true&expired=true'));
    fireEvent.click(screen.getByLabelText('Low Stock'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/inventory?expired=true'));
  });

  it('toasts "Failed to fetch inventory items" for a refusal without words and "Error fetching inventory items" with no answer', async () => {
    fetchInventoryPage.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    const { unmount } = await renderAt('/admin/inventory');
    expect((await screen.findAllByText(INVENTORY_TOASTS.fetchItemsFailed)).length).toBeGreaterThan(0);
    unmount();
    backOfficeQueries.clear();
    fetchInventoryPage.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt('/admin/inventory');
    expect((await screen.findAllByText(INVENTORY_TOASTS.fetchItemsError)).length).toBeGreaterThan(0);
  });

  it('barcode search: empty says so without a call; a hit says "Item found!" and opens the item; a miss "Item not found"', async () => {
    fetchInventoryPage.mockResolvedValue(page([item()]));
    await renderAt('/admin/inventory');
    await screen.findByRole('link', { name: 'MERV 13 filter 16x25x1' });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Please enter a barcode to search')).toBeTruthy();
    expect(fetchByBarcode).not.toHaveBeenCalled();

    fetchByBarcode.mockRejectedValueOnce(new ApiError('Item not found', 404, 'barcodeNotFound'));
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Item not found')).toBeTruthy();

    fetchByBarcode.mockRejectedValueOnce(new ApiError('Failed to fetch', 0, 'networkError'));
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Error searching for item')).toBeTruthy();

    fetchByBarcode.mockResolvedValueOnce(item());
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: ' 0123456789012 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Item found!')).toBeTruthy();
    expect(fetchByBarcode).toHaveBeenLastCalledWith('0123456789012');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/admin/inventory/${item().id}`));
  });

  it('Export writes the report and says so; a failure is said in the spec’s words', async () => {
    fetchInventoryPage.mockResolvedValue(page([item()]));
    exportReport.mockResolvedValueOnce(undefined);
    await renderAt('/admin/inventory');
    await screen.findByRole('link', { name: 'MERV 13 filter 16x25x1' });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Inventory exported successfully')).toBeTruthy();
    exportReport.mockRejectedValueOnce(new ApiError('HTTP error! status: 502', 502));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export inventory')).toBeTruthy();
    exportReport.mockRejectedValueOnce(new ApiError('Failed to fetch', 0, 'networkError'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Error exporting inventory')).toBeTruthy();
  });

  it('Delete asks "Delete Inventory Item" with the item’s name; Cancel sends nothing, Delete removes it', async () => {
    fetchInventoryPage.mockResolvedValue(page([item()]));
    deleteItem.mockResolvedValue(undefined);
    await renderAt('/admin/inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete MERV 13 filter 16x25x1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Inventory Item' });
    expect(within(dialog).getByText('Are you sure you want to delete "MERV 13 filter 16x25x1"? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteItem).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete MERV 13 filter 16x25x1' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted successfully')).toBeTruthy();
    expect(deleteItem).toHaveBeenCalledWith(item().id);
  });

  it('a refused delete shows the server’s message', async () => {
    fetchInventoryPage.mockResolvedValue(page([item()]));
    deleteItem.mockRejectedValue(new ApiError('Only an admin can delete inventory items.', 403, 'inventoryDeleteForbidden'));
    await renderAt('/admin/inventory', { lng: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar MERV 13 filter 16x25x1' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Solo un administrador puede eliminar artículos de inventario.')).toBeTruthy();
  });
});
