/**
 * Issue 27, items 17 and 19: the public pages' layout at a phone's and a desktop's width in English,
 * Spanish and Persian (no sideways scroll, a one-line emergency banner with room at its sides, the home
 * page's reasons centred, no white strip between a closing band and the footer), and the icons and web
 * manifest the shell's HTML links, served by the gateway.
 */
import type { Page } from 'playwright-core';
import { useJourney } from './support/journey';
import { PUBLIC_PAGES, openPublicPage } from './support/public-pages';

let page: Page;
let base: string;

useJourney({ mode: 'test', apps: ['svc-identity', 'svc-requests', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

const LANGUAGES = ['en', 'es', 'fa'] as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const open = (route: string, lng: string) => openPublicPage(page, base, route, lng);

describe('at 390 px', () => {
  beforeEach(async () => {
    await page.setViewportSize(PHONE);
  });

  it.each(LANGUAGES)('%s: no public page is wider than the screen', async (lng) => {
    const wider: Record<string, number> = {};
    for (const route of PUBLIC_PAGES) {
      await open(route, lng);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wider[route] = width;
    }
    expect(wider).toEqual({});
  }, 180_000);

  it.each(LANGUAGES)('%s: the emergency banner keeps to one line in its bar, with room at both sides', async (lng) => {
    await open('/', lng);
    const banner = await page.evaluate(() => {
      const bar = document.querySelector('.emergency-banner')!;
      const box = bar.getBoundingClientRect();
      const style = getComputedStyle(bar);
      return {
        height: Math.round(box.height),
        padding: [parseFloat(style.paddingLeft), parseFloat(style.paddingRight)],
        parts: Array.from(bar.children, (child) => {
          const part = child.getBoundingClientRect();
          return { top: part.top - box.top, bottom: box.bottom - part.bottom, start: part.left - box.left, end: box.right - part.right, lines: child.getClientRects().length };
        }),
      };
    });
    expect(banner.height).toBe(36);
    // Room at the sides whatever the words: a longer translation must not run into the screen's edges.
    for (const side of banner.padding) expect(side).toBeGreaterThanOrEqual(8);
    for (const part of banner.parts) {
      expect(part.top).toBeGreaterThanOrEqual(0);
      expect(part.bottom).toBeGreaterThanOrEqual(0);
      expect(part.start).toBeGreaterThanOrEqual(8);
      expect(part.end).toBeGreaterThanOrEqual(8);
      expect(part.lines).toBe(1);
    }
  }, 30_000);
});

describe('at 1440 px', () => {
  beforeEach(async () => {
    await page.setViewportSize(DESKTOP);
  });

  it.each(LANGUAGES)('%s: the home page’s reasons sit centred under their heading', async (lng) => {
    await open('/', lng);
    const [heading, grid] = await page.evaluate(() =>
      ['#home-reasons-heading', '#home-reasons-heading + ul'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { centre: box.left + box.width / 2, width: box.width };
      }),
    );
    expect(grid!.width).toBeLessThan(DESKTOP.width - 200);
    expect(Math.abs(grid!.centre - heading!.centre)).toBeLessThan(1);
  }, 30_000);
});

describe('pages that end in the dark call-to-action band', () => {
  it.each([
    ['/services', DESKTOP],
    ['/about', DESKTOP],
    ['/testimonials', DESKTOP],
    ['/services', PHONE],
  ])('%s meets the footer with no strip between them (%o)', async (route, viewport) => {
    await page.setViewportSize(viewport);
    await open(route, 'en');
    const gap = await page.evaluate(() => {
      const bands = document.querySelectorAll('main .pub-cta');
      return document.querySelector('footer')!.getBoundingClientRect().top - bands[bands.length - 1]!.getBoundingClientRect().bottom;
    });
    expect(gap).toBe(0);
  }, 30_000);
});

describe('icons and web manifest (item 19)', () => {
  it('the shell links a favicon, a touch icon and a manifest, the gateway serves each for a day, and no page load meets a 404', async () => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await open('/', 'en');
    const links = await page.evaluate(() =>
      Object.fromEntries(Array.from(document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'), (link) => [`${link.getAttribute('rel')} ${link.getAttribute('type') ?? ''}`.trim(), link.getAttribute('href')])),
    );
    expect(links).toEqual({
      icon: '/favicon.ico',
      'icon image/svg+xml': '/icon.svg',
      'apple-touch-icon': '/apple-touch-icon.png',
      manifest: '/site.webmanifest',
    });
    expect(failed).toEqual([]);

    const fetched = async (path: string) => {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'public, max-age=86400']);
      return response;
    };
    expect((await fetched('/favicon.ico')).headers.get('content-type')).toBe('image/vnd.microsoft.icon');
    expect((await fetched('/icon.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetched('/apple-touch-icon.png')).headers.get('content-type')).toBe('image/png');
    const manifestResponse = await fetched('/site.webmanifest');
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as { name: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.name).toBe('Bayou City Comfort HVAC');
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      expect((await fetched(icon.src)).headers.get('content-type')).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
    }
    // What a browser asks for without reading the HTML at all.
    expect((await fetch(`${base}/favicon.ico`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })).status).toBe(200);
  }, 30_000);
});
