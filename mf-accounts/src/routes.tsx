import { Route, Routes } from 'react-router-dom';
import { useTranslationsLoaded } from '@hvac/web-kit';
import { RequireAuth } from '@hvac/web-kit/screens';
import { NotFound } from '@hvac/ui';
import './i18n';
import './accounts.css';
import { adminRoutes } from './admin/routes';
import { homeRoutes } from './homes/routes';
import { LoginPage } from './login/LoginPage';
import { ForgotPasswordPage } from './password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from './password-reset/ResetPasswordPage';
import { ProfileSettingsPage } from './profile/ProfileSettingsPage';
import { RegisterPage } from './register/RegisterPage';
import { serviceRequestRoutes } from './service-requests/routes';
import { dispatchRoutes } from './dispatch/routes';
import { visitRoutes } from './visits/routes';
import { usePageMeta } from './shared/usePageMeta';

/** A path under this remote's prefixes that no screen answers yet (the admin screens of later issues). */
function NotFoundPage() {
  usePageMeta('notFound');
  return <NotFound />;
}

/** Exposed as `mf_accounts/routes`; the shell mounts it under `/*` for the prefixes this remote owns. */
export default function AccountsRoutes() {
  useTranslationsLoaded();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route
        path="/profile-settings"
        element={
          <RequireAuth>
            <ProfileSettingsPage />
          </RequireAuth>
        }
      />
      {homeRoutes()}
      {serviceRequestRoutes()}
      {visitRoutes()}
      {dispatchRoutes()}
      {adminRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
