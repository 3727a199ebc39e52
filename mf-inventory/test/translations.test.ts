import { INVENTORY_MESSAGES, INVENTORY_TEXTS, INVENTORY_TOASTS, expensesLoadError, INVENTORY_CATEGORIES, INVENTORY_UNIT_NAMES, INVENTORY_UNITS, MOVEMENT_REASONS } from '@hvac/contracts/inventory';
import { formatDate } from '@hvac/web-kit/formatters';
import { expectCompleteTranslations } from '../../libs/web-kit/testing/translations';
import en from '../src/items/i18n/en.json';
import es from '../src/items/i18n/es.json';
import fa from '../src/items/i18n/fa.json';
import inventoryEn from '../src/i18n/en.json';
import inventoryEs from '../src/i18n/es.json';
import inventoryFa from '../src/i18n/fa.json';

/** i18next's {{slot}} in place of the contract's {slot}. */
const slots = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

// libs/web-kit/test/translation-bundles.test.ts runs the same completeness check on every bundle of the repository.
describe('inventory translations', () => {
  it('hold every key in English, Persian and Spanish, with the same placeholders', () => {
    expectCompleteTranslations({ en, fa, es });
    expectCompleteTranslations({ en: inventoryEn, fa: inventoryFa, es: inventoryEs });
  });

  it('hold every text svc-inventory answers with under its code, letter by letter', () => {
    expect(en.messages).toEqual(INVENTORY_MESSAGES);
  });

  it('hold every toast of docs/domains/inventory.md#messages letter by letter', () => {
    const { expensesError, ...toasts } = en.toasts;
    expect(toasts).toEqual(INVENTORY_TOASTS);
    expect(expensesError.replace('{{message}}', 'timeout')).toBe(expensesLoadError('timeout'));
  });

  it('hold the screens’ exact words', () => {
    expect(en.list.lowStockAlert).toBe(slots(INVENTORY_TEXTS.lowStockBanner));
    expect(en.list.expiredAlert).toBe(slots(INVENTORY_TEXTS.expiredBanner));
    expect([en.list.item, en.list.sku, en.list.category, en.list.quantity, en.list.price, en.list.location, en.list.status, en.list.actions]).toEqual(INVENTORY_TEXTS.columns);
    expect([en.list.scan, en.list.export, en.list.add]).toEqual([INVENTORY_TEXTS.scan, INVENTORY_TEXTS.export, INVENTORY_TEXTS.addItem]);
    expect(en.detail.notFoundTitle).toBe(INVENTORY_TEXTS.itemNotFoundTitle);
    expect(en.detail.returnToInventory).toBe(INVENTORY_TEXTS.returnToInventory);
    expect(en.common.notAssigned).toBe(INVENTORY_TEXTS.notAssigned);
    expect(en.common.uncategorized).toBe(INVENTORY_TEXTS.uncategorized);
    expect(en.label.noBarcode).toBe(INVENTORY_TEXTS.noBarcode);
    expect(en.common.notSpecified).toBe(INVENTORY_TEXTS.notSpecified);
    expect(en.detail.quantityPrompt).toBe(INVENTORY_TEXTS.quantityPrompt);
    expect(en.delete.title).toBe(INVENTORY_TEXTS.deleteTitle);
    expect(en.delete.message).toBe(slots(INVENTORY_TEXTS.deleteBody));
    expect([en.delete.confirm, en.delete.cancel]).toEqual([INVENTORY_TEXTS.delete, INVENTORY_TEXTS.cancel]);
    expect(en.detail.expiredTitle).toBe(INVENTORY_TEXTS.itemExpiredTitle);
    expect(en.detail.expiredBody).toBe(slots(INVENTORY_TEXTS.itemExpiredBody));
    expect(en.detail.expiredMark).toBe(INVENTORY_TEXTS.expiredMark);
    expect(en.detail.lowStockTitle).toBe(INVENTORY_TEXTS.lowStockTitle);
    expect(en.detail.lowStockBody).toBe(INVENTORY_TEXTS.lowStockBody);
    expect(formatDate('not a date', 'en')).toBe(INVENTORY_TEXTS.invalidDate);
    expect(formatDate(null, 'en')).toBe(INVENTORY_TEXTS.missingDate);
    expect(en.status).toEqual({ outOfStock: 'Out of Stock', lowStock: 'Low Stock', inStock: 'In Stock', expired: 'Expired' });
    expect(en.detail.printLabel).toBe('Print Label');
    expect(en.detail.updateQuantity).toBe('Update Quantity');
  });

  it('name every category, unit and history reason of the contract', () => {
    for (const bundle of [en, fa, es]) {
      expect(Object.keys(bundle.categories)).toEqual([...INVENTORY_CATEGORIES]);
      expect(Object.keys(bundle.units)).toEqual([...INVENTORY_UNITS]);
      expect(Object.keys(bundle.reasons)).toEqual([...MOVEMENT_REASONS]);
    }
  });

  it('count every unit in English as the contract’s words do (the office’s low-stock mail says them too)', () => {
    const english = Object.fromEntries(INVENTORY_UNITS.flatMap((u) => [[`${u}_one`, `{{n}} ${INVENTORY_UNIT_NAMES[u].one}`], [`${u}_other`, `{{n}} ${INVENTORY_UNIT_NAMES[u].other}`]]));
    expect(en.unitCounts).toEqual(english);
  });

  it('keep Persian and Spanish texts of their own', () => {
    expect(fa.delete.title).toBe('حذف کالای انبار');
    expect(es.delete.title).toBe('Eliminar artículo de inventario');
    expect(fa.toasts.itemFound).not.toBe(en.toasts.itemFound);
    expect(es.toasts.itemFound).not.toBe(en.toasts.itemFound);
  });
});
