import type { HeadElement } from '@hvac/web-kit';
import { LANGUAGES, type Language } from '@hvac/web-kit';
import { withLanguage } from '@hvac/contracts';

/** Open Graph names a language with its region: the site's readers are in the US, the Persian ones' language is Iran's. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_US', fa: 'fa_IR' };

/** A page reached by two addresses names one of them to search engines. */
const CANONICAL_PATHS: Record<string, string> = { '/contact-us': '/contact' };

export interface PageHeadInput {
  title: string;
  description: string;
  siteName: string;
  /** The page's path without its language prefix. */
  path: string;
  lng: Language;
  origin: string;
  /** Absolute URL of the share image. */
  image: string;
  type: 'website' | 'article';
  structuredData: readonly object[];
}

/** The page's absolute URL in one language. */
export const pageUrl = (origin: string, path: string, lng: string): string => origin + withLanguage(CANONICAL_PATHS[path] ?? path, lng);

/**
 * Everything a public page says about itself in <head> (docs/domains/public-site.md#search-engines): its
 * description, its URL in this and every other language, and how a shared link to it looks.
 */
export function pageHeadElements(page: PageHeadInput): HeadElement[] {
  const url = pageUrl(page.origin, page.path, page.lng);
  return [
    { tag: 'meta', name: 'description', content: page.description },
    { tag: 'link', rel: 'canonical', href: url },
    ...LANGUAGES.map((lng): HeadElement => ({ tag: 'link', rel: 'alternate', hreflang: lng, href: pageUrl(page.origin, page.path, lng) })),
    { tag: 'link', rel: 'alternate', hreflang: 'x-default', href: pageUrl(page.origin, page.path, 'en') },
    { tag: 'meta', property: 'og:title', content: page.title },
    { tag: 'meta', property: 'og:description', content: page.description },
    { tag: 'meta', property: 'og:url', content: url },
    { tag: 'meta', property: 'og:type', content: page.type },
    { tag: 'meta', property: 'og:image', content: page.image },
    { tag: 'meta', property: 'og:image:width', content: '1200' },
    { tag: 'meta', property: 'og:image:height', content: '630' },
    { tag: 'meta', property: 'og:locale', content: OG_LOCALES[page.lng] },
    { tag: 'meta', property: 'og:site_name', content: page.siteName },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: page.title },
    { tag: 'meta', name: 'twitter:description', content: page.description },
    { tag: 'meta', name: 'twitter:image', content: page.image },
    ...page.structuredData.map((data): HeadElement => ({ tag: 'json-ld', data })),
  ];
}
