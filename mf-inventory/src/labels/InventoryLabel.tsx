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
 * SKU, a Code 128 barcode of the item's barcode, price, and location or "Not specified". An item without a
 * barcode gets its SKU's, captioned as the SKU, and "No Barcode" among the label's facts
 * (docs/domains/inventory.md#decisions). The print stylesheet (inventory.css) prints the label alone.
 */
export function InventoryLabel() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.label');
  const { id = '' } = useParams();
  const { data: item, error } = useItem(id);
  useLoadFailure(error);
  if (!item) return error ? null : <Spinner label={t('detail.loading')} />;
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
        {item.barcode ? (
          <>
            <p dir="ltr">
              {t('label.sku')}: {item.sku}
            </p>
            <Barcode value={item.barcode} label={t('label.barcodeOf', { code: item.barcode })} caption={item.barcode} />
          </>
        ) : (
          <Barcode value={item.sku} label={t('label.skuBarcodeOf', { sku: item.sku })} caption={`${t('label.sku')}: ${item.sku}`} />
        )}
        <div className="inv-label-meta">
          <span>
            {t('label.price')}: <span dir="ltr">{usd(item.unitPrice)}</span>
          </span>
          <span>
            {t('label.location')}: {item.location ? <FreeText>{item.location}</FreeText> : t('common.notSpecified')}
          </span>
          {!item.barcode && <span data-no-barcode>{t('label.noBarcode')}</span>}
        </div>
      </article>
    </div>
  );
}
