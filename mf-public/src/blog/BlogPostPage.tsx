import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslationsLoaded, useLocalizedPath } from '@hvac/web-kit';
import { Link, useParams } from 'react-router-dom';
import type { BlogPost } from '@hvac/contracts/requests';
import { ErrorBox, FreeText, Spinner } from '@hvac/ui';
import { formatDate } from '@hvac/web-kit/formatters';
import { NS } from '../i18n';
import { PAGES_NS } from '../i18n/pages';
import { Breadcrumb } from '../shared/Breadcrumb';
import { CtaBand } from '../shared/CtaBand';
import { CallButton } from '../shared/CallButton';
import { socialImage } from '../shared/social-images';
import { blogPostingData } from '../shared/structured-data/blog-posting';
import { breadcrumbData } from '../shared/structured-data/breadcrumb';
import { usePageMeta } from '../shared/usePageMeta';
import { BlogError, fetchBlogPost, paragraphsOf, type BlogFailure } from './api';
import { prefetchedPost, type Outcome } from './prefetch';
import { BLOG_IMAGE_SIZE, blogImage } from './images';

type PostState = { status: 'loading' } | { status: 'error'; failure: BlogFailure } | { status: 'loaded'; post: BlogPost };

const firstState = (ahead: Outcome<BlogPost> | undefined): PostState =>
  !ahead ? { status: 'loading' } : ahead.status === 'loaded' ? { status: 'loaded', post: ahead.value } : ahead;

/** /blog/{slug} (docs/domains/public-site.md#blog): loading, error ('Blog Post Not Found' + Back to Blog) or the post. */
export function BlogPostPage() {
  // This page's strings arrive with its chunk; in Persian or Spanish wait for them rather than flash English.
  useTranslationsLoaded();
  const { slug = '' } = useParams();
  const { i18n } = useTranslation(PAGES_NS);
  const lng = i18n.resolvedLanguage ?? 'en';
  // A post the remote fetched while it loaded (prerendered HTML on screen) is drawn in the first render.
  const [state, setState] = useState<PostState>(() => firstState(prefetchedPost(slug, lng)?.outcome));

  useEffect(() => {
    let current = true;
    const ahead = prefetchedPost(slug, lng);
    if (!ahead?.outcome) setState({ status: 'loading' });
    (ahead?.promise ?? fetchBlogPost(slug, lng)).then(
      (post) => current && setState({ status: 'loaded', post }),
      (error: unknown) => current && setState({ status: 'error', failure: error instanceof BlogError ? error.failure : 'load' }),
    );
    return () => {
      current = false;
    };
  }, [slug, lng]);

  if (state.status === 'loaded') return <PostView post={state.post} />;
  return <PostStatus state={state} />;
}

function PostStatus({ state }: { state: Exclude<PostState, { status: 'loaded' }> }) {
  const localize = useLocalizedPath();
  const { t } = useTranslation(PAGES_NS);
  usePageMeta(state.status === 'loading' ? 'blog' : 'blogPostMissing');
  if (state.status === 'loading') {
    return (
      <div className="pub-status">
        <Spinner label={t('blog.post.loading')} />
      </div>
    );
  }
  return (
    <section className="pub-status" aria-labelledby="post-status-heading">
      <h1 id="post-status-heading">{t('blog.post.notFoundHeading')}</h1>
      <ErrorBox>{t(`blog.errors.${state.failure}Post`)}</ErrorBox>
      <Link className="btn btn-primary btn-md" to={localize('/blog')}>
        {t('blog.post.backToBlog')}
      </Link>
    </section>
  );
}

function PostView({ post }: { post: BlogPost }) {
  const localize = useLocalizedPath();
  const { t, i18n } = useTranslation(PAGES_NS);
  usePageMeta('blogPost', {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    structuredData: ({ origin, url, urlOf }) => [
      blogPostingData(post, origin, url, new URL(socialImage('blogPost'), origin).href),
      breadcrumbData([
        { name: t('breadcrumb.home', { ns: NS }), url: urlOf('/') },
        { name: t('blog.breadcrumb'), url: urlOf('/blog') },
        { name: post.title },
      ]),
    ],
  });
  return (
    <article className="pub-page pub-post" lang={post.language}>
      <Breadcrumb section={{ to: '/blog', label: t('blog.breadcrumb') }} title={post.title} />
      <header className="pub-post__header">
        <FreeText as="h1">{post.title}</FreeText>
        <p className="pub-post-card__meta">
          {t('blog.byAuthor', { author: post.author })} ·{' '}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, i18n.resolvedLanguage)}</time>
        </p>
        {post.tags.length > 0 && (
          <ul className="pub-tags" aria-label={t('blog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </header>
      <img
        className="pub-post__image"
        src={blogImage(post.featuredImage)}
        alt=""
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        fetchPriority="high"
      />
      <div className="pub-prose pub-post__content">
        {paragraphsOf(post.content).map((paragraph, i) => (
          <FreeText as="p" key={i}>
            {paragraph}
          </FreeText>
        ))}
      </div>
      <CtaBand as="aside" className="pub-post__cta" id="post-cta-heading" heading={t('blog.post.cta.heading')} text={t('blog.post.cta.text')}>
        <Link className="btn btn-primary btn-lg" to={localize('/contact')}>
          {t('blog.post.cta.contact')}
        </Link>
        <CallButton label={t('blog.post.cta.call')} />
      </CtaBand>
      <p className="pub-post__back">
        <Link to={localize('/blog')}>{t('blog.post.backToBlog')}</Link>
      </p>
    </article>
  );
}
