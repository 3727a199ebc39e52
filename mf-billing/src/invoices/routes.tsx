import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { SignedIn, StaffOnly } from '../shared/access';
import './i18n';

const InvoiceList = lazyScreen(() => import(/* webpackChunkName: "invoices" */ './InvoiceList'), 'InvoiceList');
const InvoiceDetail = lazyScreen(() => import(/* webpackChunkName: "invoice-detail" */ './InvoiceDetail'), 'InvoiceDetail');
const InvoiceCreate = lazyScreen(() => import(/* webpackChunkName: "invoice-forms" */ './InvoiceForms'), 'InvoiceCreate');
const InvoiceEdit = lazyScreen(() => import(/* webpackChunkName: "invoice-forms" */ './InvoiceForms'), 'InvoiceEdit');

/** The invoice routes of docs/domains/billing.md#screens; a client reads their own invoices, staff make and change them. */
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
            <InvoiceDetail />
          </SignedIn>
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
