import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslationsLoaded, useLocalizedPath } from '@hvac/web-kit';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ErrorBox, FreeText, Spinner } from '@hvac/ui';
import { Input } from '@hvac/ui/forms';
import { Pagination } from '@hvac/ui/list';
import { formatDate } from '@hvac/web-kit/formatters';
import { PAGES_NS } from '../i18n/pages';
import { usePageMeta } from '../shared/usePageMeta';
import { BlogError, cutExcerpt, fetchBlogPage, type BlogFailure, type BlogPage } from './api';
import { BLOG_IMAGE_SIZE, blogImage } from './images';
import { pageFrom, prefetchedList, type Outcome } from './prefetch';

type ListState = { status: 'loading' } | { status: 'error'; failure: BlogFailure } | { status: 'loaded'; page: BlogPage };

const firstState = (ahead: Outcome<BlogPage> | undefined): ListState =>
  !ahead ? { status: 'loading' } : ahead.status === 'loaded' ? { status: 'loaded', page: ahead.value } : ahead;

/** /blog (docs/domains/public-site.md#blog): search box, grid of posts, pagination; loading, error, loaded, empty (docs/domains/public-site.md#states). */
export function BlogListPage() {
  const localize = useLocalizedPath();
  // This page's strings arrive with its chunk; in Persian or Spanish wait for them rather than flash English.
  useTranslationsLoaded();
  const { t, i18n } = useTranslation(PAGES_NS);
  const lng = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageFrom(params.get('page'));
  const [draft, setDraft] = useState(search);
  // A list the remote fetched while it loaded (prerendered HTML on screen) is drawn in the first render.
  const [state, setState] = useState<ListState>(() => firstState(prefetchedList(page, search, lng)?.outcome));
  usePageMeta('blog');

  useEffect(() => setDraft(search), [search]);

  useEffect(() => {
    let current = true;
    const ahead = prefetchedList(page, search, lng);
    if (!ahead?.outcome) setState({ status: 'loading' });
    (ahead?.promise ?? fetchBlogPage(page, search, lng)).then(
      (result) => current && setState({ status: 'loaded', page: result }),
      (error: unknown) => current && setState({ status: 'error', failure: error instanceof BlogError ? error.failure : 'load' }),
    );
    return () => {
      current = false;
    };
  }, [page, search, lng]);

  const go = (next: { search?: string; page?: number }) => {
    const s = next.search ?? search;
    const p = next.page ?? 1;
    setParams({ ...(s ? { search: s } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim(), page: 1 });
  };

  return (
    <div className="pub-page">
      <section className="pub-banner" aria-labelledby="blog-heading">
        <div className="pub-banner__inner">
          <h1 id="blog-heading">{t('blog.heading')}</h1>
          <p>{t('blog.intro')}</p>
        </div>
      </section>
      <div className="pub-section pub-blog">
        <form className="pub-search" role="search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="blog-search">
            {t('blog.search.label')}
          </label>
          <Input id="blog-search" type="search" value={draft} placeholder={t('blog.search.placeholder')} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="primary">
            {t('blog.search.submit')}
          </Button>
        </form>

        {state.status === 'loading' && <Spinner label={t('blog.loading')} className="pub-blog__status" />}
        {state.status === 'error' && <ErrorBox className="pub-blog__status">{t(`blog.errors.${state.failure}List`)}</ErrorBox>}
        {state.status === 'loaded' && state.page.blogs.length === 0 && (
          <div className="pub-empty pub-blog__status">
            <h2>{t('blog.empty.heading')}</h2>
            <p>{search ? t('blog.empty.search') : t('blog.empty.none')}</p>
          </div>
        )}
        {state.status === 'loaded' && state.page.blogs.length > 0 && (
          <>
            <ul className="pub-grid pub-grid--3 pub-blog__grid">
              {state.page.blogs.map((post, index) => (
                <li key={post.id} className="pub-card pub-card--media pub-post-card">
                  <img
                    className="pub-card__image"
                    src={blogImage(post.featuredImage)}
                    alt=""
                    width={BLOG_IMAGE_SIZE.width}
                    height={BLOG_IMAGE_SIZE.height}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <h2 className="pub-card__title">
                    <Link to={localize(`/blog/${post.slug}`)}>
                      <FreeText>{post.title}</FreeText>
                    </Link>
                  </h2>
                  <p className="pub-post-card__meta">
                    {t('blog.byAuthor', { author: post.author })} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lng)}</time>
                  </p>
                  <FreeText as="p">{cutExcerpt(post.excerpt)}</FreeText>
                  {post.tags.length > 0 && (
                    <ul className="pub-tags" aria-label={t('blog.tags')}>
                      {post.tags.map((tag) => (
                        <li key={tag}>{tag}</li>
                      ))}
                    </ul>
                  )}
                  <Link className="pub-card__link" to={localize(`/blog/${post.slug}`)} aria-label={t('blog.readMoreAbout', { title: post.title })}>
                    {t('blog.readMore')}
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination currentPage={state.page.currentPage} totalPages={state.page.totalPages} onChange={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </div>
  );
}
