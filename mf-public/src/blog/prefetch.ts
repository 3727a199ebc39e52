import { matchPath } from 'react-router-dom';
import { BlogError, fetchBlogPage, fetchBlogPost, type BlogFailure, type BlogPage } from './api';
import type { BlogPost } from '@hvac/contracts/requests';

/** A fetch started before the page mounted, and how it ended once it has. */
export type Outcome<T> = { status: 'loaded'; value: T } | { status: 'error'; failure: BlogFailure };
interface Entry<T> {
  promise: Promise<T>;
  outcome?: Outcome<T>;
}

const entries = new Map<string, Entry<unknown>>();

const postKey = (slug: string, lng: string) => `post/${lng}/${slug}`;
const listKey = (page: number, search: string, lng: string) => `list/${lng}/${page}/${search}`;

function remember<T>(key: string, promise: Promise<T>): Entry<T> {
  const entry: Entry<T> = { promise };
  promise.then(
    (value) => {
      entry.outcome = { status: 'loaded', value };
    },
    (error: unknown) => {
      entry.outcome = { status: 'error', failure: error instanceof BlogError ? error.failure : 'load' };
    },
  );
  entries.set(key, entry as Entry<unknown>);
  return entry;
}

/** The number a `?page=` asks for, 1 for anything else. */
export const pageFrom = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * Starts the blog data of the address the remote was loaded for, alongside the page's chunk, so the
 * shell's first commit draws the posts a prerendered page already shows instead of a loading state
 * (docs/domains/public-site.md#search-engines). Settles when the answer is in, whatever it was.
 */
export function prefetchBlog(bare: string, search: string, lng: string): Promise<void> {
  const post = matchPath('/blog/:slug', bare);
  let entry: Entry<unknown> | undefined;
  if (post?.params.slug) {
    entry = remember(postKey(post.params.slug, lng), fetchBlogPost(post.params.slug, lng));
  } else if (matchPath('/blog', bare)) {
    const params = new URLSearchParams(search);
    const query = params.get('search')?.trim() ?? '';
    const page = pageFrom(params.get('page'));
    entry = remember(listKey(page, query, lng), fetchBlogPage(page, query, lng));
  }
  return entry ? entry.promise.then(() => undefined, () => undefined) : Promise.resolve();
}

/** A post fetched ahead for this slug and language: its promise, and its outcome once settled. */
export const prefetchedPost = (slug: string, lng: string) => entries.get(postKey(slug, lng)) as Entry<BlogPost> | undefined;

/** A list page fetched ahead for this page, search and language. */
export const prefetchedList = (page: number, search: string, lng: string) => entries.get(listKey(page, search, lng)) as Entry<BlogPage> | undefined;
