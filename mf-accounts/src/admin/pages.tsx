import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_ROLES } from '@hvac/contracts';
import { COMPANY } from '@hvac/web-kit';
import { hasRole, useRole } from '@hvac/web-kit/screens';
import { NS } from './i18n';
import { AnalyticsPanel } from './analytics/AnalyticsPanel';
import { Overview } from './overview/Overview';
import { UserManagement } from './users/UserManagement';
import './admin.css';

function useTitle(key: 'dashboard' | 'managerDashboard' | 'users' | 'analytics') {
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

/** The home of admins and managers: a manager's shows the modules, an admin's also the analytics and the users. */
export function AdminDashboardPage() {
  const { t } = useTranslation(NS);
  const admin = hasRole(useRole(), ADMIN_ROLES);
  useTitle(admin ? 'dashboard' : 'managerDashboard');
  return (
    <div className="container container-wide admin-page">
      <h1>{admin ? t('dashboard.heading') : t('dashboard.managerHeading')}</h1>
      <p className="admin-intro">{admin ? t('dashboard.intro') : t('dashboard.managerIntro')}</p>
      <Overview />
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
      {admin && <AnalyticsPanel />}
      {admin && <UserManagement />}
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

/** The analytics panel as a page of its own, the navigation's Site Analytics (admin only). */
export function AdminAnalyticsPage() {
  useTitle('analytics');
  return (
    <div className="container container-wide admin-page">
      <AnalyticsPanel heading="h1" />
    </div>
  );
}
