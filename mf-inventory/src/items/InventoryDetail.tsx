import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatUsd } from '@hvac/contracts';
import { canDeleteInventory, canManageInventory, inventoryMarginCents, inventoryTotalValueCents, isLowStock, type InventoryExpense, type InventoryItem, type InventoryMovement } from '@hvac/contracts/inventory';
import { usePageTitle, useRole } from '@hvac/web-kit/screens';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox, FreeText, Spinner, useToast } from '@hvac/ui';
import { Table, type Column } from '@hvac/ui/list';
import { HistoryPanel as ChangeHistory } from '@hvac/ui/history';
import { DeleteDialog } from './DeleteDialog';
import { useItemHistoryFields } from './history';
import { KNOWN_MESSAGES, NS } from './i18n';
import { useDeleteItem, useFailureToast, useHistory, useItem, useItemExpenses, useUpdateQuantity } from './queries';
import { StockBadges, useCategoryText, useCount, useDateText, useUnitCount, useUnitText, usd } from './shared';
import { useLoadFailure } from './useLoadFailure';

const LIST = '/admin/inventory';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="inv-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Panel({ title, id, wide, children }: { title: string; id: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'inv-panel inv-panel--full' : 'inv-panel'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The item's stock changes, newest first, from svc-inventory's history rows. */
function HistoryPanel({ id }: { id: string }) {
  const { t, i18n } = useTranslation(NS);
  const count = useCount();
  const { data: movements, error } = useHistory(id);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: Column<InventoryMovement>[] = [
    { key: 'when', header: t('detail.historyWhen'), render: (m) => when(m.createdAt) },
    { key: 'who', header: t('detail.historyWho'), render: (m) => m.changedByName ?? t('common.none') },
    { key: 'from', header: t('detail.historyFrom'), className: 'inv-number', render: (m) => count(m.fromQuantity) },
    { key: 'to', header: t('detail.historyTo'), className: 'inv-number', render: (m) => count(m.toQuantity) },
    { key: 'reason', header: t('detail.historyReason'), render: (m) => t(`reasons.${m.reason}`, { defaultValue: m.reason }) },
  ];
  return (
    <Panel title={t('detail.history')} id="inventory-history" wide>
      {error && <ErrorBox>{t('detail.historyError')}</ErrorBox>}
      {!movements && !error && <Spinner />}
      {movements && (
        <Table
          caption={t('detail.historyCaption')}
          columns={columns}
          rows={movements}
          rowKey={(m) => m.id}
          empty={<p className="inv-muted">{t('detail.historyEmpty')}</p>}
        />
      )}
    </Panel>
  );
}

/** Expenses recorded against the item (svc-inventory's copy of finance's), each opening its expense page. */
function ExpensesPanel({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  const dateText = useDateText();
  const { data: expenses, error } = useItemExpenses(id);
  // "Error loading expenses: …" with the reason: the server's words (in the reader's language when known), else the
  // error's own; an answer without either says "Error loading expenses." alone.
  const failed = error ? failureText(error, t, 'detail.expensesFailed', { known: KNOWN_MESSAGES, framed: 'toasts.expensesError', errorsOwnMessage: true }) : '';
  const columns: Column<InventoryExpense>[] = [
    {
      key: 'number',
      header: t('detail.expenseNumber'),
      render: (e) => (
        <Link to={`/admin/expenses/${e.id}`} dir="ltr">
          {e.expenseNumber}
        </Link>
      ),
    },
    { key: 'title', header: t('detail.expenseTitle'), render: (e) => e.title },
    { key: 'amount', header: t('detail.expenseAmount'), className: 'inv-number', render: (e) => <span dir="ltr">{usd(e.amount)}</span> },
    { key: 'date', header: t('detail.expenseDate'), render: (e) => dateText(e.expenseDate) },
    { key: 'status', header: t('detail.expenseStatus'), render: (e) => t(`expenseStatuses.${e.status}`, { defaultValue: e.status }) },
  ];
  return (
    <Panel title={t('detail.expenses')} id="inventory-expenses" wide>
      {error && <ErrorBox>{failed}</ErrorBox>}
      {!expenses && !error && <Spinner label={t('detail.expensesLoading')} />}
      {expenses && expenses.length === 0 && <p className="inv-muted">{t('toasts.expensesEmpty')}</p>}
      {expenses && expenses.length > 0 && <Table caption={t('detail.expensesCaption')} columns={columns} rows={expenses} rowKey={(e) => e.id} />}
    </Panel>
  );
}

function ItemView({ item }: { item: InventoryItem }) {
  const { t } = useTranslation(NS);
  const role = useRole();
  const toast = useToast();
  const failure = useFailureToast();
  const navigate = useNavigate();
  const dateText = useDateText();
  const categoryText = useCategoryText();
  const unitText = useUnitText();
  const unitCount = useUnitCount();
  const quantity = useUpdateQuantity(item.id);
  const remove = useDeleteItem();
  const [deleting, setDeleting] = useState(false);
  const manage = canManageInventory(role);
  const unit = unitText(item.unit);
  const low = isLowStock(item.quantity, item.minimumQuantity);
  const historyFields = useItemHistoryFields();

  /** The spec's prompt: a cancelled or non-numeric answer sends nothing; the answer is read as parseInt reads it. */
  const askQuantity = () => {
    const answer = window.prompt(t('detail.quantityPrompt'), String(item.quantity));
    if (answer === null) return;
    const next = Number.parseInt(answer, 10);
    if (Number.isNaN(next)) return;
    quantity.mutate(next, {
      onSuccess: () => toast.show(t('toasts.quantityUpdated'), 'success'),
      onError: (err) => toast.show(failure(err, 'toasts.quantityFailed', 'toasts.quantityError'), 'error'),
    });
  };

  const confirmDelete = () =>
    remove.mutateAsync(item.id).then(
      () => {
        toast.show(t('toasts.deleted'), 'success');
        navigate(LIST);
      },
      (err: unknown) => {
        setDeleting(false);
        toast.show(failure(err, 'toasts.deleteFailed', 'toasts.deleteError'), 'error');
      },
    );

  return (
    <div className="screen screen--wide">
      <Link to={LIST}>
        <span className="inv-arrow" aria-hidden="true">
          ←
        </span>{' '}
        {t('detail.back')}
      </Link>
      <div className="inv-head">
        <div>
          <FreeText as="h1">{item.name}</FreeText>
          <p className="inv-muted" dir="ltr">
            {item.sku}
          </p>
        </div>
        <div className="inv-actions">
          <Link className="btn btn-secondary btn-md" to={`${LIST}/${item.id}/label`}>
            {t('detail.printLabel')}
          </Link>
          {manage && (
            <Button variant="secondary" onClick={askQuantity} loading={quantity.isPending}>
              {t('detail.updateQuantity')}
            </Button>
          )}
          {manage && (
            <Link className="btn btn-primary btn-md" to={`${LIST}/${item.id}/edit`}>
              {t('common.edit')}
            </Link>
          )}
          {canDeleteInventory(role) && (
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('common.delete')}
            </Button>
          )}
        </div>
      </div>
      {(item.expired || low) && (
        <div className="inv-banners">
          {item.expired && (
            <div className="inv-banner inv-banner--danger" role="alert" data-banner="expired">
              <h2>{t('detail.expiredTitle')}</h2>
              <p>{t('detail.expiredBody', { date: dateText(item.expirationDate) })}</p>
            </div>
          )}
          {low && (
            <div className="inv-banner inv-banner--warning" role="alert" data-banner="lowStock">
              <h2>{t('detail.lowStockTitle')}</h2>
              <p>{t('detail.lowStockBody')}</p>
            </div>
          )}
        </div>
      )}
      <div className="inv-panels">
        <Panel title={t('detail.basicInfo')} id="inventory-basic">
          <dl>
            <Row label={t('detail.sku')}>
              <span dir="ltr">{item.sku}</span>
            </Row>
            <Row label={t('detail.barcode')}>{item.barcode ? <span dir="ltr">{item.barcode}</span> : t('common.notAssigned')}</Row>
            <Row label={t('detail.category')}>{categoryText(item.category)}</Row>
            <Row label={t('detail.status')}>
              <StockBadges item={item} />
            </Row>
            <Row label={t('detail.description')}>
              {item.description ? <FreeText as="p" className="inv-text">{item.description}</FreeText> : <p className="inv-text">{t('common.none')}</p>}
            </Row>
          </dl>
        </Panel>
        <Panel title={t('detail.inventoryDetails')} id="inventory-stock">
          <dl>
            <Row label={t('detail.currentStock')}>{unitCount(item.quantity, item.unit)}</Row>
            <Row label={t('detail.minimumStock')}>{unitCount(item.minimumQuantity, item.unit)}</Row>
            <Row label={t('detail.maximumStock')}>{unitCount(item.maximumQuantity, item.unit)}</Row>
            <Row label={t('detail.unitType')}>{unit}</Row>
          </dl>
        </Panel>
        <Panel title={t('detail.pricing')} id="inventory-pricing">
          <dl>
            <Row label={t('detail.unitPrice')}>
              <span dir="ltr">{usd(item.unitPrice)}</span>
            </Row>
            <Row label={t('detail.costPrice')}>
              <span dir="ltr">{usd(item.costPrice)}</span>
            </Row>
            <Row label={t('detail.margin')}>
              <span dir="ltr">{formatUsd(inventoryMarginCents(item))}</span>
            </Row>
            <Row label={t('detail.totalValue')}>
              <span dir="ltr">{formatUsd(inventoryTotalValueCents(item))}</span>
            </Row>
          </dl>
        </Panel>
        <Panel title={t('detail.locationSupplier')} id="inventory-location">
          <dl>
            <Row label={t('detail.location')}>{item.location ? <FreeText>{item.location}</FreeText> : t('common.notSpecified')}</Row>
            <Row label={t('detail.supplier')}>{item.supplier ? <FreeText>{item.supplier}</FreeText> : t('common.notSpecified')}</Row>
          </dl>
        </Panel>
        <Panel title={t('detail.dates')} id="inventory-dates">
          <dl>
            <Row label={t('detail.expirationDate')}>
              {dateText(item.expirationDate)}
              {item.expired && <span className="inv-danger">{` ${t('detail.expiredMark')}`}</span>}
            </Row>
            <Row label={t('detail.createdAt')}>{dateText(item.createdAt)}</Row>
            <Row label={t('detail.updatedAt')}>{dateText(item.updatedAt)}</Row>
          </dl>
        </Panel>
        <Panel title={t('detail.notes')} id="inventory-notes">
          {item.notes ? <FreeText as="p" className="inv-text">{item.notes}</FreeText> : <p className="inv-text">{t('common.none')}</p>}
        </Panel>
        <HistoryPanel id={item.id} />
        <ChangeHistory path={`inventory/${item.id}/changes`} version={item.updatedAt} className="inv-panel inv-panel--full" fields={historyFields} />
        <ExpensesPanel id={item.id} />
      </div>
      <DeleteDialog item={deleting ? item : null} onCancel={() => setDeleting(false)} onConfirm={confirmDelete} />
    </div>
  );
}

/** The loading, Item Not Found and loaded states of /admin/inventory/{id} (docs/domains/inventory.md#item-detail). */
export function InventoryDetail() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const { data: item, error } = useItem(id);
  const notFound = useLoadFailure(error, { stayWhenNotFound: true });
  usePageTitle(NS, 'meta.detail');
  if (item) return <ItemView item={item} />;
  if (notFound) {
    return (
      <div className="screen inv-not-found">
        <h1>{t('detail.notFoundTitle')}</h1>
        <p className="inv-muted">{t('detail.notFoundBody')}</p>
        <Link to={LIST}>{t('detail.returnToInventory')}</Link>
      </div>
    );
  }
  return error ? null : (
    <div className="screen">
      <Spinner label={t('detail.loading')} />
    </div>
  );
}
