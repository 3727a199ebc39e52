import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Thing, WithContext } from 'schema-dts';
import { withoutLanguage } from '@hvac/contracts';
import { COMPANY, DEFAULT_LANGUAGE, LANGUAGES, usePageHead, type Language } from '@hvac/web-kit';
import { NS } from '../i18n';
import { PAGES_NS, SERVICES_NS } from '../i18n/names';
import { pageHeadElements, pageUrl } from './page-head';
import { socialImage } from './social-images';
import { businessData } from './structured-data/business';

export type PageKey =
  | 'home'
  | 'services'
  | 'serviceDetail'
  | 'serviceMissing'
  | 'about'
  | 'testimonials'
  | 'contact'
  | 'blog'
  | 'blogPost'
  | 'blogPostMissing'
  | 'privacy'
  | 'terms'
  | 'sitemap'
  | 'requestQuote';

/** Where the page is, for structured data that names addresses. */
export interface PageAddress {
  origin: string;
  /** This page's absolute URL in the current language. */
  url: string;
  /** Another public page's absolute URL in the current language (`/services` → `https://…/fa/services`). */
  urlOf: (path: string) => string;
  lng: Language;
}

export interface PageMetaOptions {
  /** Interpolated into the page's title and description (e.g. the service's name). */
  values?: Record<string, string>;
  /** Replaces the translated texts, for content that carries its own (a blog post's meta fields). */
  title?: string;
  description?: string;
  /** This page's structured data beyond the business every page carries (a service, its FAQs, a breadcrumb). */
  structuredData?: (page: PageAddress) => readonly WithContext<Thing>[];
}

/**
 * Each page names itself to the browser tab and to search engines, in the current language: title,
 * description, canonical and alternate addresses, share previews and structured data
 * (docs/domains/public-site.md#search-engines).
 */
export function usePageMeta(page: PageKey, options: PageMetaOptions = {}): void {
  const { t, i18n } = useTranslation(NS);
  const { pathname } = useLocation();
  // A page's words are in its own namespace, which its chunk registered: the home page's in the remote's.
  const vars = { company: COMPANY.name, ...options.values, ns: [NS, PAGES_NS, SERVICES_NS] };
  const title = options.title ?? t(`meta.${page}.title`, vars);
  const description = options.description ?? t(`meta.${page}.description`, vars);
  const lng = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as Language) : DEFAULT_LANGUAGE;
  const { origin } = window.location;
  const path = withoutLanguage(pathname);
  const address: PageAddress = { origin, url: pageUrl(origin, path, lng), urlOf: (to) => pageUrl(origin, to, lng), lng };
  usePageHead(
    title,
    pageHeadElements({
      title,
      description,
      siteName: COMPANY.name,
      path,
      lng,
      origin,
      image: new URL(socialImage(page), origin).href,
      type: page === 'blogPost' ? 'article' : 'website',
      structuredData: [businessData(origin), ...(options.structuredData?.(address) ?? [])],
    }),
  );
}
