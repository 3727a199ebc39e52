import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InventoryExpense, InventoryMovement } from '@hvac/contracts/inventory';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/items/api';
import { item, ITEM_ID, renderAt, signIn, USERS } from './harness';

jest.mock('../src/items/api', () => ({
  ...jest.requireActual('../src/items/api'),
  fetchItem: jest.fn(),
  fetchHistory: jest.fn(),
  fetchItemExpenses: jest.fn(),
  updateQuantity: jest.fn(),
  deleteItem: jest.fn(),
  fetchInventoryPage: jest.fn(),
}));
const fetchItem = jest.mocked(api.fetchItem);
const fetchHistory = jest.mocked(api.fetchHistory);
const fetchItemExpenses = jest.mocked(api.fetchItemExpenses);
const updateQuantity = jest.mocked(api.updateQuantity);
const deleteItem = jest.mocked(api.deleteItem);

const movement: InventoryMovement = {
  id: '00000000-0000-4000-8000-000000000201',
  itemId: ITEM_ID,
  fromQuantity: 0,
  toQuantity: 12,
  change: 12,
  reason: 'created',
  changedByUserId: USERS.manager.id,
  changedByName: 'Morgan Manager',
  createdAt: '2026-03-05T15:00:00.000Z',
};
const expense: InventoryExpense = {
  id: '00000000-0000-4000-8000-000000000e01',
  expenseNumber: 'EXP-2026-000042',
  title: 'Filters restock',
  amount: '171.00',
  expenseDate: '2026-03-05',
  status: 'approved',
};

beforeEach(() => {
  signIn('admin');
  fetchItem.mockResolvedValue(item());
  fetchHistory.mockResolvedValue([movement]);
  fetchItemExpenses.mockResolvedValue([expense]);
  jest.mocked(api.fetchInventoryPage).mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

const section = (name: string) => screen.getByRole('region', { name });
const rowValue = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('item detail (docs/domains/inventory.md#item-detail)', () => {
  it('shows loading, then every section: basic information, stock, pricing with margin and total value, location, dates, notes, history, expenses', async () => {
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect(await screen.findByText('Loading item...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'MERV 13 filter 16x25x1', level: 1 })).toBeTruthy();
    const basic = section('Basic Information');
    expect(rowValue(basic, 'SKU')).toBe('INV-123456-ABC');
    expect(rowValue(basic, 'Barcode')).toBe('0123456789012');
    expect(rowValue(basic, 'Category')).toBe('Filters');
    expect(rowValue(basic, 'Status')).toBe('In Stock');
    const stock = section('Inventory Details');
    expect(rowValue(stock, 'Current Stock')).toBe('12 boxes');
    expect(rowValue(stock, 'Minimum Stock')).toBe('5 boxes');
    expect(rowValue(stock, 'Maximum Stock')).toBe('100 boxes');
    expect(rowValue(stock, 'Unit Type')).toBe('box');
    const pricing = section('Pricing');
    expect(rowValue(pricing, 'Unit Price')).toBe('$24.50');
    expect(rowValue(pricing, 'Cost Price')).toBe('$14.25');
    expect(rowValue(pricing, 'Margin')).toBe('$10.25');
    expect(rowValue(pricing, 'Total Value')).toBe('$171.00');
    const place = section('Location & Supplier');
    expect(rowValue(place, 'Location')).toBe('Aisle 3, shelf B');
    expect(rowValue(place, 'Supplier')).toBe('Johnstone Supply');
    const dates = section('Important Dates');
    expect(rowValue(dates, 'Expiration Date')).toBe('N/A');
    expect(rowValue(dates, 'Created')).toBe('Mar 5, 2026');
    expect(within(section('Notes')).getByText('Reorder from Johnstone')).toBeTruthy();
    const history = section('Inventory History');
    expect(await within(history).findByText('Morgan Manager')).toBeTruthy();
    expect(within(history).getByText('Created')).toBeTruthy();
    const expenses = section('Related Expenses');
    expect((await within(expenses).findByRole('link', { name: 'EXP-2026-000042' })).getAttribute('href')).toBe(`/admin/expenses/${expense.id}`);
    expect(within(expenses).getByText('$171.00')).toBeTruthy();
    expect(screen.queryByText('Item Expired')).toBeNull();
    expect(screen.queryByText('Low Stock Alert')).toBeNull();
  });

  it('says Not assigned, Not specified, Invalid Date and the empty expenses text', async () => {
    fetchItem.mockResolvedValue(item({ barcode: null, location: null, supplier: null, createdAt: 'not a date' }));
    fetchItemExpenses.mockResolvedValue([]);
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    await screen.findByRole('heading', { name: 'MERV 13 filter 16x25x1', level: 1 });
    expect(rowValue(section('Basic Information'), 'Barcode')).toBe('Not assigned');
    expect(rowValue(section('Location & Supplier'), 'Location')).toBe('Not specified');
    expect(rowValue(section('Important Dates'), 'Created')).toBe('Invalid Date');
    expect(await screen.findByText('No expense records found for this inventory item.')).toBeTruthy();
  });

  it('shows staff whose own expenses on the item are none the empty expenses text', async () => {
    signIn('staff');
    fetchItemExpenses.mockResolvedValue([]);
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect(await screen.findByText('No expense records found for this inventory item.')).toBeTruthy();
  });

  it('shows the Item Expired and Low Stock banners when they apply', async () => {
    fetchItem.mockResolvedValue(item({ quantity: 5, status: 'Low Stock', expired: true, expirationDate: '2025-01-31' }));
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect(await screen.findByText('Item Expired')).toBeTruthy();
    expect(screen.getByText('This item expired on Jan 31, 2025')).toBeTruthy();
    expect(rowValue(section('Important Dates'), 'Expiration Date')).toBe('Jan 31, 2025 (Expired)');
    expect(screen.getByText('Low Stock Alert')).toBeTruthy();
    expect(screen.getByText('Current quantity is at or below minimum level')).toBeTruthy();
  });

  it('says why related expenses could not be loaded', async () => {
    fetchItemExpenses.mockRejectedValue(new ApiError('The service is unavailable.', 503));
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect(await screen.findByText('Error loading expenses: The service is unavailable.')).toBeTruthy();
  });

  it('says the error’s own words when no server answered the expenses', async () => {
    fetchItemExpenses.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect(await screen.findByText('Error loading expenses: Failed to fetch')).toBeTruthy();
  });

  it('a missing item shows Item Not Found with Return to Inventory', async () => {
    fetchItem.mockRejectedValue(new ApiError('Inventory item not found', 404, 'inventoryItemNotFound'));
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Item Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Inventory' }).getAttribute('href')).toBe('/admin/inventory');
    expect(screen.getAllByText('Inventory item not found').length).toBeGreaterThan(0);
  });

  it('another load failure is said and the list opens', async () => {
    fetchItem.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect(await screen.findByText('Error fetching inventory item')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/inventory'));
  });

  describe('Update Quantity', () => {
    const open = async (answer: string | null) => {
      const prompt = jest.spyOn(window, 'prompt').mockReturnValue(answer);
      await renderAt(`/admin/inventory/${ITEM_ID}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Update Quantity' }));
      expect(prompt).toHaveBeenCalledWith('Enter new quantity:', '12');
    };

    it.each([
      ['cancelled', null],
      ['not a number', 'lots'],
      ['empty', ''],
    ])('sends nothing when the prompt is %s', async (_, answer) => {
      await open(answer);
      await act(async () => undefined);
      expect(updateQuantity).not.toHaveBeenCalled();
    });

    it('sends the answer as an integer and says "Quantity updated successfully"; the item reloads from the answer', async () => {
      updateQuantity.mockResolvedValue(item({ quantity: 40 }));
      await open('40.7');
      await waitFor(() => expect(updateQuantity).toHaveBeenCalledWith(ITEM_ID, 40));
      expect(await screen.findByText('Quantity updated successfully')).toBeTruthy();
      expect(rowValue(section('Inventory Details'), 'Current Stock')).toBe('40 boxes');
    });

    it('says the server’s refusal, or "Error updating quantity" when no answer came', async () => {
      updateQuantity.mockRejectedValueOnce(new ApiError('Quantity must be a whole number from 0 to 1,000,000,000.', 400, 'quantityInvalid'));
      await open('-3');
      expect(await screen.findByText('Quantity must be a whole number from 0 to 1,000,000,000.')).toBeTruthy();
      updateQuantity.mockRejectedValueOnce(new ApiError('Failed to fetch', 0, 'networkError'));
      fireEvent.click(screen.getByRole('button', { name: 'Update Quantity' }));
      expect(await screen.findByText('Error updating quantity')).toBeTruthy();
    });
  });

  it('Delete confirms with the item’s name, then returns to the list', async () => {
    deleteItem.mockResolvedValue(undefined);
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Inventory Item' });
    expect(within(dialog).getByText('Are you sure you want to delete "MERV 13 filter 16x25x1"? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/inventory'));
  });

  it('deletes once for a double click on Delete in the confirmation (libs/ui useSubmit)', async () => {
    deleteItem.mockImplementation(() => new Promise<never>(() => undefined));
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const remove = within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' });
    act(() => {
      fireEvent.click(remove);
      fireEvent.click(remove);
    });
    await waitFor(() => expect(deleteItem).toHaveBeenCalled());
    expect(deleteItem).toHaveBeenCalledTimes(1);
  });

  it('a failed delete says "Failed to delete item" and stays', async () => {
    deleteItem.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete item')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe(`/admin/inventory/${ITEM_ID}`);
  });

  it('Print Label opens the label page', async () => {
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect((await screen.findByRole('link', { name: 'Print Label' })).getAttribute('href')).toBe(`/admin/inventory/${ITEM_ID}/label`);
  });
});
