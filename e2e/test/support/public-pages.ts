import type { Page } from 'playwright-core';
import { waitForSettledPage } from './browser';

/** Every page of docs/domains/public-site.md#screens, as a visitor opens it. */
export const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/air-conditioning',
  '/services/heating',
  '/services/maintenance',
  '/services/indoor-air-quality',
  '/services/commercial-hvac',
  '/services/ac-services',
  '/about',
  '/testimonials',
  '/contact',
  '/contact-us?query=air-purifiers',
  '/blog',
  '/blog/heat-pumps-in-houston',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/request-quote',
];

/** Opens a public page in a language and waits until it has settled; /request-quote's dialog is closed to see the page behind it. */
export async function openPublicPage(page: Page, base: string, route: string, lng: string): Promise<void> {
  await page.goto(`${base}${route}${route.includes('?') ? '&' : '?'}lng=${lng}`);
  if (route === '/request-quote') {
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  await waitForSettledPage(page);
}
