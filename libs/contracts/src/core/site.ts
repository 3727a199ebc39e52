/**
 * The public pages of the site, as search engines should find them (the gateway's sitemap.xml). Blog posts
 * are added from the blog API.
 */
export const SERVICE_SLUGS = ['air-conditioning', 'heating', 'maintenance', 'indoor-air-quality', 'commercial-hvac'] as const;

export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/about',
  '/testimonials',
  '/contact',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/request-quote',
];

const PUBLIC_PAGE = /^\/(?:services|about|testimonials|contact|contact-us|blog|privacy-policy|terms-of-service|sitemap|request-quote)?$|^\/(?:services|blog)\/[^/]+$/;

/** Whether a path (with or without its language prefix, no trailing slash but `/`) is one of the public pages that have a URL per language. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(withoutLanguage(pathname));
}

/**
 * One URL per language for the public pages (docs/domains/public-site.md#languages): English at `/…`,
 * the others under their prefix. Back-office and account pages have no prefix; their language is the
 * reader's stored choice.
 */
export const PREFIXED_LANGUAGES = ['es', 'fa'] as const;
export type PrefixedLanguage = (typeof PREFIXED_LANGUAGES)[number];
const PREFIX = /^\/(es|fa)(?=\/|$)/;

/** The language a path's prefix names: 'es' for `/es/services`, undefined for `/services`. */
export function languageOfPath(pathname: string): PrefixedLanguage | undefined {
  return PREFIX.exec(pathname)?.[1] as PrefixedLanguage | undefined;
}

/** The path without its language prefix: `/es/services` → `/services`, `/fa` → `/`. */
export function withoutLanguage(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** The same page in another language: ('/services', 'fa') → `/fa/services`, ('/es/', 'en') → `/`. */
export function withLanguage(pathname: string, lng: string): string {
  const bare = withoutLanguage(pathname);
  if (!(PREFIXED_LANGUAGES as readonly string[]).includes(lng)) return bare;
  return bare === '/' ? `/${lng}/` : `/${lng}${bare}`;
}
