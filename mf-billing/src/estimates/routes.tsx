import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { SignedIn, StaffOnly } from '../shared/access';

const EstimateList = lazyScreen(() => import(/* webpackChunkName: "estimates" */ './EstimateList'), 'EstimateList');
const EstimateDetail = lazyScreen(() => import(/* webpackChunkName: "estimate-detail" */ './EstimateDetail'), 'EstimateDetail');
const EstimateCreate = lazyScreen(() => import(/* webpackChunkName: "estimate-forms" */ './EstimateForms'), 'EstimateCreate');
const EstimateEdit = lazyScreen(() => import(/* webpackChunkName: "estimate-forms" */ './EstimateForms'), 'EstimateEdit');

/** The estimate routes of docs/domains/billing.md#screens: list and detail for anyone signed in, forms for staff. */
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
      <Route
        path="/admin/estimates/new"
        element={
          <StaffOnly>
            <EstimateCreate />
          </StaffOnly>
        }
      />
      <Route
        path="/admin/estimates/view/:estimateId"
        element={
          <SignedIn>
            <EstimateDetail />
          </SignedIn>
        }
      />
      <Route
        path="/admin/estimates/edit/:estimateId"
        element={
          <StaffOnly>
            <EstimateEdit />
          </StaffOnly>
        }
      />
    </>
  );
}
