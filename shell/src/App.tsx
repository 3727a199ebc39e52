import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Toast } from '@hvac/ui';
import { ClientOnly, useSession } from '@hvac/web-kit';
import { usePageViewBeacon } from './analytics/usePageViewBeacon';
import { BackOfficeLayout } from './back-office/BackOfficeLayout';
import { SHELL_NS } from './i18n';
import { usePathLanguage } from './language/usePathLanguage';
import { EmergencyBanner } from './layout/EmergencyBanner';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { BookingDialogHost } from './remotes/BookingDialogHost';
import { useRoute } from './remotes/config';
import { RemoteOutlet } from './remotes/RemoteOutlet';

/** A signed-in user on a page its remote declares `back-office` gets the frame; everyone else the site's layout. */
function useBackOffice(): boolean {
  const { pathname } = useLocation();
  const signedIn = useSession((s) => Boolean(s.token && s.user));
  return useRoute(pathname)?.layout === 'back-office' && signedIn;
}

/**
 * The global layout (docs/domains/public-site.md#global-layout) or the back-office frame
 * (docs/architecture.md#microfrontends) around whichever remote declares the current path.
 */
export function App() {
  const { t } = useTranslation(SHELL_NS);
  usePageViewBeacon();
  usePathLanguage();
  const main = (
    <main id="main" className="shell-main" tabIndex={-1}>
      <Routes>
        <Route path="*" element={<RemoteOutlet />} />
      </Routes>
    </main>
  );
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {useBackOffice() ? (
        <BackOfficeLayout>{main}</BackOfficeLayout>
      ) : (
        <>
          <EmergencyBanner />
          <Header />
          {main}
          <Footer />
        </>
      )}
      {/* A reader's own dialog and messages are never part of a captured page (docs/domains/public-site.md#search-engines). */}
      <ClientOnly>
        <BookingDialogHost />
        <Toast />
      </ClientOnly>
    </div>
  );
}
