import { useTranslation } from 'react-i18next';
import { COMPANY, useDocumentMeta } from '@hvac/web-kit';
import { NS } from '../i18n';

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

export interface PageMetaOptions {
  /** Interpolated into the page's title and description (e.g. the service's name). */
  values?: Record<string, string>;
  /** Replaces the translated texts, for content that carries its own (a blog post's meta fields). */
  title?: string;
  description?: string;
}

/** Each page names itself to the browser tab and to search engines, in the current language. */
export function usePageMeta(page: PageKey, options: PageMetaOptions = {}): void {
  const { t } = useTranslation(NS);
  const vars = { company: COMPANY.name, ...options.values };
  useDocumentMeta(options.title ?? t(`meta.${page}.title`, vars), options.description ?? t(`meta.${page}.description`, vars));
}
