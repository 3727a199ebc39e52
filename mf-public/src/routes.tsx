import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@hvac/ui';
import './i18n';
import './public.css';
import { HomePage } from './home/HomePage';

/**
 * Exposed as `mf_public/routes`; the shell mounts it under `/*` for the prefixes this remote owns.
 * Only the home page exists so far; the other public paths get the shared 404 until their issues land.
 */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
