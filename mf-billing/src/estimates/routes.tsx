import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { RequireAuth } from '@hvac/web-kit/screens';
import { SignedIn, StaffOnly } from '../shared/access';
import { InReadersArea } from '../shared/places';

const EstimateList = lazyScreen(() => import(/* webpackChunkName: "estimates" */ './EstimateList'), 'EstimateList');
const EstimateDetail = lazyScreen(() => import(/* webpackChunkName: "estimate-detail" */ './EstimateDetail'), 'EstimateDetail');
const EstimateCreate = lazyScreen(() => import(/* webpackChunkName: "estimate-forms" */ './EstimateForms'), 'EstimateCreate');
const EstimateEdit = lazyScreen(() => import(/* webpackChunkName: "estimate-forms" */ './EstimateForms'), 'EstimateEdit');

/**
 * The estimate routes of docs/domains/billing.md#screens: list and detail for anyone signed in, forms for
 * staff; a client reads an estimate in their own area (docs/domains/billing.md#a-clients-pages).
 */
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
            <InReadersArea kind="estimate" area="staff">
              <EstimateDetail />
            </InReadersArea>
          </SignedIn>
        }
      />
      <Route
        path="/my-quotes-and-invoices/estimates/:estimateId"
        element={
          <RequireAuth>
            <InReadersArea kind="estimate" area="client">
              <EstimateDetail />
            </InReadersArea>
          </RequireAuth>
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
