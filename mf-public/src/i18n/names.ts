/**
 * The remote's namespaces by name. Importing a name does not register its strings, so a module shared by
 * every page (usePageMeta) can look a page's words up without bringing them into the bundle `/` downloads.
 */
export const NS = 'public';
/** The about, testimonials, contact, blog and sitemap pages (./pages.ts). */
export const PAGES_NS = 'public-pages';
/** The services list, the service pages and the request-quote page (./services.ts). */
export const SERVICES_NS = 'public-services';
