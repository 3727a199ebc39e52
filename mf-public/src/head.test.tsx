import { screen } from '@testing-library/react';
import { renderAt } from './test-utils';

const ORIGIN = window.location.origin;
const head = (selector: string) => [...document.head.querySelectorAll(`[data-page-meta]${selector}`)];
const content = (selector: string) => head(selector).map((el) => el.getAttribute('content') ?? el.getAttribute('href'));
const jsonLd = () => head('script[type="application/ld+json"]').map((el) => JSON.parse(el.textContent!) as { '@type': string });

/** docs/domains/public-site.md#search-engines: what each public page puts in <head>, marked for the prerenderer. */
describe('page head', () => {
  it('gives the home page its description, canonical, alternates, share previews and the business', async () => {
    await renderAt('/');
    expect(document.title).toBe('Bayou City Comfort HVAC | AC Repair, Heating & Maintenance in Houston, TX');
    expect(content('meta[name="description"]')).toHaveLength(1);
    expect(content('link[rel="canonical"]')).toEqual([`${ORIGIN}/`]);
    expect(head('link[rel="alternate"]').map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')])).toEqual([
      ['en', `${ORIGIN}/`],
      ['fa', `${ORIGIN}/fa/`],
      ['es', `${ORIGIN}/es/`],
      ['x-default', `${ORIGIN}/`],
    ]);
    expect(content('meta[property="og:type"]')).toEqual(['website']);
    expect(content('meta[property="og:locale"]')).toEqual(['en_US']);
    expect(content('meta[property="og:image"]')[0]).toMatch(/^http/);
    expect(content('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(jsonLd().map((data) => data['@type'])).toEqual(['HVACBusiness']);
  });

  it('gives a Persian service page its own title, Persian URLs, and the service, breadcrumb and FAQ data', async () => {
    await renderAt('/fa/services/heating', 'fa');
    await screen.findByRole('heading', { level: 1 });
    expect(content('link[rel="canonical"]')).toEqual([`${ORIGIN}/fa/services/heating`]);
    expect(content('meta[property="og:url"]')).toEqual([`${ORIGIN}/fa/services/heating`]);
    expect(content('meta[property="og:locale"]')).toEqual(['fa_IR']);
    expect(content('link[hreflang="x-default"]')).toEqual([`${ORIGIN}/services/heating`]);
    expect(jsonLd().map((data) => data['@type'])).toEqual(['HVACBusiness', 'Service', 'BreadcrumbList', 'FAQPage']);
    expect(document.title).not.toBe('');
    expect(content('meta[property="og:title"]')).toEqual([document.title]);
  });

  it('replaces the elements when the page changes, so none is stale', async () => {
    const { unmount } = await renderAt('/services/heating');
    await screen.findByRole('heading', { level: 1 });
    unmount();
    await renderAt('/es/about', 'es');
    await screen.findByRole('heading', { level: 1 });
    expect(content('link[rel="canonical"]')).toEqual([`${ORIGIN}/es/about`]);
    expect(jsonLd().map((data) => data['@type'])).toEqual(['HVACBusiness']);
  });
});
