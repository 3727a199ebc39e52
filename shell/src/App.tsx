import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Toast } from '@hvac/ui';
import { usePageViewBeacon } from './analytics/usePageViewBeacon';
import { SHELL_NS } from './i18n';
import { EmergencyBanner } from './layout/EmergencyBanner';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { BookingDialogHost } from './remotes/BookingDialogHost';
import { RemoteOutlet } from './remotes/RemoteOutlet';

/** The global layout (docs/domains/public-site.md#global-layout) around whichever remote owns the current path. */
export function App() {
  const { t } = useTranslation(SHELL_NS);
  usePageViewBeacon();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <EmergencyBanner />
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Routes>
          <Route path="*" element={<RemoteOutlet />} />
        </Routes>
      </main>
      <Footer />
      <BookingDialogHost />
      <Toast />
    </div>
  );
}
