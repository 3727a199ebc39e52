import { Route } from 'react-router-dom';
import { SignedIn } from '../shared/access';
import { screen } from '../shared/screen';

const EstimateList = screen(() => import(/* webpackChunkName: "estimates" */ './EstimateList'), 'EstimateList');

/** The estimate routes of docs/domains/billing.md#screens. */
export function estimateRoutes() {
  return (
    <>
      <Route
        path="/admin/estimates"
        element={
          <SignedIn>
            <EstimateList />
          </SignedIn>
        }
      />
    </>
  );
}
