import blog from '../assets/social/blog.png';
import home from '../assets/social/home.png';
import page from '../assets/social/page.png';
import services from '../assets/social/services.png';
import type { PageKey } from './usePageMeta';

/**
 * The picture a shared link shows (og:image, twitter:image), one per kind of page: 1200×630 PNG, no
 * text, so one image serves every language.
 */
export function socialImage(key: PageKey): string {
  if (key === 'home') return home;
  if (key.startsWith('service')) return services;
  if (key.startsWith('blog')) return blog;
  return page;
}
