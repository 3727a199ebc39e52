import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ADMIN_ROLES } from '@hvac/contracts';
import { RequireRole } from '@hvac/web-kit';
import { Spinner } from '@hvac/ui';
import '@hvac/ui/history/i18n';
import './i18n';

// The admin screens (and the chart library behind them) load on first visit only.
const AdminDashboardPage = lazy(() => import('./pages').then((m) => ({ default: m.AdminDashboardPage })));
const AdminUsersPage = lazy(() => import('./pages').then((m) => ({ default: m.AdminUsersPage })));

const adminOnly = (children: ReactNode) => (
  <RequireRole roles={ADMIN_ROLES} redirectTo="/">
    <Suspense fallback={<Spinner />}>{children}</Suspense>
  </RequireRole>
);

/** docs/domains/accounts.md#roles: dashboard, user list, edit, delete and analytics are admin only; anyone else goes to '/'. */
export function adminRoutes() {
  return (
    <>
      <Route path="/admin/dashboard" element={adminOnly(<AdminDashboardPage />)} />
      <Route path="/admin/users" element={adminOnly(<AdminUsersPage />)} />
    </>
  );
}
