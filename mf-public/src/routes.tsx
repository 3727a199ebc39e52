import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotFound, Spinner } from '@hvac/ui';
import { useTranslationsLoaded } from '@hvac/web-kit';
import { NS } from './i18n';
import './public.css';
import { HomePage } from './home/HomePage';

// Every page but the home page is its own chunk, so a visitor's first load carries only what they open.
const ServicesPage = lazy(() => import(/* webpackChunkName: "services" */ './services/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const ServiceDetailPage = lazy(() =>
  import(/* webpackChunkName: "service-detail" */ './services/ServiceDetailPage').then((m) => ({ default: m.ServiceDetailPage })),
);
const AboutPage = lazy(() => import(/* webpackChunkName: "about" */ './about/AboutPage').then((m) => ({ default: m.AboutPage })));
const TestimonialsPage = lazy(() =>
  import(/* webpackChunkName: "testimonials" */ './testimonials/TestimonialsPage').then((m) => ({ default: m.TestimonialsPage })),
);
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ './contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const BlogListPage = lazy(() => import(/* webpackChunkName: "blog" */ './blog/BlogListPage').then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => import(/* webpackChunkName: "blog-post" */ './blog/BlogPostPage').then((m) => ({ default: m.BlogPostPage })));
const LegalPage = lazy(() => import(/* webpackChunkName: "legal" */ './legal/LegalPage').then((m) => ({ default: m.LegalPage })));
const SitemapPage = lazy(() => import(/* webpackChunkName: "sitemap" */ './legal/SitemapPage').then((m) => ({ default: m.SitemapPage })));
const RequestQuotePage = lazy(() =>
  import(/* webpackChunkName: "request-quote" */ './request-quote/RequestQuotePage').then((m) => ({ default: m.RequestQuotePage })),
);

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
