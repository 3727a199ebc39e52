import type { FieldError } from '@hvac/contracts';
import { INVENTORY_CATEGORIES, INVENTORY_CSV_COLUMNS, INVENTORY_DEFAULTS, INVENTORY_MESSAGES, INVENTORY_PAGE_SIZE, INVENTORY_TOASTS, INVENTORY_UNITS, SKU_PATTERN, canDeleteInventory, canManageInventory, canViewInventory, descriptionPreview, expensesLoadError, generateSku, inventoryMarginCents, inventoryTotalValueCents, isExpired, isLowStock, readQuantity, stockStatusOf, timestampBarcode, unitCountInEnglish, validateInventoryForm, type InventoryFormInput } from '@hvac/contracts/inventory';
import { INVENTORY_EVENTS } from '../src/events-index';

const codes = (errors: FieldError[]) => errors.map((e) => e.code);
const valid: InventoryFormInput = { name: ' Air filter ', sku: 'INV-123456-ABC', category: 'Filters' };

describe('inventory constants and texts (docs/domains/inventory.md#data, #constants, #messages)', () => {
  it('counts a unit in English by the plural rules: one piece, any other count in the plural', () => {
    expect([unitCountInEnglish(1, 'piece'), unitCountInEnglish(120, 'piece'), unitCountInEnglish(0, 'box'), unitCountInEnglish(3, 'foot')]).toEqual(['1 piece', '120 pieces', '0 boxes', '3 feet']);
    expect([unitCountInEnglish(2, 'crate'), unitCountInEnglish(2, 'toString')]).toEqual(['2 crate', '2 toString']);
  });

  it('holds the lists, defaults and texts the requirements give', () => {
    expect(INVENTORY_CATEGORIES).toEqual(['Parts', 'Tools', 'Filters', 'Refrigerants', 'Electrical', 'Hardware', 'Safety Equipment', 'Consumables', 'Other']);
    expect(INVENTORY_UNITS).toEqual(['piece', 'box', 'pack', 'pound', 'gallon', 'liter', 'foot', 'meter', 'roll', 'set']);
    expect(INVENTORY_DEFAULTS).toEqual({ currentQuantity: 0, minimumQuantity: 5, maximumQuantity: 100, unit: 'piece' });
    expect(INVENTORY_PAGE_SIZE).toBe(20);
    expect(INVENTORY_CSV_COLUMNS.join(',')).toBe('SKU,Name,Category,Current Quantity,Minimum Quantity,Unit Cost,Unit Price,Location,Supplier,Expiration Date');
    expect(INVENTORY_MESSAGES.skuTaken).toBe('SKU already exists');
    expect(INVENTORY_TOASTS.scannerNote).toBe('Note: Automatic barcode detection is not fully implemented.');
    expect(INVENTORY_TOASTS.expensesEmpty).toBe('No expense records found for this inventory item.');
    expect(expensesLoadError('timeout')).toBe('Error loading expenses: timeout');
    expect(Object.fromEntries(Object.entries(INVENTORY_EVENTS).map(([key, event]) => [key, event.subject]))).toEqual({
      itemCreated: 'hvac.inventory.item-created',
      itemUpdated: 'hvac.inventory.item-updated',
      itemDeleted: 'hvac.inventory.item-deleted',
      stockLow: 'hvac.inventory.stock-low',
      quantityChanged: 'hvac.inventory.quantity-changed',
    });
  });
});

describe('stock status (docs/domains/inventory.md#statuses)', () => {
  it('is Out of Stock at 0, Low Stock at or below the minimum, In Stock above', () => {
    expect(stockStatusOf(0, 5)).toBe('Out of Stock');
    expect(stockStatusOf(5, 5)).toBe('Low Stock');
    expect(stockStatusOf(6, 5)).toBe('In Stock');
    expect(isLowStock(0, 0)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
  });
  it('is expired only when a date is set and before today', () => {
    expect(isExpired('2026-01-01', '2026-01-02')).toBe(true);
    expect(isExpired('2026-01-02', '2026-01-02')).toBe(false);
    expect(isExpired(null, '2026-01-02')).toBe(false);
  });
  it('previews 50 characters of a description and works out margin and total value', () => {
    expect(descriptionPreview('x'.repeat(60))).toBe(`${'x'.repeat(50)}...`);
    expect(descriptionPreview('short')).toBe('short');
    expect(inventoryMarginCents({ unitPrice: '12.50', costPrice: '10.25' })).toBe(225);
    expect(inventoryTotalValueCents({ quantity: 3, costPrice: '10.25' })).toBe(3075);
  });
});

describe('SKU and barcode (docs/domains/inventory.md#validation)', () => {
  it('generates INV- six digits - three uppercase letters', () => {
    for (let i = 0; i < 100; i++) expect(generateSku()).toMatch(SKU_PATTERN);
    expect(generateSku(() => 0)).toBe('INV-000000-AAA');
    expect(generateSku(() => 0.999)).toBe('INV-999999-ZZZ');
  });
  it('makes a timestamp barcode', () => {
    expect(timestampBarcode(1_764_000_000_123)).toBe('1764000000123');
  });
});

describe('the item form (docs/domains/inventory.md#validation)', () => {
  it('checks the five rules in the requirements’ order with their texts', () => {
    const { errors } = validateInventoryForm({ name: ' ', sku: '', category: null, currentQuantity: -1, unitPrice: -2 }, 'create');
    expect(errors.map((e) => e.message)).toEqual(['Item name is required', 'SKU is required', 'Category is required', 'Current quantity cannot be negative', 'Prices cannot be negative']);
    expect(validateInventoryForm({ ...valid, unitCost: '-0.01' }, 'create').errors.map((e) => [e.field, e.message])).toEqual([['unitCost', 'Prices cannot be negative']]);
  });
  it('fills the defaults on create and keeps left-out fields on edit', () => {
    const { values } = validateInventoryForm({ ...valid, unitCost: 4.5, unitPrice: '9.99', expirationDate: '' }, 'create');
    expect(values).toMatchObject({ name: 'Air filter', currentQuantity: 0, minimumQuantity: 5, maximumQuantity: 100, unit: 'piece', unitCost: 450, unitPrice: 999, expirationDate: null, barcode: null });
    const edit = validateInventoryForm(valid, 'edit').values!;
    expect(edit.currentQuantity).toBeUndefined();
    expect(edit.unit).toBeUndefined();
    expect(edit.barcode).toBeUndefined();
  });
  it('refuses what the lists and ranges do not allow, after the five', () => {
    const bad = validateInventoryForm(
      { ...valid, category: 'Food', unit: 'crate', currentQuantity: 1.5, minimumQuantity: 10, maximumQuantity: 2, unitPrice: '1.234', barcode: 'a b', expirationDate: '2026-02-30' },
      'create',
    );
    expect(codes(bad.errors)).toEqual(['inventoryCategoryInvalid', 'inventoryUnitInvalid', 'quantityWhole', 'maximumBelowMinimum', 'priceInvalid', 'barcodeInvalid', 'expirationDateInvalid']);
  });
  it('reads the quantity of Update Quantity as a whole number from 0', () => {
    expect(readQuantity(7)).toBe(7);
    expect(readQuantity('12')).toBe(12);
    expect(readQuantity(0)).toBe(0);
    for (const bad of [-1, 1.5, 'abc', '', null, true, 2_000_000_000]) expect(readQuantity(bad)).toBeNull();
  });
});

describe('roles (docs/domains/inventory.md#roles)', () => {
  it('lets staff view, admin and manager manage, and only admin delete; clients nothing', () => {
    expect([canViewInventory('staff'), canManageInventory('staff'), canDeleteInventory('staff')]).toEqual([true, false, false]);
    expect([canViewInventory('manager'), canManageInventory('manager'), canDeleteInventory('manager')]).toEqual([true, true, false]);
    expect([canViewInventory('admin'), canManageInventory('admin'), canDeleteInventory('admin')]).toEqual([true, true, true]);
    expect([canViewInventory('client'), canManageInventory('client'), canDeleteInventory(null)]).toEqual([false, false, false]);
  });
});
