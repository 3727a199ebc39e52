import { screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import { prefetchReviews } from './reviews';

/** Whether a text was ever in the page while `run` went on. */
async function everShown(text: string, run: () => Promise<unknown>): Promise<boolean> {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  await run();
  observer.disconnect();
  return seen;
}

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
