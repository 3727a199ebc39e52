import { Route, Routes } from 'react-router-dom';
import { useTranslationsLoaded } from '@hvac/web-kit';
import { NotFound } from '@hvac/ui';
import { expenseRoutes } from './expenses/routes';
import { taxRoutes } from './tax/routes';
import { useFinanceTitle } from './i18n';
import './finance.css';

function NotFoundPage() {
  useFinanceTitle('notFound');
  return <NotFound />;
}

/** Exposed as `mf_finance/routes`; the shell mounts it for /admin/expenses* and /admin/tax-reporting. */
export default function FinanceRoutes() {
  useTranslationsLoaded();
  return (
    <Routes>
      {expenseRoutes()}
      {taxRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
