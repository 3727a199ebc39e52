import { registerTranslations } from '@hvac/web-kit';
import en from './i18n/en.json';

export const HISTORY_NS = 'ui-history';

// Also its own subpath (@hvac/ui/history/i18n): a remote's routes import it with their own namespaces, so
// the words are registered before a lazily loaded detail screen draws the panel, not while it loads.
registerTranslations(HISTORY_NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-ui-history-fa" */ './i18n/fa.json'),
  es: () => import(/* webpackChunkName: "i18n-ui-history-es" */ './i18n/es.json'),
});
