import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { RequireAuth } from '@hvac/web-kit/screens';
import { SignedIn, StaffOnly } from '../shared/access';
import { InReadersArea } from '../shared/places';
import './i18n';

const InvoiceList = lazyScreen(() => import(/* webpackChunkName: "invoices" */ './InvoiceList'), 'InvoiceList');
const InvoiceDetail = lazyScreen(() => import(/* webpackChunkName: "invoice-detail" */ './InvoiceDetail'), 'InvoiceDetail');
const InvoiceCreate = lazyScreen(() => import(/* webpackChunkName: "invoice-forms" */ './InvoiceForms'), 'InvoiceCreate');
const InvoiceEdit = lazyScreen(() => import(/* webpackChunkName: "invoice-forms" */ './InvoiceForms'), 'InvoiceEdit');

/**
 * The invoice routes of docs/domains/billing.md#screens; staff make and change invoices, a client reads their
 * own in their own area (docs/domains/billing.md#a-clients-pages).
 */
export function invoiceRoutes() {
  return (
    <>
      <Route
        path="/admin/invoices"
        element={
          <SignedIn>
            <InvoiceList />
          </SignedIn>
        }
      />
      <Route
        path="/admin/invoices/new"
        element={
          <StaffOnly>
            <InvoiceCreate />
          </StaffOnly>
        }
      />
      <Route
        path="/admin/invoices/view/:invoiceId"
        element={
          <SignedIn>
            <InReadersArea kind="invoice" area="staff">
              <InvoiceDetail />
            </InReadersArea>
          </SignedIn>
        }
      />
      <Route
        path="/my-quotes-and-invoices/invoices/:invoiceId"
        element={
          <RequireAuth>
            <InReadersArea kind="invoice" area="client">
              <InvoiceDetail />
            </InReadersArea>
          </RequireAuth>
        }
      />
      <Route
        path="/admin/invoices/edit/:invoiceId"
        element={
          <StaffOnly>
            <InvoiceEdit />
          </StaffOnly>
        }
      />
    </>
  );
}
