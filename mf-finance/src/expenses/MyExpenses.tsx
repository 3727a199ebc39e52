import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canEditExpense, type Expense } from '@hvac/contracts/finance';
import { useSession } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { usePageTitle } from '@hvac/web-kit/screens';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { ResponsiveList, type ListColumn } from '@hvac/ui/list';
import { NS } from './i18n';
import { useFailureText, useMyExpenseList } from './queries';
import { ExpenseStatusBadge, usd } from './shared';

/**
 * /admin/expenses/mine (issue 28): the signed-in user's own expenses, newest first (GET
 * /expenses?mine=true), with Add expense; where a technician lands after an expense, since the list is for
 * admin and manager only.
 */
export function MyExpenses() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.mine');
  const describe = useFailureText();
  const user = useSession((s) => s.user);
  const { rows, error, loading, hasMore, loadingMore, showMore } = useMyExpenseList();

  const columns: ListColumn<Expense>[] = [
    { key: 'number', header: t('list.number'), nowrap: true, render: (e) => <span className="fn-strong" dir="ltr">{e.expenseNumber}</span> },
    { key: 'title', header: t('list.title'), render: (e) => <span dir="auto">{e.title}</span> },
    { key: 'date', header: t('list.date'), nowrap: true, render: (e) => formatDate(e.expenseDate) },
    { key: 'amount', header: t('list.amount'), className: 'fn-amount', render: (e) => <span dir="ltr">{usd(e.amount)}</span> },
    { key: 'status', header: t('list.status'), render: (e) => <ExpenseStatusBadge status={e.status} /> },
    {
      key: 'actions',
      header: t('list.actions'),
      render: (e) => (
        <>
          <Link to={`/admin/expenses/${e.id}`} aria-label={t('list.viewFor', { number: e.expenseNumber })}>
            {t('common.view')}
          </Link>
          {canEditExpense(user, e) && (
            <Link to={`/admin/expenses/${e.id}/edit`} aria-label={t('list.editFor', { number: e.expenseNumber })}>
              {t('common.edit')}
            </Link>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="screen screen--wide">
      <div className="fn-head">
        <div>
          <h1>{t('mine.heading')}</h1>
          <p className="fn-muted">{t('mine.subtitle')}</p>
        </div>
        <div className="fn-actions">
          <Link className="btn btn-primary btn-md" to="/admin/expenses/new">
            {t('list.create')}
          </Link>
        </div>
      </div>
      {error !== null && <ErrorBox>{describe(error, 'messages.fetchExpenses')}</ErrorBox>}
      {rows === null && loading && <Spinner label={t('list.loading')} />}
      {rows !== null && (
        <ResponsiveList
          caption={t('mine.heading')}
          columns={columns}
          card={{ title: 'number', status: 'status', amount: 'amount', action: 'actions' }}
          rows={rows}
          rowKey={(e) => e.id}
          empty={<p className="fn-empty">{t('mine.empty')}</p>}
        />
      )}
      {hasMore && (
        <Button variant="secondary" onClick={showMore} loading={loadingMore}>
          {t('list.showMore')}
        </Button>
      )}
    </div>
  );
}
