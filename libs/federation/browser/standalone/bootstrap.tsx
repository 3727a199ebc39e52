import '@hvac/ui/styles';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import i18next from 'i18next';
import { Toast } from '@hvac/ui';
import { changeLanguage, i18nReady, initI18n, LANGUAGES, type Language } from '@hvac/web-kit';
import RemoteRoutes from 'hvac-standalone-routes';

/** Language names are shown in their own language, as in the shell's selector. */
const NAMES: Record<Language, string> = { en: 'English', fa: 'فارسی', es: 'Español' };

const subscribe = (notify: () => void) => {
  i18next.on('languageChanged', notify);
  return () => i18next.off('languageChanged', notify);
};

/** The dev host's only chrome: a language switch, so a team can check all three languages alone. */
function DevBar() {
  const lng = useSyncExternalStore(subscribe, () => i18next.resolvedLanguage ?? 'en');
  return (
    <nav style={{ display: 'flex', gap: '0.5rem', padding: '0.5rem 1rem', background: '#f3f6f9' }} aria-label="Language">
      {LANGUAGES.map((code) => (
        <button key={code} type="button" lang={code} aria-pressed={lng === code} onClick={() => void changeLanguage(code)}>
          {NAMES[code]}
        </button>
      ))}
    </nav>
  );
}

initI18n();
// Mount once the detected language's strings are in, as the shell does; English if they cannot load.
const mount = () => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <DevBar />
        <main className="container">
          <RemoteRoutes />
        </main>
        <Toast />
      </BrowserRouter>
    </StrictMode>,
  );
};
void i18nReady().then(mount, mount);
