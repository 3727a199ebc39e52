import { useTranslation } from 'react-i18next';
import type { HistoryField } from '@hvac/contracts';
import type { HistoryFieldViews } from '@hvac/ui/history';
import { NS } from './i18n';
import { useCategoryText, useCount, useDateText, useUnitText, usd } from './shared';

/**
 * The item record's change history as its pages show it (docs/architecture.md#history): the detail page's
 * labels (the form's for the name, which the page shows as its heading), counts in the reader's digits,
 * prices in dollars, the category and unit in the reader's words, the expiration day as the page writes it.
 */
export function useItemHistoryFields(): HistoryFieldViews<HistoryField<'inventory_item'>> {
  const { t } = useTranslation(NS);
  const count = useCount();
  const dateText = useDateText();
  const categoryText = useCategoryText();
  const unitText = useUnitText();
  const quantity = (v: string) => count(Number(v));
  return {
    name: { label: t('form.name') },
    sku: { label: t('detail.sku') },
    barcode: { label: t('detail.barcode') },
    description: { label: t('detail.description') },
    category: { label: t('detail.category'), value: categoryText },
    minimumQuantity: { label: t('detail.minimumStock'), value: quantity },
    maximumQuantity: { label: t('detail.maximumStock'), value: quantity },
    unit: { label: t('detail.unitType'), value: unitText },
    unitPrice: { label: t('detail.unitPrice'), value: usd },
    costPrice: { label: t('detail.costPrice'), value: usd },
    location: { label: t('detail.location') },
    supplier: { label: t('detail.supplier') },
    notes: { label: t('detail.notes') },
    expirationDate: { label: t('detail.expirationDate'), value: dateText },
  };
}
