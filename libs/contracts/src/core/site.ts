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
];
