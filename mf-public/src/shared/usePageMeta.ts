import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '@hvac/web-kit';
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
  const { t, i18n } = useTranslation(NS);
  const { values, title, description } = options;
  const valuesKey = JSON.stringify(values ?? {});
  useEffect(() => {
    const vars = { company: COMPANY.name, ...(JSON.parse(valuesKey) as Record<string, string>) };
    document.title = title ?? t(`meta.${page}.title`, vars);
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description ?? t(`meta.${page}.description`, vars);
  }, [page, t, i18n.language, valuesKey, title, description]);
}
