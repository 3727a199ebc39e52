import { useTranslation } from 'react-i18next';
import { formatUsd, parseCents } from '@hvac/contracts';
import { INVENTORY_UNITS, type InventoryItem, type StockStatus } from '@hvac/contracts/inventory';
import { formatDate } from '@hvac/web-kit/formatters';
import type { BadgeTone } from '@hvac/ui/list';
import { NS } from './i18n';

/** A two-decimal amount from an answer ('148.50') as users read it ('$148.50'), en-US whatever the language. */
export const usd = (amount: string | null | undefined): string => formatUsd(parseCents(amount) ?? 0);

/** A count in the reader's digits. */
export const useCount = () => {
  const { i18n } = useTranslation(NS);
  return (n: number) => n.toLocaleString(i18n.resolvedLanguage ?? 'en');
};

/** A date in the reader's language, 'N/A' and 'Invalid Date' included. */
export function useDateText(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation(NS);
  return (value) => formatDate(value, i18n.resolvedLanguage);
}

const STATUS_KEYS: Record<StockStatus, string> = { 'Out of Stock': 'outOfStock', 'Low Stock': 'lowStock', 'In Stock': 'inStock' };
const STATUS_TONES: Record<StockStatus, BadgeTone> = { 'Out of Stock': 'danger', 'Low Stock': 'warning', 'In Stock': 'success' };

/** The item's stock badge as svc-inventory states it (contracts' stockStatusOf), and Expired beside it when it is. */
export function StockBadges({ item }: { item: Pick<InventoryItem, 'status' | 'expired'> }) {
  const { t } = useTranslation(NS);
  return (
    <span className="inv-badges">
      <span className={`badge badge-${STATUS_TONES[item.status]}`} data-status={item.status}>
        {t(`status.${STATUS_KEYS[item.status]}`)}
      </span>
      {item.expired && (
        <span className="badge badge-danger" data-status="Expired">
          {t('status.expired')}
        </span>
      )}
    </span>
  );
}

/** A category in the reader's language; an item without one is Uncategorized. */
export function useCategoryText(): (category: string | null | undefined) => string {
  const { t } = useTranslation(NS);
  return (category) => (category ? t(`categories.${category}`, { defaultValue: category }) : t('common.uncategorized'));
}

/** A unit in the reader's language; one the catalogue does not know, as stored. */
export function useUnitText(): (unit: string) => string {
  const { t } = useTranslation(NS);
  return (unit) => t(`units.${unit}`, { defaultValue: unit });
}

/**
 * A quantity with its unit as the reader says it: "1 piece", "120 pieces", "9 piezas", "۱۲۰ عدد" (i18next's
 * plural keys choose the form by the language's plural rules; the count in the reader's digits).
 */
export function useUnitCount(): (n: number, unit: string) => string {
  const { t } = useTranslation(NS);
  const count = useCount();
  const unitText = useUnitText();
  return (n, unit) => ((INVENTORY_UNITS as readonly string[]).includes(unit) ? t(`unitCounts.${unit}`, { count: n, n: count(n) }) : `${count(n)} ${unitText(unit)}`);
}
