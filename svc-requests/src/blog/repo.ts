import type { Knex } from 'knex';
import type { BlogLanguage, BlogPost } from '@hvac/contracts/requests';
import { insertInBulk } from '@hvac/service-kit';
import type { MatchCounts } from '../db/match-counts';

export interface BlogRow {
  id: string;
  slug: string;
  language: BlogLanguage;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  published_at: Date;
  tags: string[];
  featured_image: string | null;
  meta_title: string;
  meta_description: string;
  /** The post's last change in any language where it is read publicly (postColumns), else this row's own. */
  updated_at: Date;
}

export type BlogWrite = Omit<BlogRow, 'id' | 'updated_at'>;

export const toBlogPost = (r: BlogRow): BlogPost => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  content: r.content,
  author: r.author,
  publishedAt: r.published_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  tags: r.tags,
  featuredImage: r.featured_image,
  metaTitle: r.meta_title,
  metaDescription: r.meta_description,
  language: r.language,
});

const COLUMNS = ['id', 'slug', 'language', 'title', 'excerpt', 'content', 'author', 'published_at', 'tags', 'featured_image', 'meta_title', 'meta_description', 'updated_at'];

/**
 * The columns of posts read publicly from `blog_posts AS p`, with updated_at the latest change of the
 * slug in any language: a page shows the English text where its language has no translation, so the
 * sitemap's lastmod must move with either (docs/domains/public-site.md#prerendered-pages). The
 * (slug, language) index answers it.
 */
const postColumns = (db: Knex) => [
  ...COLUMNS.filter((c) => c !== 'updated_at').map((c) => `p.${c}`),
  db.raw('(SELECT max(q.updated_at) FROM blog_posts q WHERE q.slug = p.slug) AS updated_at'),
];

export const searchTextOf = (p: Pick<BlogRow, 'title' | 'excerpt' | 'content' | 'tags'>): string =>
  [p.title, p.excerpt, p.content, p.tags.join(' ')].join('\n').toLowerCase();

/**
 * The search box as one quoted tsquery operand with every word a prefix: PostgreSQL splits it with the
 * same parser that built the posts' vectors, and the words must follow each other ("smart hom" finds
 * "smart home"). The caller lower-cases it, as searchTextOf does: the cluster's C locale lower-cases
 * ASCII only.
 */
export const prefixPhraseQuery = (search: string): string =>
  `'${search.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;

/** Text with no letter or digit has no words to look for (and PostgreSQL would warn about the empty query). */
const hasWords = (search: string): boolean => /[\p{L}\p{N}]/u.test(search);

export interface ListFilter {
  lang: BlogLanguage;
  search?: string;
  page: number;
  limit: number;
}

/** Newest first; the tie-break runs the same way as the (language, published_at DESC, id) index. */
const ORDER = [
  { column: 'published_at', order: 'desc' },
  { column: 'id', order: 'asc' },
] as const;

/** Posts per language and the blog's revision, kept by a trigger (migration 0009). */
async function postCounts(db: Knex): Promise<{ counts: Partial<Record<BlogLanguage, number>>; revision: number }> {
  const rows = (await db('blog_post_counts').select('language', 'n', 'changes')) as { language: BlogLanguage; n: string; changes: string }[];
  return {
    counts: Object.fromEntries(rows.map((r) => [r.language, Number(r.n)])),
    revision: rows.reduce((sum, r) => sum + Number(r.changes), 0),
  };
}

/**
 * Posts of one language, searched, ordered and paged in SQL. A language with no posts at all is served
 * in English; a per-post fallback would merge two sets on every page, and with the launch posts in all
 * three languages it would only matter for a post an editor has not translated yet.
 */
export async function listPosts(db: Knex, f: ListFilter, searchTotals: MatchCounts): Promise<{ rows: BlogRow[]; total: number }> {
  const { counts, revision } = await postCounts(db);
  const language = f.lang === 'en' || (counts[f.lang] ?? 0) > 0 ? f.lang : 'en';
  const search = f.search?.toLowerCase();
  if (search !== undefined && !hasWords(search)) return { rows: [], total: 0 };
  const base = db({ p: 'blog_posts' }).where('p.language', language);
  if (search !== undefined) base.whereRaw("p.search_vector @@ to_tsquery('simple', ?)", [prefixPhraseQuery(search)]);
  const [rows, total] = await Promise.all([
    base
      .clone()
      .select(postColumns(db))
      .orderBy(ORDER.map((o) => ({ column: `p.${o.column}`, order: o.order })))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit) as Promise<BlogRow[]>,
    search === undefined
      ? Promise.resolve(counts[language] ?? 0)
      : searchTotals.get(revision, `${language}\u0000${search}`, async () => {
          const [row] = (await base.clone().count({ count: '*' })) as unknown as { count: string }[];
          return Number(row!.count);
        }),
  ]);
  return { rows, total };
}

/** The post in `lang`, else its English version, else any language it exists in. */
export async function findBySlug(db: Knex, slug: string, lang: BlogLanguage): Promise<BlogRow | undefined> {
  return db({ p: 'blog_posts' })
    .select<BlogRow[]>(postColumns(db))
    .where('p.slug', slug)
    .orderByRaw("CASE WHEN p.language = ? THEN 0 WHEN p.language = 'en' THEN 1 ELSE 2 END, p.language", [lang])
    .first();
}

export async function insertPost(db: Knex, id: string, p: BlogWrite): Promise<BlogRow> {
  const [row] = await db<BlogRow>('blog_posts')
    .insert({ id, ...p, search_text: searchTextOf(p) } as never)
    .returning(COLUMNS);
  return row as BlogRow;
}

const POST_TYPES = {
  id: 'uuid',
  slug: 'text',
  language: 'text',
  title: 'text',
  excerpt: 'text',
  content: 'text',
  author: 'text',
  published_at: 'timestamptz',
  tags: 'text[]',
  featured_image: 'text',
  meta_title: 'text',
  meta_description: 'text',
  search_text: 'text',
} as const satisfies Record<keyof BlogWrite | 'id' | 'search_text', string>;

/** Many posts in one statement (the bench's data set), each with its search text as insertPost writes it. */
export async function insertPosts(db: Knex, posts: readonly (BlogWrite & { id: string })[]): Promise<void> {
  await insertInBulk(db, 'blog_posts', POST_TYPES, posts.map((p) => ({ ...p, search_text: searchTextOf(p) })));
}

/** Inserts unless the slug already exists in that language (the seed never overwrites an edited post). */
export async function insertPostIfMissing(db: Knex, id: string, p: BlogWrite): Promise<boolean> {
  const rows = await db('blog_posts')
    .insert({ id, ...p, search_text: searchTextOf(p) })
    .onConflict(['slug', 'language'])
    .ignore()
    .returning('id');
  return rows.length > 0;
}

export async function updatePost(db: Knex, id: string, p: BlogWrite): Promise<BlogRow> {
  const [row] = await db<BlogRow>('blog_posts')
    .where({ id })
    .update({ ...p, search_text: searchTextOf(p), updated_at: db.fn.now() } as never)
    .returning(COLUMNS);
  return row as BlogRow;
}

/**
 * Deletes one language's post. Its other languages are touched: a page that showed this translation now
 * shows another one, and the post's updatedAt (their latest change) is what tells a prerender run to draw
 * those pages again (docs/domains/public-site.md#prerendered-pages).
 */
export const deletePost = (db: Knex, id: string): Promise<boolean> =>
  db.transaction(async (trx) => {
    const [gone] = await trx('blog_posts').where({ id }).delete().returning<{ slug: string }[]>('slug');
    if (!gone) return false;
    await trx('blog_posts').where({ slug: gone.slug }).update({ updated_at: trx.fn.now() });
    return true;
  });
