import { screen } from '@testing-library/react';
import { everShown, renderAt } from '../test-utils';
import { prefetchReviews } from './reviews';

/** docs/domains/public-site.md#search-engines: reviews loaded while the remote loaded are drawn at once. */
describe('testimonials loaded ahead', () => {
  it('draws the reviews in the page’s first render, never the loading state', async () => {
    await prefetchReviews();
    const loading = await everShown('Loading testimonials...', async () => {
      const view = await renderAt('/testimonials');
      await screen.findByTestId('average-rating');
      view.unmount();
    });
    expect(loading).toBe(false);
  });

  it('loads again on the next visit', async () => {
    const loading = await everShown('Loading testimonials...', async () => {
      await renderAt('/testimonials');
      await screen.findByTestId('average-rating', undefined, { timeout: 3000 });
    });
    expect(loading).toBe(true);
  });
});
