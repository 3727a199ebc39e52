import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { Role } from '@hvac/contracts';
import { useSession } from '@hvac/web-kit';
import { RequireAuth } from '@hvac/web-kit/screens';
import { Spinner } from '@hvac/ui';
import { homeOf } from './homes';
import './i18n';
import './homes.css';

const StaffHome = lazy(() => import(/* webpackChunkName: "staff-home" */ './StaffHome').then((m) => ({ default: m.StaffHome })));
const ClientHome = lazy(() => import(/* webpackChunkName: "client-home" */ './ClientHome').then((m) => ({ default: m.ClientHome })));

/** The home of one role: a visitor signs in first and comes back; anyone of another role goes to their own home. */
function HomeFor({ role, children }: { role: Role; children: ReactNode }) {
  const own = useSession((s) => s.user?.role);
  return <RequireAuth>{own && own !== role ? <Navigate to={homeOf(own)} replace /> : <Suspense fallback={<Spinner />}>{children}</Suspense>}</RequireAuth>;
}

/** The homes of docs/domains/accounts.md#homes: staff's Today at /admin, a client's My Account at /my-account. */
export function homeRoutes() {
  return (
    <>
      <Route
        path="/admin"
        element={
          <HomeFor role="staff">
            <StaffHome />
          </HomeFor>
        }
      />
      <Route
        path="/my-account"
        element={
          <HomeFor role="client">
            <ClientHome />
          </HomeFor>
        }
      />
    </>
  );
}
