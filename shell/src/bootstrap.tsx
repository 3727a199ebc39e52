import '@hvac/ui/styles';
import './styles/shell.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { i18nReady, initI18n } from '@hvac/web-kit';
import { loadRemotesConfig } from '@hvac/federation/browser';
import { App } from './App';

initI18n();
// Start reading /remotes.json while the active language's strings download; a failure is retried on first use.
loadRemotesConfig().catch(() => undefined);

const mount = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
// A Persian or Spanish reader's first paint is already in their language; if the download fails,
// the page still mounts in English rather than staying blank.
void i18nReady().then(mount, mount);
