import { BLOG_PAGE_SIZE, type BlogListResponse, type BlogPost, type BlogPostResponse } from '@hvac/contracts/requests';
import { ApiError, api, isNotFound } from '@hvac/web-kit';

/**
 * docs/domains/public-site.md#messages distinguishes a refused request ('Failed to fetch …': the server answered with an error
 * status) from one that could not be completed or read ('Failed to load …').
 */
export type BlogFailure = 'fetch' | 'load' | 'notFound';

export class BlogError extends Error {
  constructor(readonly failure: BlogFailure) {
    super(failure);
  }
}

const failureOf = (error: unknown): BlogFailure => (error instanceof ApiError && error.status >= 400 ? 'fetch' : 'load');

export interface BlogPage {
  blogs: BlogPost[];
  currentPage: number;
  totalPages: number;
}

/** GET /api/blog/public: one page of posts in the reader's language (the API falls back to English). */
export async function fetchBlogPage(page: number, search: string, lang: string): Promise<BlogPage> {
  let body: BlogListResponse;
  try {
    body = await api.get<BlogListResponse>('blog/public', {
      searchParams: { page, limit: BLOG_PAGE_SIZE, lang, ...(search ? { search } : {}) },
    });
  } catch (error) {
    throw new BlogError(failureOf(error));
  }
  if (body?.status !== 'success' || !Array.isArray(body.data?.blogs)) throw new BlogError('load');
  return { blogs: body.data.blogs, currentPage: body.data.pagination.currentPage, totalPages: body.data.pagination.totalPages };
}

/** GET /api/blog/public/:slug; a 404 is 'Blog post not found'. */
export async function fetchBlogPost(slug: string, lang: string): Promise<BlogPost> {
  let body: BlogPostResponse;
  try {
    body = await api.get<BlogPostResponse>(`blog/public/${encodeURIComponent(slug)}`, { searchParams: { lang } });
  } catch (error) {
    if (isNotFound(error)) throw new BlogError('notFound');
    throw new BlogError(failureOf(error));
  }
  if (body?.status !== 'success' || !body.data?.blog) throw new BlogError('load');
  return body.data.blog;
}

/** docs/domains/public-site.md#constants: excerpts are cut at 150 characters plus an ellipsis. */
export const EXCERPT_LENGTH = 150;
export const cutExcerpt = (text: string): string => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text);

/** Paragraphs of a post's content (blank-line or newline separated). */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
