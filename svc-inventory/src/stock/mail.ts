import { formatUsd, parseCents } from '@hvac/contracts';
import { unitCountInEnglish } from '@hvac/contracts/inventory';
import { composeMail, type Mail } from '@hvac/service-kit';
import type { ItemRow } from '../items/repo';

/** The office's low-stock alert (docs/domains/inventory.md#events), in English as the office reads it, linking to the item. */
export function stockLowMail(
  item: Pick<ItemRow, 'id' | 'name' | 'sku' | 'quantity' | 'unit' | 'minimum_quantity' | 'location' | 'supplier' | 'cost_price'>,
  office: string,
  publicUrl: string,
): Mail {
  const left = unitCountInEnglish(item.quantity, item.unit);
  return composeMail(office, `Low stock: ${item.name} (${item.sku}), ${left} left`, {
    lang: 'en',
    signed: false,
    heading: `${item.name} needs restocking`,
    paragraphs: [`The quantity is at or below the minimum of ${item.minimum_quantity}.`],
    action: { label: 'Open the item', url: `${publicUrl.replace(/\/$/, '')}/admin/inventory/${item.id}` },
    rows: [
      { label: 'SKU', value: item.sku },
      { label: 'Quantity', value: left },
      { label: 'Minimum', value: String(item.minimum_quantity) },
      { label: 'Location', value: item.location ?? 'Not specified' },
      { label: 'Supplier', value: item.supplier ?? 'Not specified' },
      { label: 'Unit cost', value: formatUsd(parseCents(item.cost_price)!) },
    ],
  });
}
