import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ADMIN_ROLES, MANAGER_ROLES, type Role } from '@hvac/contracts';
import { RequireRole } from '@hvac/web-kit/screens';
import { Spinner } from '@hvac/ui';
import '@hvac/ui/history/i18n';
import './i18n';

// The admin screens (and the chart library behind them) load on first visit only.
const AdminDashboardPage = lazy(() => import('./pages').then((m) => ({ default: m.AdminDashboardPage })));
const AdminUsersPage = lazy(() => import('./pages').then((m) => ({ default: m.AdminUsersPage })));
const AdminAnalyticsPage = lazy(() => import('./pages').then((m) => ({ default: m.AdminAnalyticsPage })));

const only = (roles: readonly Role[], children: ReactNode) => (
  <RequireRole roles={roles} redirectTo="/">
    <Suspense fallback={<Spinner />}>{children}</Suspense>
  </RequireRole>
);

/**
 * docs/domains/accounts.md#roles: the dashboard is the home of admins and managers (a manager's without the
 * admin's users and analytics); user list, edit, delete and analytics are admin only; anyone else goes to '/'.
 */
export function adminRoutes() {
  return (
    <>
      <Route path="/admin/dashboard" element={only(MANAGER_ROLES, <AdminDashboardPage />)} />
      <Route path="/admin/users" element={only(ADMIN_ROLES, <AdminUsersPage />)} />
      <Route path="/admin/analytics" element={only(ADMIN_ROLES, <AdminAnalyticsPage />)} />
    </>
  );
}
