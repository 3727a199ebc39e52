import '@hvac/ui/styles';
import './styles/shell.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from '@hvac/web-kit';
import { loadRemotesConfig } from '@hvac/federation/browser';
import { App } from './App';

initI18n();
// Start reading /remotes.json while React renders the layout; a failure is retried on first use.
loadRemotesConfig().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
