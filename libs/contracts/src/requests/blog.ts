import { Type, type Static } from 'typebox';
import { Paginated, Required, Success } from '../core';

/** Languages a blog post can be written in (the site's three languages). */
export const BLOG_LANGUAGES = ['en', 'fa', 'es'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
export const BlogLanguageSchema = Type.Union([Type.Literal('en'), Type.Literal('fa'), Type.Literal('es')]);

/** Blog page size 6 (docs/domains/service-requests.md#blog). */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_LIMIT = 50;
export const BLOG_SEARCH_MAX = 200;

/** Image keys mf-public maps to images shipped in its build. */
export const BLOG_IMAGE_KEYS = [
  'ac-tune-up',
  'energy-efficiency',
  'houston-heat',
  'indoor-air-quality',
  'furnace-care',
  'thermostat',
  'duct-cleaning',
  'hurricane-prep',
  'heat-pump',
] as const;
export type BlogImageKey = (typeof BLOG_IMAGE_KEYS)[number];

export const BLOG_MESSAGES = {
  notFound: 'Blog post not found',
  titleRequired: 'Title is required.',
  slugRequired: 'Slug is required.',
  slugInvalid: 'Slug may contain only lowercase letters, digits and dashes.',
  contentRequired: 'Content is required.',
  slugTaken: 'A blog post with this slug already exists in this language.',
} as const;

/** Lowercase letters, digits and single dashes between them: the form a slug takes in a URL. */
export const BLOG_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BlogPost = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    slug: Type.String(),
    title: Type.String(),
    excerpt: Type.String(),
    content: Type.String({ description: 'Paragraphs separated by a blank line.' }),
    author: Type.String(),
    publishedAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({
      format: 'date-time',
      description: "The last change to the post in any of its languages (a page in one language may show another's text): the sitemap's lastmod.",
    }),
    tags: Type.Array(Type.String()),
    featuredImage: Type.Union([Type.String(), Type.Null()], { description: "An image key such as 'ac-tune-up', or null." }),
    metaTitle: Type.String(),
    metaDescription: Type.String(),
    language: BlogLanguageSchema,
  },
  { description: 'A blog post in one language.' },
);
export type BlogPost = Static<typeof BlogPost>;

export const BlogListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BLOG_MAX_LIMIT, default: BLOG_PAGE_SIZE })),
  search: Type.Optional(Type.String({ maxLength: BLOG_SEARCH_MAX })),
  lang: Type.Optional(BlogLanguageSchema),
});
export type BlogListQuery = Static<typeof BlogListQuery>;

export const BlogListResponse = Paginated('blogs', BlogPost);
export type BlogListResponse = Static<typeof BlogListResponse>;

export const BlogSlugParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });
export type BlogSlugParams = Static<typeof BlogSlugParams>;

export const BlogSlugQuery = Type.Object({ lang: Type.Optional(BlogLanguageSchema) });
export type BlogSlugQuery = Static<typeof BlogSlugQuery>;

export const BlogPostResponse = Success({ blog: BlogPost });
export type BlogPostResponse = Static<typeof BlogPostResponse>;

const Str = (max: number) => Type.String({ maxLength: max });

const blogFields = {
  slug: Type.Optional(Str(200)),
  title: Type.Optional(Str(300)),
  excerpt: Type.Optional(Str(1000)),
  content: Type.Optional(Str(100000)),
  author: Type.Optional(Str(100)),
  publishedAt: Type.Optional(Type.String({ format: 'date-time' })),
  tags: Type.Optional(Type.Array(Str(50), { maxItems: 20 })),
  featuredImage: Type.Optional(Type.Union([Str(100), Type.Null()])),
  metaTitle: Type.Optional(Str(300)),
  metaDescription: Type.Optional(Str(500)),
  language: Type.Optional(BlogLanguageSchema),
};

/** Create body: slug, title and content are required; blank ones are refused by the service in the same words. */
export const BlogCreateBody = Type.Object(
  {
    ...blogFields,
    slug: Required(Str(200), BLOG_MESSAGES.slugRequired, 'slugRequired'),
    title: Required(Str(300), BLOG_MESSAGES.titleRequired, 'titleRequired'),
    content: Required(Str(100000), BLOG_MESSAGES.contentRequired, 'contentRequired'),
  },
  { additionalProperties: false },
);
export type BlogCreateBody = Static<typeof BlogCreateBody>;

/** Update body: any subset of the create fields. */
export const BlogUpdateBody = Type.Object(blogFields, { additionalProperties: false });
export type BlogUpdateBody = Static<typeof BlogUpdateBody>;

/** The blog's codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    blog: keyof typeof BLOG_MESSAGES | 'blogNotFound';
  }
}
