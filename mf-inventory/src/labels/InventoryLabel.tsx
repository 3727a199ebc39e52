import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@hvac/web-kit/screens';
import { Button, FreeText, Spinner } from '@hvac/ui';
import { NS } from '../items/i18n';
import { useItem } from '../items/queries';
import { usd } from '../items/shared';
import { useLoadFailure } from '../items/useLoadFailure';
import { Barcode } from './Barcode';

/**
 * /admin/inventory/{id}/label, the page Print Label opens (docs/domains/inventory.md#item-detail): name,
 * SKU, a Code 128 barcode of the item's barcode — of its SKU when it has none, with "No Barcode" said —,
 * price, and location or "Not specified". The print stylesheet (inventory.css) prints the label alone.
 */
export function InventoryLabel() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.label');
  const { id = '' } = useParams();
  const { data: item, error } = useItem(id);
  useLoadFailure(error);
  if (!item) return error ? null : <Spinner label={t('detail.loading')} />;
  const code = item.barcode ?? item.sku;
  return (
    <div className="screen inv-label-page">
      <div className="inv-actions">
        <Link to={`/admin/inventory/${item.id}`}>
          <span className="inv-arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t('label.back')}
        </Link>
        <Button onClick={() => window.print()}>{t('label.print')}</Button>
      </div>
      <h1>{t('label.heading')}</h1>
      <article className="inv-label" aria-label={t('label.heading')}>
        <FreeText as="h2">{item.name}</FreeText>
        <p dir="ltr">
          {t('label.sku')}: {item.sku}
        </p>
        <Barcode value={code} label={t('label.barcodeOf', { code })} />
        {!item.barcode && <p data-no-barcode>{t('label.noBarcode')}</p>}
        <div className="inv-label-meta">
          <span>
            {t('label.price')}: <span dir="ltr">{usd(item.unitPrice)}</span>
          </span>
          <span>
            {t('label.location')}: {item.location ? <FreeText>{item.location}</FreeText> : t('common.notSpecified')}
          </span>
        </div>
      </article>
    </div>
  );
}
