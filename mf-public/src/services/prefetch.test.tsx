import { screen } from '@testing-library/react';
import { prefetchService } from './content';
import { everShown, renderAt } from '../test-utils';

/** docs/domains/public-site.md#search-engines: a service looked up while the remote loaded is drawn at once. */
describe('a prefetched service', () => {
  it('is drawn in the first render of the page, never its lookup’s loading state', async () => {
    await prefetchService('heating', 'en');
    const loading = await everShown('Loading service details...', async () => {
      await renderAt('/services/heating');
      await screen.findByRole('heading', { level: 1, name: 'Heating Services' });
    });
    expect(loading).toBe(false);
  });

  it('is used once: the next visit looks the service up again', async () => {
    const loading = await everShown('Loading service details...', async () => {
      await renderAt('/services/heating');
      await screen.findByRole('heading', { level: 1, name: 'Heating Services' }, { timeout: 3000 });
    });
    expect(loading).toBe(true);
  });
});
