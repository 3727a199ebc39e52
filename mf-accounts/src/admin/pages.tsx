import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMPANY } from '@hvac/web-kit';
import { NS } from './i18n';
import { AnalyticsPanel } from './analytics/AnalyticsPanel';
import { UserManagement } from './users/UserManagement';
import './admin.css';

function useTitle(key: 'dashboard' | 'users') {
  const { t, i18n } = useTranslation(NS);
  useEffect(() => {
    document.title = t(`meta.${key}`, { company: COMPANY.name });
  }, [key, t, i18n.language]);
}

/** The module screens the dashboard links to (docs/domains/accounts.md#admin-dashboard). */
const MODULES = [
  ['serviceRequests', '/admin/service-requests-management'],
  ['estimates', '/admin/estimates'],
  ['quotes', '/admin/quotes'],
  ['invoices', '/admin/invoices'],
  ['expenses', '/admin/expenses'],
  ['taxReporting', '/admin/tax-reporting'],
  ['inventory', '/admin/inventory'],
] as const;

export function AdminDashboardPage() {
  const { t } = useTranslation(NS);
  useTitle('dashboard');
  return (
    <div className="container container-wide admin-page">
      <h1>{t('dashboard.heading')}</h1>
      <p className="admin-intro">{t('dashboard.intro')}</p>
      <nav aria-label={t('dashboard.modules')} className="admin-modules">
        <h2>{t('dashboard.modules')}</h2>
        <ul>
          {MODULES.map(([key, to]) => (
            <li key={key}>
              <Link to={to}>{t(`dashboard.links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <AnalyticsPanel />
      <UserManagement />
    </div>
  );
}

export function AdminUsersPage() {
  useTitle('users');
  return (
    <div className="container container-wide admin-page">
      <UserManagement heading="h1" />
    </div>
  );
}
