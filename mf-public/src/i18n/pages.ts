import { registerTranslations } from '@hvac/web-kit';
import en from './pages/en.json';
import { PAGES_NS } from './names';

/**
 * Strings of the about, testimonials, contact, blog and sitemap pages. They travel with those pages'
 * chunks instead of the remote's main bundle, which every visitor of `/` downloads.
 */
export { PAGES_NS };

registerTranslations(PAGES_NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-public-pages-fa" */ './pages/fa.json'),
  es: () => import(/* webpackChunkName: "i18n-public-pages-es" */ './pages/es.json'),
});
