import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { STAFF_ROLES } from '@hvac/contracts';
import { RequireRole } from '@hvac/web-kit/screens';
import { Spinner } from '@hvac/ui';

// Loaded on first visit, so the other screens do not carry the phone's code.
const MyJobs = lazy(() => import('./MyJobs').then((m) => ({ default: m.MyJobs })));

/** /my-jobs (docs/domains/service-requests.md#the-technicians-day): staff, and managers and admins for their own visits. */
export function visitRoutes() {
  return (
    <Route
      path="/my-jobs"
      element={
        <RequireRole roles={STAFF_ROLES} redirectTo="/login">
          <Suspense fallback={<Spinner />}>
            <MyJobs />
          </Suspense>
        </RequireRole>
      }
    />
  );
}
