import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes } from 'react-router-dom';
import { NotFound, Spinner } from '@hvac/ui';
import { languageOfPath, PREFIXED_LANGUAGES, withoutLanguage } from '@hvac/contracts';
import { DEFAULT_LANGUAGE, lazyPage, useTranslationsLoaded, type LazyPage } from '@hvac/web-kit';
import { NS } from './i18n';
import './public.css';
import { HomePage } from './home/HomePage';

// Every page but the home page is its own chunk, so a visitor's first load carries only what they open.
const services = lazyPage(() => import(/* webpackChunkName: "services" */ './services/ServicesPage').then((m) => m.ServicesPage));
const serviceDetail = lazyPage(() => import(/* webpackChunkName: "service-detail" */ './services/ServiceDetailPage').then((m) => m.ServiceDetailPage));
const about = lazyPage(() => import(/* webpackChunkName: "about" */ './about/AboutPage').then((m) => m.AboutPage));
const testimonials = lazyPage(() => import(/* webpackChunkName: "testimonials" */ './testimonials/TestimonialsPage').then((m) => m.TestimonialsPage));
const contact = lazyPage(() => import(/* webpackChunkName: "contact" */ './contact/ContactPage').then((m) => m.ContactPage));
const blogList = lazyPage(() => import(/* webpackChunkName: "blog" */ './blog/BlogListPage').then((m) => m.BlogListPage));
const blogPost = lazyPage(() => import(/* webpackChunkName: "blog-post" */ './blog/BlogPostPage').then((m) => m.BlogPostPage));
const legal = lazyPage(() => import(/* webpackChunkName: "legal" */ './legal/LegalPage').then((m) => m.LegalPage));
const sitemap = lazyPage(() => import(/* webpackChunkName: "sitemap" */ './legal/SitemapPage').then((m) => m.SitemapPage));
const requestQuote = lazyPage(() => import(/* webpackChunkName: "request-quote" */ './request-quote/RequestQuotePage').then((m) => m.RequestQuotePage));

/**
 * Each lazy route once: its path, its page's chunk (fetched early when a visitor lands on it) and what
 * it draws.
 */
const LAZY_ROUTES: { path: string; page: Pick<LazyPage<object>, 'preload'>; element: ReactNode }[] = [
  { path: '/services', page: services, element: <services.Component /> },
  { path: '/services/:serviceSlug', page: serviceDetail, element: <serviceDetail.Component /> },
  { path: '/about', page: about, element: <about.Component /> },
  { path: '/testimonials', page: testimonials, element: <testimonials.Component /> },
  { path: '/contact', page: contact, element: <contact.Component /> },
  { path: '/contact-us', page: contact, element: <contact.Component /> },
  { path: '/blog', page: blogList, element: <blogList.Component /> },
  { path: '/blog/:slug', page: blogPost, element: <blogPost.Component /> },
  { path: '/privacy-policy', page: legal, element: <legal.Component document="privacy" /> },
  { path: '/terms-of-service', page: legal, element: <legal.Component document="terms" /> },
  { path: '/sitemap', page: sitemap, element: <sitemap.Component /> },
  { path: '/request-quote', page: requestQuote, element: <requestQuote.Component /> },
];

/**
 * Settles once the page of the address this module was loaded for can render without suspending; the
 * shell waits for it (briefly) before its first paint. A failed download is left to the page's boundary.
 */
const bare = withoutLanguage(window.location.pathname);
const chunk = LAZY_ROUTES.find(({ path }) => matchPath(path, bare))?.page.preload() ?? Promise.resolve();
// A blog page's posts, a service page's service and the testimonials load alongside the page's chunk; on a public page the address names the language.
const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
const service = matchPath('/services/:slug', bare)?.params.slug;
const data = matchPath('/blog/*', bare)
  ? import(/* webpackChunkName: "blog-prefetch" */ './blog/prefetch').then((m) => m.prefetchBlog(bare, window.location.search, language))
  : service
    ? import(/* webpackChunkName: "service-prefetch" */ './services/content').then((m) => m.prefetchService(service, language))
    : matchPath('/testimonials', bare)
      ? import(/* webpackChunkName: "testimonials" */ './testimonials/reviews').then((m) => m.prefetchReviews())
      : undefined;
export const ready: Promise<void> = Promise.all([chunk, data]).then(
  () => undefined,
  () => undefined,
);

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return <Suspense fallback={<Spinner label={t('loadingPage')} className="pub-page-loading" />}>{children}</Suspense>;
}

/** The pages, relative to the language prefix their parent route matched (none for English). */
function Pages() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {LAZY_ROUTES.map(({ path, element }) => (
        <Route key={path} path={path} element={<Page>{element}</Page>} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * Exposed as `mf_public/routes`; the shell mounts it under `/*` for the prefixes this remote owns. The
 * same pages under `/es/…` and `/fa/…` (docs/domains/public-site.md#languages): the shell switches the
 * language from the address.
 */
export default function PublicRoutes() {
  useTranslationsLoaded();
  return (
    <Routes>
      {PREFIXED_LANGUAGES.map((lng) => (
        <Route key={lng} path={`/${lng}/*`} element={<Pages />} />
      ))}
      <Route path="/*" element={<Pages />} />
    </Routes>
  );
}
