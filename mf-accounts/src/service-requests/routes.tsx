import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireAuth, RequireRole } from '@hvac/web-kit/screens';
import { Spinner } from '@hvac/ui';
import { MANAGER_ROLES } from '@hvac/contracts';
import { ManagersOnly } from './shared';

// The back-office screens load on first visit, so /login and /register do not carry them.
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const ServiceRequestList = screen(() => import('./ServiceRequestList'), 'ServiceRequestList');
const ServiceRequestManagement = screen(() => import('./ServiceRequestManagement'), 'ServiceRequestManagement');
const ServiceRequestDetail = screen(() => import('./ServiceRequestDetail'), 'ServiceRequestDetail');
const MyServiceRequests = screen(() => import('./MyServiceRequests'), 'MyServiceRequests');

const loading = (children: ReactNode) => <Suspense fallback={<Spinner />}>{children}</Suspense>;

/**
 * The service-request routes of docs/domains/service-requests.md#screens with the access rules of #roles: list and management refuse
 * other roles in words, the detail sends them to /login, My Service Requests needs a session.
 */
export function serviceRequestRoutes() {
  return (
    <>
      <Route path="/admin/service-requests" element={<ManagersOnly>{loading(<ServiceRequestList />)}</ManagersOnly>} />
      <Route path="/admin/service-requests-management" element={<ManagersOnly>{loading(<ServiceRequestManagement />)}</ManagersOnly>} />
      <Route
        path="/admin/service-requests/:id"
        element={
          <RequireRole roles={MANAGER_ROLES} redirectTo="/login">
            {loading(<ServiceRequestDetail />)}
          </RequireRole>
        }
      />
      <Route path="/my-service-requests" element={<RequireAuth>{loading(<MyServiceRequests />)}</RequireAuth>} />
    </>
  );
}
