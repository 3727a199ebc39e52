import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BlogPost } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';
import { prefetchBlog } from './prefetch';

const post: BlogPost = {
  id: '7d5a1f0e-0b1c-4a55-9d2e-1f2a3b4c5d6e',
  slug: 'heat-pump',
  title: 'Heat pumps in Houston',
  excerpt: 'Short',
  content: 'First paragraph.',
  author: 'Dana',
  publishedAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  tags: [],
  featuredImage: null,
  metaTitle: '',
  metaDescription: '',
  language: 'en',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** docs/domains/public-site.md#search-engines: over prerendered HTML the first render must not be a loading state. */
describe('blog data fetched while the remote loads', () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws the post in the first render, without fetching it again', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 'success', data: { blog: post } } as never);
    await prefetchBlog('/blog/heat-pump', '', 'en');
    renderAt('/blog/heat-pump');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Heat pumps in Houston');
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => undefined);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('draws the list page the address asks for in the first render', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({
      status: 'success',
      data: { blogs: [post], pagination: { currentPage: 2, totalPages: 2, totalItems: 7, limit: 6 } },
    } as never);
    await prefetchBlog('/blog', '?page=2&search=heat', 'en');
    renderAt('/blog?page=2&search=heat');
    expect(screen.getByRole('link', { name: 'Heat pumps in Houston' }).getAttribute('href')).toBe('/blog/heat-pump');
    await act(async () => undefined);
  });
});
