import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useWidgetWords } from '@hvac/web-kit/failure-text';
import { OverviewWidget } from '@hvac/ui/widget';
import { NS } from './i18n';
import { useInventoryOverview } from './queries';

type Key = 'lowStock' | 'expired';

/**
 * One count, linking to the list with the filter the service names for it, so the list's total is the
 * figure (docs/domains/inventory.md#overview-widget).
 */
function CountWidget({ k }: { k: Key }) {
  const { t } = useTranslation(NS);
  const query = useInventoryOverview();
  return (
    <OverviewWidget
      id={`widget-${k === 'lowStock' ? 'low-stock' : 'expired'}`}
      heading={t(`${k}.heading`)}
      query={query}
      {...useWidgetWords(NS, query.error)}
    >
      {(data) => (
        <p className="overview-figure">
          <Link to={`/admin/inventory?${new URLSearchParams(data[k].filter).toString()}`}>{t(`${k}.count`, { count: data[k].count })}</Link>
        </p>
      )}
    </OverviewWidget>
  );
}

export const LowStock = () => <CountWidget k="lowStock" />;
export const Expired = () => <CountWidget k="expired" />;
