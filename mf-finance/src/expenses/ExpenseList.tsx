import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { todayIn } from '@hvac/contracts';
import { EXPENSE_FILTER_CATEGORIES, EXPENSE_STATUSES, type Expense } from '@hvac/contracts/finance';
import { formatDate } from '@hvac/web-kit/formatters';
import { usePageTitle, useUrlFilters } from '@hvac/web-kit/screens';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { ConfirmDialog, Field, Input, Select } from '@hvac/ui/forms';
import { ResponsiveList, type ListColumn } from '@hvac/ui/list';
import { exportExpenses, NO_FILTERS, type ExpenseFilters } from './api';
import { NS } from './i18n';
import { useDeleteExpense, useExpenseList, useExpenseSummary, useFailureText } from './queries';
import { ExpenseStatusBadge, usd } from './shared';

const SEARCH_DELAY_MS = 300;
const LIST = '/admin/expenses';

/** The four cards over the current calendar year (docs/domains/finance.md#screens). */
function SummaryCards({ year }: { year: number }) {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  const { data: summary, error } = useExpenseSummary(`${year}-01-01`, `${year}-12-31`);
  const cards = summary
    ? [
        { key: 'totalAmount', value: usd(summary.totalAmount) },
        { key: 'taxDeductibleAmount', value: usd(summary.taxDeductibleAmount) },
        { key: 'pendingAmount', value: usd(summary.pendingAmount) },
        { key: 'totalExpenses', value: summary.totalExpenses.toLocaleString('en-US') },
      ]
    : [];
  return (
    <section aria-labelledby="expense-summary">
      <h2 id="expense-summary" className="fn-subheading">
        {t('list.summaryHeading', { year })}
      </h2>
      {error && <ErrorBox>{describe(error, 'messages.fetchSummary')}</ErrorBox>}
      {!summary && !error && <Spinner />}
      {summary && (
        <dl className="fn-cards">
          {cards.map((card) => (
            <div key={card.key} className="fn-card" data-card={card.key}>
              <dt>{t(`list.${card.key}`)}</dt>
              <dd dir="ltr">{card.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * /admin/expenses for admin and manager: the year's summary, filters the server applies, the table with
 * "Show more" for the next 100, Delete after a confirmation, and Export of the filtered year as CSV.
 */
export function ExpenseList() {
  const { t, i18n } = useTranslation(NS);
  const describe = useFailureText();
  usePageTitle(NS, 'meta.list');
  const year = Number(todayIn().slice(0, 4));
  // In the address, so the overview's link (`?status=pending`) opens the list it counts.
  const [filters, set] = useUrlFilters<ExpenseFilters>(NO_FILTERS);
  const [searchInput, setSearchInput] = useState(filters.searchTerm);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const { rows, error, loading, hasMore, loadingMore, showMore } = useExpenseList(filters);
  const remove = useDeleteExpense();

  useEffect(() => {
    const timer = setTimeout(() => searchInput !== filters.searchTerm && set({ searchTerm: searchInput }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, filters.searchTerm, set]);
  const filtered = searchInput !== '' || Object.entries(filters).some(([, v]) => v !== '');

  const runExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportExpenses(filters, year, i18n.resolvedLanguage ?? 'en');
    } catch (err) {
      setExportError(describe(err, 'messages.exportExpenses'));
    } finally {
      setExporting(false);
    }
  };

  const columns: ListColumn<Expense>[] = [
    { key: 'number', header: t('list.number'), nowrap: true, render: (e) => <span className="fn-strong" dir="ltr">{e.expenseNumber}</span> },
    { key: 'title', header: t('list.title'), render: (e) => e.title },
    { key: 'category', header: t('list.category'), render: (e) => t(`categories.${e.category}`, { defaultValue: e.category }) },
    { key: 'date', header: t('list.date'), nowrap: true, render: (e) => formatDate(e.expenseDate) },
    { key: 'vendor', header: t('list.vendor'), render: (e) => e.vendor ?? t('common.none') },
    { key: 'amount', header: t('list.amount'), className: 'fn-amount', render: (e) => <span dir="ltr">{usd(e.amount)}</span> },
    { key: 'status', header: t('list.status'), render: (e) => <ExpenseStatusBadge status={e.status} /> },
    {
      key: 'actions',
      header: t('list.actions'),
      render: (e) => (
        <>
          <Link to={`${LIST}/${e.id}`} aria-label={t('list.viewFor', { number: e.expenseNumber })}>
            {t('common.view')}
          </Link>
          <Link to={`${LIST}/${e.id}/edit`} aria-label={t('list.editFor', { number: e.expenseNumber })}>
            {t('common.edit')}
          </Link>
          <Button variant="link" className="fn-danger" aria-label={t('list.deleteFor', { number: e.expenseNumber })} onClick={() => setDeleting(e)}>
            {t('common.delete')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <div className="screen screen--wide">
      <div className="fn-head">
        <div>
          <h1>{t('list.heading')}</h1>
          <p className="fn-muted">{t('list.subtitle')}</p>
        </div>
        <div className="fn-actions">
          <Button variant="secondary" onClick={() => void runExport()} loading={exporting}>
            {exporting ? t('list.exporting') : t('list.export')}
          </Button>
          <Link className="btn btn-primary btn-md" to={`${LIST}/new`}>
            {t('list.create')}
          </Link>
        </div>
      </div>
      {exportError && <ErrorBox>{exportError}</ErrorBox>}
      <SummaryCards year={year} />
      <section className="fn-toolbar" role="search" aria-label={t('list.filtersHeading')}>
        <Field label={t('list.search')} htmlFor="expenses-search" hint={t('list.searchHint')}>
          <Input type="search" maxLength={200} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        </Field>
        <Field label={t('list.category')} htmlFor="expenses-category">
          <Select value={filters.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">{t('list.allCategories')}</option>
            {EXPENSE_FILTER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('list.status')} htmlFor="expenses-status">
          <Select value={filters.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t('list.allStatuses')}</option>
            {EXPENSE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('list.dateFrom')} htmlFor="expenses-from">
          <Input type="date" value={filters.dateFrom} max={filters.dateTo || undefined} onChange={(e) => set({ dateFrom: e.target.value })} />
        </Field>
        <Field label={t('list.dateTo')} htmlFor="expenses-to">
          <Input type="date" value={filters.dateTo} min={filters.dateFrom || undefined} onChange={(e) => set({ dateTo: e.target.value })} />
        </Field>
        {filtered && (
          <Button
            variant="link"
            className="fn-clear"
            onClick={() => {
              setSearchInput('');
              set(NO_FILTERS);
            }}
          >
            {t('list.clearFilters')}
          </Button>
        )}
      </section>
      {remove.isError && <ErrorBox>{describe(remove.error, 'messages.deleteExpense')}</ErrorBox>}
      {error !== null && <ErrorBox>{describe(error, 'messages.fetchExpenses')}</ErrorBox>}
      {rows === null && loading && <Spinner label={t('list.loading')} />}
      {rows !== null && (
        <ResponsiveList
          caption={t('list.caption')}
          columns={columns}
          card={{ title: 'number', party: 'vendor', status: 'status', amount: 'amount', action: 'actions' }}
          rows={rows}
          rowKey={(e) => e.id}
          empty={<p className="fn-empty">{t('list.empty')}</p>}
        />
      )}
      {hasMore && (
        <Button variant="secondary" onClick={showMore} loading={loadingMore}>
          {t('list.showMore')}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        item={t('list.item')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutateAsync(deleting.id).finally(() => setDeleting(null))}
      />
    </div>
  );
}
