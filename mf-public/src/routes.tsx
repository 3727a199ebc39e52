import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes } from 'react-router-dom';
import { NotFound, Spinner } from '@hvac/ui';
import { lazyPage, useTranslationsLoaded, type LazyPage } from '@hvac/web-kit';
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

/** The lazy page of each path pattern, for the page a visitor lands on to be fetched before it renders. */
const PAGES: [pattern: string, page: Pick<LazyPage<object>, 'preload'>][] = [
  ['/services', services],
  ['/services/:serviceSlug', serviceDetail],
  ['/about', about],
  ['/testimonials', testimonials],
  ['/contact', contact],
  ['/contact-us', contact],
  ['/blog', blogList],
  ['/blog/:slug', blogPost],
  ['/privacy-policy', legal],
  ['/terms-of-service', legal],
  ['/sitemap', sitemap],
  ['/request-quote', requestQuote],
];

/**
 * Settles once the page of the address this module was loaded for can render without suspending; the
 * shell waits for it (briefly) before its first paint. A failed download is left to the page's boundary.
 */
export const ready: Promise<void> = (PAGES.find(([pattern]) => matchPath(pattern, window.location.pathname))?.[1].preload() ?? Promise.resolve()).catch(
  () => undefined,
);

const ServicesPage = services.Component;
const ServiceDetailPage = serviceDetail.Component;
const AboutPage = about.Component;
const TestimonialsPage = testimonials.Component;
const ContactPage = contact.Component;
const BlogListPage = blogList.Component;
const BlogPostPage = blogPost.Component;
const LegalPage = legal.Component;
const SitemapPage = sitemap.Component;
const RequestQuotePage = requestQuote.Component;

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return <Suspense fallback={<Spinner label={t('loadingPage')} className="pub-page-loading" />}>{children}</Suspense>;
}

/** Exposed as `mf_public/routes`; the shell mounts it under `/*` for the prefixes this remote owns. */
export default function PublicRoutes() {
  useTranslationsLoaded();
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/services" element={<Page><ServicesPage /></Page>} />
      <Route path="/services/:serviceSlug" element={<Page><ServiceDetailPage /></Page>} />
      <Route path="/about" element={<Page><AboutPage /></Page>} />
      <Route path="/testimonials" element={<Page><TestimonialsPage /></Page>} />
      <Route path="/contact" element={<Page><ContactPage /></Page>} />
      <Route path="/contact-us" element={<Page><ContactPage /></Page>} />
      <Route path="/blog" element={<Page><BlogListPage /></Page>} />
      <Route path="/blog/:slug" element={<Page><BlogPostPage /></Page>} />
      <Route path="/privacy-policy" element={<Page><LegalPage document="privacy" /></Page>} />
      <Route path="/terms-of-service" element={<Page><LegalPage document="terms" /></Page>} />
      <Route path="/sitemap" element={<Page><SitemapPage /></Page>} />
      <Route path="/request-quote" element={<Page><RequestQuotePage /></Page>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
