import { Route, Routes } from 'react-router-dom';
import { useTranslationsLoaded } from '@hvac/web-kit';
import { NotFound } from '@hvac/ui';
import { itemRoutes } from './items/routes';
import { useInventoryTitle } from './i18n';
import './inventory.css';

function NotFoundPage() {
  useInventoryTitle('notFound');
  return <NotFound />;
}

/** Exposed as `mf_inventory/routes`; the shell mounts it for /admin/inventory*. */
export default function InventoryRoutes() {
  useTranslationsLoaded();
  return (
    <Routes>
      {itemRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
