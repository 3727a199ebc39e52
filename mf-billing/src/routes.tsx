import { Route, Routes } from 'react-router-dom';
import { useTranslationsLoaded } from '@hvac/web-kit';
import { RequireAuth } from '@hvac/web-kit/screens';
import { NotFound } from '@hvac/ui';
import { lazyScreen } from '@hvac/ui/screens';
import '@hvac/ui/history/i18n';
import './i18n';
import './billing.css';
import { estimateRoutes } from './estimates/routes';
import { invoiceRoutes } from './invoices/routes';
import { quoteRoutes } from './quotes/routes';
import { usePageTitle } from './shared/usePageTitle';

const MyDocuments = lazyScreen(() => import(/* webpackChunkName: "my-documents" */ './my/MyDocuments'), 'MyDocuments');

function NotFoundPage() {
  usePageTitle('notFound');
  return <NotFound />;
}

/** Exposed as `mf_billing/routes`; the shell mounts it for /admin/quotes*, /admin/estimates*, /admin/invoices* and the client's own list. */
export default function BillingRoutes() {
  useTranslationsLoaded();
  return (
    <Routes>
      {quoteRoutes()}
      {estimateRoutes()}
      {invoiceRoutes()}
      <Route
        // The client's own quotes and invoices, reached from the account menu (an entry of src/remote.json): an account page,
        // so a signed-out visitor goes to /login and back, as from My Service Requests (docs/domains/accounts.md#roles).
        path="/my-quotes-and-invoices"
        element={
          <RequireAuth>
            <MyDocuments />
          </RequireAuth>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
