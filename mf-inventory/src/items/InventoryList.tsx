import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { canDeleteInventory, canManageInventory, descriptionPreview, INVENTORY_CATEGORIES, INVENTORY_LIMITS, type InventoryItem } from '@hvac/contracts/inventory';
import { usePageTitle, useRole, useUrlFilters } from '@hvac/web-kit/screens';
import { Button, ErrorBox, FreeText, Spinner, useToast } from '@hvac/ui';
import { Checkbox, Field, Input, Select, useSubmit } from '@hvac/ui/forms';
import { Pagination, ResponsiveList, type ListColumn } from '@hvac/ui/list';
import { ScannerModal } from '../scanner/ScannerModal';
import { exportReport, NO_FILTERS, type InventoryFilters } from './api';
import { DeleteDialog } from './DeleteDialog';
import { NS } from './i18n';
import { useBarcodeLookup } from './lookup';
import { useDeleteItem, useFailureToast, useInventoryPage } from './queries';
import { StockBadges, useCategoryText, useCount, useUnitCount, usd } from './shared';

const SEARCH_DELAY_MS = 300;
const LIST = '/admin/inventory';
/** Every filter but the page, which the address leaves out. */
const { page: FIRST_PAGE, ...URL_FILTERS } = NO_FILTERS;

/**
 * /admin/inventory (docs/domains/inventory.md#inventory-list): the banners with the whole table's counts,
 * text search, barcode search and the scanner, the category and Low Stock / Expired filters (each change
 * back to page 1), the table in pages of 20, Export, and Add / Edit / Delete for the roles that may.
 */
export function InventoryList() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.list');
  const role = useRole();
  const toast = useToast();
  const failure = useFailureToast();
  const lookUp = useBarcodeLookup();
  const count = useCount();
  const unitCount = useUnitCount();
  const categoryText = useCategoryText();
  // The filters in the address, so the overview's links (`?lowStock=true`) open the list they count; the page is the screen's.
  const [urlFilters, setUrlFilters] = useUrlFilters(URL_FILTERS);
  const [page, setPage] = useState(FIRST_PAGE);
  const filters: InventoryFilters = { ...urlFilters, page };
  const [searchInput, setSearchInput] = useState(urlFilters.search);
  const [barcode, setBarcode] = useState('');
  // `?scan` opens the list with the scanner open: the staff home's Scan item (docs/domains/inventory.md#inventory-list).
  const [scanning, setScanning] = useState(useSearchParams()[0].has('scan'));
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const { data, error, isFetching } = useInventoryPage(filters);
  const remove = useDeleteItem();
  const manage = canManageInventory(role);
  const mayDelete = canDeleteInventory(role);

  /** A filter changed: the list starts again from page 1 (docs/domains/inventory.md#constants). */
  const filter = (patch: Partial<typeof URL_FILTERS>) => {
    setUrlFilters(patch);
    setPage(FIRST_PAGE);
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchInput === urlFilters.search) return;
      setUrlFilters({ search: searchInput });
      setPage(FIRST_PAGE);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, urlFilters.search, setUrlFilters]);

  useEffect(() => {
    if (error) toast.show(failure(error, 'toasts.fetchItemsFailed', 'toasts.fetchItemsError'), 'error');
    // One toast per failed read (the error object changes only then), not one per render.
  }, [error]);

  const searchBarcode = useSubmit(() => {
    if (barcode.trim()) return lookUp(barcode);
    toast.show(t('toasts.barcodeSearchEmpty'), 'error');
  });

  const runExport = async () => {
    setExporting(true);
    try {
      await exportReport();
      toast.show(t('toasts.exported'), 'success');
    } catch (err) {
      toast.show(failure(err, 'toasts.exportFailed', 'toasts.exportError'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    return remove
      .mutateAsync(deleting.id)
      .then(
        () => toast.show(t('toasts.deleted'), 'success'),
        (err: unknown) => toast.show(failure(err, 'toasts.deleteFailed', 'toasts.deleteError'), 'error'),
      )
      .finally(() => setDeleting(null));
  };

  const columns: ListColumn<InventoryItem>[] = [
    {
      key: 'item',
      header: t('list.item'),
      render: (item) => (
        <>
          <Link className="inv-strong" to={`${LIST}/${item.id}`}>
            <FreeText>{item.name}</FreeText>
          </Link>
          {item.description && <FreeText className="inv-preview">{descriptionPreview(item.description)}</FreeText>}
        </>
      ),
    },
    {
      key: 'sku',
      header: t('list.sku'),
      nowrap: true,
      render: (item) => (
        <span dir="ltr">
          {item.sku}
          {item.barcode && <span className="inv-preview">{item.barcode}</span>}
        </span>
      ),
    },
    { key: 'category', header: t('list.category'), render: (item) => categoryText(item.category) },
    {
      key: 'quantity',
      header: t('list.quantity'),
      className: 'inv-number',
      render: (item) => unitCount(item.quantity, item.unit),
    },
    { key: 'price', header: t('list.price'), className: 'inv-number', render: (item) => <span dir="ltr">{usd(item.unitPrice)}</span> },
    { key: 'location', header: t('list.location'), render: (item) => (item.location ? <FreeText>{item.location}</FreeText> : t('common.none')) },
    { key: 'status', header: t('list.status'), render: (item) => <StockBadges item={item} /> },
    {
      key: 'actions',
      header: t('list.actions'),
      render: (item) => (
        <>
          <Link to={`${LIST}/${item.id}`} aria-label={t('list.viewFor', { name: item.name })}>
            {t('common.view')}
          </Link>
          {manage && (
            <Link to={`${LIST}/${item.id}/edit`} aria-label={t('list.editFor', { name: item.name })}>
              {t('common.edit')}
            </Link>
          )}
          {mayDelete && (
            <Button variant="link" className="inv-danger" aria-label={t('list.deleteFor', { name: item.name })} onClick={() => setDeleting(item)}>
              {t('common.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="screen screen--wide">
      <div className="inv-head">
        <div>
          <h1>{t('list.heading')}</h1>
          <p className="inv-muted">{t('list.subtitle')}</p>
        </div>
        <div className="inv-actions">
          <Button variant="secondary" onClick={() => setScanning(true)}>
            {t('list.scan')}
          </Button>
          <Button variant="secondary" onClick={() => void runExport()} loading={exporting}>
            {exporting ? t('list.exporting') : t('list.export')}
          </Button>
          {manage && (
            <Link className="btn btn-primary btn-md" to={`${LIST}/new`}>
              {t('list.add')}
            </Link>
          )}
        </div>
      </div>
      {data && (data.lowStockCount > 0 || data.expiredCount > 0) && (
        <div className="inv-banners">
          {data.lowStockCount > 0 && (
            <p className="inv-banner inv-banner--warning" data-banner="lowStock">
              {t('list.lowStockAlert', { n: count(data.lowStockCount) })}
            </p>
          )}
          {data.expiredCount > 0 && (
            <p className="inv-banner inv-banner--danger" data-banner="expired">
              {t('list.expiredAlert', { n: count(data.expiredCount) })}
            </p>
          )}
        </div>
      )}
      <section className="inv-toolbar" role="search" aria-label={t('list.filtersHeading')}>
        <Field label={t('list.search')} htmlFor="inventory-search">
          <Input
            type="search"
            maxLength={INVENTORY_LIMITS.search}
            placeholder={t('list.searchPlaceholder')}
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        </Field>
        <form className="inv-inline" onSubmit={searchBarcode.onSubmit} noValidate>
          <Field label={t('list.barcode')} htmlFor="inventory-barcode">
            <Input
              dir="ltr"
              maxLength={INVENTORY_LIMITS.barcode}
              placeholder={t('list.barcodePlaceholder')}
              value={barcode}
              onChange={(e) => setBarcode(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="secondary" loading={searchBarcode.submitting}>
            {t('list.barcodeSearch')}
          </Button>
        </form>
        <Field label={t('list.category')} htmlFor="inventory-category">
          <Select value={filters.category} onChange={(e) => filter({ category: e.target.value })}>
            <option value="">{t('list.allCategories')}</option>
            {INVENTORY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox label={t('list.lowStockOnly')} checked={filters.lowStock} onChange={(e) => filter({ lowStock: e.target.checked })} />
        <Checkbox label={t('list.expiredOnly')} checked={filters.expired} onChange={(e) => filter({ expired: e.target.checked })} />
      </section>
      {error !== null && !data && <ErrorBox>{failure(error, 'toasts.fetchItemsFailed', 'toasts.fetchItemsError')}</ErrorBox>}
      {!data && isFetching && <Spinner label={t('list.loading')} />}
      {data && (
        <>
          <ResponsiveList
            caption={t('list.caption')}
            columns={columns}
            card={{ title: 'item', status: 'status', amount: 'quantity', action: 'actions' }}
            rows={data.items}
            rowKey={(item) => item.id}
            rowClassName={(item) => (item.expired ? 'inv-expired-row' : undefined)}
            empty={<p className="inv-muted">{t('list.empty')}</p>}
          />
          <p className="inv-muted" aria-live="polite">
            {t('list.total', { n: count(data.pagination.totalItems) })}
          </p>
          <Pagination
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onChange={setPage}
          />
        </>
      )}
      <ScannerModal open={scanning} onClose={() => setScanning(false)} onCode={lookUp} />
      <DeleteDialog item={deleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
