/** The six header links of docs/domains/public-site.md#global-layout, in order. */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/services', key: 'nav.services' },
  { to: '/about', key: 'nav.about' },
  { to: '/testimonials', key: 'nav.testimonials' },
  { to: '/blog', key: 'nav.blog' },
  { to: '/contact', key: 'nav.contact' },
] as const;
