import type { BlogPosting, WithContext } from 'schema-dts';
import type { BlogPost } from '@hvac/contracts/requests';
import { businessId } from './business';

/** A blog post as an article (docs/domains/public-site.md#search-engines); `image` is its absolute URL. */
export function blogPostingData(post: BlogPost, origin: string, url: string, image: string): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': businessId(origin) },
    image,
    inLanguage: post.language,
    keywords: post.tags.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
