import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { INVENTORY_MESSAGES, SKU_PATTERN } from '@hvac/contracts/inventory';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/items/api';
import { item, ITEM_ID, renderAt, signIn } from './harness';

jest.mock('../src/items/api', () => ({
  ...jest.requireActual('../src/items/api'),
  createItem: jest.fn(),
  updateItem: jest.fn(),
  fetchItem: jest.fn(),
  fetchHistory: jest.fn(),
  fetchItemExpenses: jest.fn(),
  fetchInventoryPage: jest.fn(),
}));
const createItem = jest.mocked(api.createItem);
const updateItem = jest.mocked(api.updateItem);
const fetchItem = jest.mocked(api.fetchItem);

beforeEach(() => {
  signIn('manager');
  jest.mocked(api.fetchHistory).mockResolvedValue([]);
  jest.mocked(api.fetchItemExpenses).mockResolvedValue([]);
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  jest.useRealTimers();
  act(() => useSession.setState({ token: null, user: null }));
});

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Item' }));
/** The toast region's texts (the shell's <Toast/>), newest last. */
const toasts = () => Array.from(document.querySelectorAll('.toast > span')).map((el) => el.textContent);

describe('item form (docs/domains/inventory.md#item-form)', () => {
  it('starts with the defaults 0 / 5 / 100 / piece and a generated SKU; Generate makes another', async () => {
    await renderAt('/admin/inventory/new');
    expect(await screen.findByRole('heading', { name: 'Add Inventory Item', level: 1 })).toBeTruthy();
    expect(value('Current Quantity')).toBe('0');
    expect(value('Minimum Quantity')).toBe('5');
    expect(value('Maximum Quantity')).toBe('100');
    expect(value('Unit')).toBe('piece');
    const first = value('SKU *');
    expect(first).toMatch(SKU_PATTERN);
    expect(first).toMatch(/^INV-\d{6}-[A-Z]{3}$/);
    const spy = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new SKU' }));
    spy.mockRestore();
    expect(value('SKU *')).toBe('INV-555555-NNN');
  });

  it('the barcode button fills in a number from the current time', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-05T15:00:00.000Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    await renderAt('/admin/inventory/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate a barcode number' }));
    expect(value('Barcode')).toBe(String(Date.parse('2026-03-05T15:00:00.000Z')));
  });

  it('checks in the requirements’ order, one message at a time, and sends nothing until all pass', async () => {
    await renderAt('/admin/inventory/new');
    await screen.findByRole('heading', { name: 'Add Inventory Item' });
    type('SKU *', '');
    type('Current Quantity', '-1');
    type('Unit Price ($)', '-2');
    const steps: [string, () => void][] = [
      ['Item name is required', () => type('Item Name *', 'Capacitor 45/5 µF')],
      ['SKU is required', () => type('SKU *', 'INV-000001-CAP')],
      ['Category is required', () => fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'Electrical' } })],
      ['Current quantity cannot be negative', () => type('Current Quantity', '3')],
      ['Prices cannot be negative', () => type('Unit Price ($)', '12.00')],
    ];
    for (const [message, fix] of steps) {
      submit();
      await waitFor(() => expect(toasts().at(-1)).toBe(message));
      expect(document.querySelector('.field-error[role="alert"]')!.textContent).toBe(message);
      fix();
    }
    type('Unit Cost ($)', '-0.01');
    submit();
    await waitFor(() => expect(toasts().at(-1)).toBe(INVENTORY_MESSAGES.pricesNegative));
    expect(createItem).not.toHaveBeenCalled();
  });

  it('sends the form’s names, an empty expiration date as null, and opens the new item with the success toast', async () => {
    createItem.mockResolvedValue(item());
    fetchItem.mockResolvedValue(item());
    await renderAt('/admin/inventory/new');
    await screen.findByRole('heading', { name: 'Add Inventory Item' });
    type('Item Name *', 'MERV 13 filter 16x25x1');
    fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'Filters' } });
    type('Unit Cost ($)', '14.25');
    type('Unit Price ($)', '24.50');
    const sku = value('SKU *');
    submit();
    await waitFor(() => expect(createItem).toHaveBeenCalledTimes(1));
    expect(createItem.mock.calls[0]![0]).toEqual({
      sku,
      barcode: '',
      name: 'MERV 13 filter 16x25x1',
      description: '',
      category: 'Filters',
      currentQuantity: '0',
      minimumQuantity: '5',
      maximumQuantity: '100',
      unit: 'piece',
      unitCost: '14.25',
      unitPrice: '24.50',
      supplier: '',
      location: '',
      expirationDate: null,
      notes: '',
    });
    expect(await screen.findByText('Inventory item created successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/admin/inventory/${ITEM_ID}`));
  });

  it('sends one item for a double click on Create Item, which waits disabled for the answer (libs/ui useSubmit)', async () => {
    createItem.mockImplementation(() => new Promise<never>(() => undefined));
    await renderAt('/admin/inventory/new');
    await screen.findByRole('heading', { name: 'Add Inventory Item', level: 1 });
    type('Item Name *', 'Capacitor 45/5 µF');
    fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'Electrical' } });
    const create = screen.getByRole('button', { name: 'Create Item' }) as HTMLButtonElement;
    act(() => {
      fireEvent.click(create);
      fireEvent.click(create);
    });
    await waitFor(() => expect(createItem).toHaveBeenCalled());
    expect(createItem).toHaveBeenCalledTimes(1);
    expect(create.disabled).toBe(true);
  });

  it('a taken SKU is said under the SKU, in the reader’s language', async () => {
    createItem.mockRejectedValue(new ApiError('SKU already exists', 409, 'skuTaken'));
    await renderAt('/admin/inventory/new', { lng: 'es' });
    await screen.findByRole('heading', { name: 'Agregar artículo de inventario' });
    type('Nombre del artículo *', 'Filtro');
    fireEvent.change(screen.getByLabelText('Categoría *'), { target: { value: 'Filters' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear artículo' }));
    expect((await screen.findAllByText('El SKU ya existe')).length).toBe(2);
  });

  it('a save with no answer says "Error saving inventory item"', async () => {
    createItem.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt('/admin/inventory/new');
    await screen.findByRole('heading', { name: 'Add Inventory Item' });
    type('Item Name *', 'Filter');
    fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'Filters' } });
    submit();
    expect(await screen.findByText('Error saving inventory item')).toBeTruthy();
  });

  it('edit: the stored item under the form’s names, no Generate for the SKU, and "Inventory item updated successfully"', async () => {
    fetchItem.mockResolvedValue(item({ expirationDate: '2027-01-31' }));
    updateItem.mockResolvedValue(item());
    await renderAt(`/admin/inventory/${ITEM_ID}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Inventory Item', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate a new SKU' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate a barcode number' })).toBeTruthy();
    expect(value('Current Quantity')).toBe('12');
    expect(value('Unit Cost ($)')).toBe('14.25');
    expect(value('Expiration Date')).toBe('2027-01-31');
    type('Expiration Date', '');
    fireEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(updateItem).toHaveBeenCalledTimes(1));
    expect(updateItem.mock.calls[0]![0]).toBe(ITEM_ID);
    expect(updateItem.mock.calls[0]![1]).toMatchObject({ sku: 'INV-123456-ABC', currentQuantity: '12', unitCost: '14.25', expirationDate: null });
    expect(await screen.findByText('Inventory item updated successfully')).toBeTruthy();
  });

  it('edit: an item that cannot be loaded is said and the list opens', async () => {
    fetchItem.mockRejectedValue(new ApiError('Inventory item not found', 404, 'inventoryItemNotFound'));
    jest.mocked(api.fetchInventoryPage).mockReturnValue(new Promise(() => undefined));
    await renderAt(`/admin/inventory/${ITEM_ID}/edit`);
    expect(await screen.findByText('Inventory item not found')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/inventory'));
  });
});
