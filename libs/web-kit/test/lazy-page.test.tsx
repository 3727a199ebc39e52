/** @jest-environment jsdom */
import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from '../src/lazy-page';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;
const view = (Component: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Loading page...</p>}>
    <Component name="About" />
  </Suspense>
);

describe('lazyPage', () => {
  it('renders in the first commit, without its fallback, once preloaded', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return Page;
    });
    await page.preload();
    await page.preload();
    render(view(page.Component));
    // Synchronous: no act() flush, no fallback in between.
    expect(screen.getByRole('heading').textContent).toBe('About');
    expect(screen.queryByText('Loading page...')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the fallback while a page that was not preloaded downloads', async () => {
    let finish!: (component: typeof Page) => void;
    const page = lazyPage(() => new Promise<typeof Page>((resolve) => (finish = resolve)));
    render(view(page.Component));
    expect(screen.getByText('Loading page...')).toBeTruthy();
    await act(async () => finish(Page));
    expect((await screen.findByRole('heading')).textContent).toBe('About');
  });

  it('fetches a failed chunk anew on the next preload', async () => {
    let attempt = 0;
    const page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Loading chunk 42 failed.');
      return Page;
    });
    await expect(page.preload()).rejects.toThrow('Loading chunk 42 failed.');
    await page.preload();
    expect(attempt).toBe(2);
  });
});
