import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUsPhone } from '@hvac/contracts';
import type { ServiceRequest } from '@hvac/contracts/requests';
import type { Expense } from '@hvac/contracts/finance';
import { formatCurrency, formatDate } from '@hvac/web-kit/formatters';
import { usePageTitle } from '@hvac/web-kit/screens';
import { FreeText, PhoneNumber } from '@hvac/ui';
import { StatusBadge } from '@hvac/ui/list';
import { NS } from './i18n';
import { useAssigned, usePendingExpenses } from './queries';
import { Section } from './Section';

function Job({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation(NS);
  const prefs = request.schedulingPreferences;
  return (
    <li className="home-card">
      <div className="home-card-head">
        <h3>{request.serviceType}</h3>
        <StatusBadge status={request.status} />
      </div>
      <dl>
        <dt>{t('staff.customer')}</dt>
        <dd>
          <FreeText>{request.contactFullName}</FreeText>
        </dd>
        <dt>{t('staff.address')}</dt>
        <dd>
          <FreeText>{[request.contactStreet, request.contactApartment, request.contactCity, request.contactZip].filter(Boolean).join(', ')}</FreeText>
        </dd>
        {request.contactPhone && (
          <>
            <dt>{t('staff.phone')}</dt>
            <dd>
              <a href={`tel:${request.contactPhone}`}>
                <PhoneNumber display={formatUsPhone(request.contactPhone)} />
              </a>
            </dd>
          </>
        )}
        {prefs.preferredDate1 && (
          <>
            <dt>{t('staff.preferred')}</dt>
            <dd>{[formatDate(prefs.preferredDate1), prefs.preferredTime1].filter(Boolean).join(' · ')}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

function PendingExpense({ expense }: { expense: Expense }) {
  return (
    <li>
      <Link to={`/admin/expenses/${expense.id}`}>
        <bdi dir="ltr">{expense.expenseNumber}</bdi>
      </Link>
      <FreeText>{expense.title}</FreeText>
      <span>{formatDate(expense.expenseDate)}</span>
      <span dir="ltr" className="home-amount">
        {formatCurrency(Number(expense.amount))}
      </span>
    </li>
  );
}

/**
 * /admin, a technician's home (issue 28; docs/domains/accounts.md#homes): the open service requests
 * assigned to them, their expenses waiting for a decision, and the two things they do most.
 */
export function StaffHome() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.staff');
  const jobs = useAssigned();
  const expenses = usePendingExpenses();
  return (
    <div className="container container-wide home-page">
      <header>
        <h1>{t('staff.heading')}</h1>
        <p className="home-intro">{t('staff.intro')}</p>
      </header>
      <nav aria-label={t('staff.actions')} className="home-actions">
        <Link className="btn btn-primary btn-md" to="/admin/expenses/new">
          {t('staff.addExpense')}
        </Link>
        <Link className="btn btn-secondary btn-md" to="/admin/inventory?scan=1">
          {t('staff.scanItem')}
        </Link>
      </nav>
      <Section id="home-jobs" heading={t('staff.requests')} data={jobs.data} error={jobs.error} loading={t('staff.requestsLoading')} failed={t('staff.requestsFailed')}>
        {(list) =>
          list.length === 0 ? (
            <p className="home-empty">{t('staff.requestsEmpty')}</p>
          ) : (
            <ul className="home-cards">
              {list.map((request) => (
                <Job key={request.id} request={request} />
              ))}
            </ul>
          )
        }
      </Section>
      <Section
        id="home-expenses"
        heading={t('staff.expenses')}
        data={expenses.data}
        error={expenses.error}
        loading={t('staff.expensesLoading')}
        failed={t('staff.expensesFailed')}
        more={<Link to="/admin/expenses/mine">{t('staff.allExpenses')}</Link>}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="home-empty">{t('staff.expensesEmpty')}</p>
          ) : (
            <ul className="home-rows">
              {list.map((expense) => (
                <PendingExpense key={expense.id} expense={expense} />
              ))}
            </ul>
          )
        }
      </Section>
    </div>
  );
}
