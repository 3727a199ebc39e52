import { screen, within } from '@testing-library/react';
import { renderAt } from './test-utils';

/** docs/domains/public-site.md#languages: the same pages under /es/ and /fa/, every link kept in the page's language. */
describe('one URL per language', () => {
  it('draws the pages under /fa/ and /es/ with links to the same language', async () => {
    await renderAt('/fa/', 'fa');
    const cards = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(cards).toEqual(expect.arrayContaining(['/fa/services/ac-services', '/fa/testimonials']));
    expect(screen.getAllByRole('button').flatMap((b) => b.closest('form')?.getAttribute('action') ?? [])).toContain('/fa/contact');
    expect(cards.every((href) => !href?.startsWith('/') || href.startsWith('/fa/'))).toBe(true);
  });

  it('draws a service page under /es/ with its breadcrumb and calls to action in Spanish URLs', async () => {
    await renderAt('/es/services/heating', 'es');
    await screen.findByRole('heading', { level: 1 });
    const crumbs = document.querySelector<HTMLElement>('.pub-breadcrumb')!;
    expect(within(crumbs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/es/', '/es/services']);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/')).every((href) => href.startsWith('/es/'))).toBe(true);
    expect(hrefs).toEqual(expect.arrayContaining(['/es/request-quote?service=heating']));
    expect(screen.getAllByRole('button').flatMap((b) => b.closest('form')?.getAttribute('action') ?? [])).toContain('/es/contact');
  });

  it('keeps English unprefixed', async () => {
    await renderAt('/about');
    expect((await screen.findByRole('link', { name: 'View Our Services' })).getAttribute('href')).toBe('/services');
  });
});
