import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { Spinner } from '@hvac/ui';
import { ManagersOnly } from '../service-requests/shared';

const DispatchBoard = lazy(() => import('./DispatchBoard').then((m) => ({ default: m.DispatchBoard })));

/** /admin/dispatch (docs/domains/service-requests.md#dispatch-board): admins and managers, as the request screens. */
export function dispatchRoutes() {
  return (
    <Route
      path="/admin/dispatch"
      element={
        <ManagersOnly>
          <Suspense fallback={<Spinner />}>
            <DispatchBoard />
          </Suspense>
        </ManagersOnly>
      }
    />
  );
}
