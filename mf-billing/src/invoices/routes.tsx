import { Route } from 'react-router-dom';
import { SignedIn, StaffOnly } from '../shared/access';
import { screen } from '../shared/screen';
import './i18n';

const InvoiceList = screen(() => import(/* webpackChunkName: "invoices" */ './InvoiceList'), 'InvoiceList');
const InvoicePending = screen(() => import(/* webpackChunkName: "invoices" */ './InvoicePending'), 'InvoicePending');

/** The invoice routes of docs/domains/billing.md#screens; a client reads their own invoices, staff make and change them. */
export function invoiceRoutes() {
  return (
    <>
      <Route path="/admin/invoices" element={<SignedIn><InvoiceList /></SignedIn>} />
      <Route path="/admin/invoices/new" element={<StaffOnly><InvoicePending /></StaffOnly>} />
      <Route path="/admin/invoices/view/:invoiceId" element={<SignedIn><InvoicePending /></SignedIn>} />
      <Route path="/admin/invoices/edit/:invoiceId" element={<StaffOnly><InvoicePending /></StaffOnly>} />
    </>
  );
}
