import { registerTranslations } from '@hvac/web-kit';
import { SERVICES_NS } from './names';
import en from './services/en.json';

/**
 * Strings of the services list, the service pages and the request-quote page (and the service names
 * the sitemap lists). They travel with those pages' chunks instead of the remote's main bundle, which
 * every visitor of `/` downloads.
 */
export { SERVICES_NS };

registerTranslations(SERVICES_NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-public-services-fa" */ './services/fa.json'),
  es: () => import(/* webpackChunkName: "i18n-public-services-es" */ './services/es.json'),
});
