import { randomUUID } from 'node:crypto';
import { BLOG_MESSAGES as M, BLOG_SLUG_RE, type BlogCreateBody, type BlogLanguage, type BlogUpdateBody } from '@hvac/contracts/requests';
import { badRequest, conflict, notFound, type AuthUser } from '@hvac/service-kit';
import type { Knex } from 'knex';
import * as repo from './repo';

const UNIQUE_VIOLATION = '23505';
const EXCERPT_LENGTH = 150;
const META_DESCRIPTION_LENGTH = 160;

export const notFoundPost = () => notFound(M.notFound, 'blogNotFound');

const firstParagraph = (content: string) => content.split(/\n\s*\n/)[0]!.trim();
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n).trimEnd()}…` : s);
const cleanTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

/**
 * A text the editor may leave to be made from another (the excerpt from the content, the meta title from
 * the title, the meta description from the excerpt): given, it is kept; left out, it follows its source
 * on every edit unless it had been set apart from what its source made of it.
 */
function derived(given: string | undefined, stored: string | undefined, storedMade: string | undefined, made: string): string {
  if (given !== undefined) return given.trim() || made;
  if (stored === undefined || stored === storedMade) return made;
  return stored.trim() || made;
}

/** Fills what an editor may leave out (excerpt, meta texts, author, date) and checks the rest. */
function complete(body: BlogUpdateBody, base: repo.BlogWrite | undefined, author: string): repo.BlogWrite {
  const pick = <K extends keyof BlogUpdateBody>(k: K) => (body[k] !== undefined ? body[k] : undefined);
  const title = (pick('title') ?? base?.title ?? '').trim();
  const slug = (pick('slug') ?? base?.slug ?? '').trim();
  const content = (pick('content') ?? base?.content ?? '').trim();
  if (!title) throw badRequest(M.titleRequired, 'titleRequired');
  if (!slug) throw badRequest(M.slugRequired, 'slugRequired');
  if (!BLOG_SLUG_RE.test(slug)) throw badRequest(M.slugInvalid, 'slugInvalid');
  if (!content) throw badRequest(M.contentRequired, 'contentRequired');
  const excerptOf = (text: string) => cut(firstParagraph(text), EXCERPT_LENGTH);
  const excerpt = derived(pick('excerpt'), base?.excerpt, base && excerptOf(base.content), excerptOf(content));
  const featured = pick('featuredImage');
  return {
    slug,
    language: pick('language') ?? base?.language ?? 'en',
    title,
    excerpt,
    content,
    author: (pick('author') ?? base?.author ?? '').trim() || author,
    published_at: body.publishedAt ? new Date(body.publishedAt) : (base?.published_at ?? new Date()),
    tags: cleanTags(pick('tags') ?? base?.tags ?? []),
    featured_image: featured !== undefined ? featured?.trim() || null : (base?.featured_image ?? null),
    meta_title: derived(pick('metaTitle'), base?.meta_title, base?.title, title),
    meta_description: derived(pick('metaDescription'), base?.meta_description, base && cut(base.excerpt, META_DESCRIPTION_LENGTH), cut(excerpt, META_DESCRIPTION_LENGTH)),
  };
}

const slugTaken = (err: unknown) => {
  if ((err as { code?: string }).code === UNIQUE_VIOLATION) return conflict(M.slugTaken, 'slugTaken');
  return err;
};

export async function createPost(db: Knex, actor: AuthUser, body: BlogCreateBody): Promise<repo.BlogRow> {
  const post = complete(body, undefined, actor.username);
  return repo.insertPost(db, randomUUID(), post).catch((err) => {
    throw slugTaken(err);
  });
}

export async function updatePost(db: Knex, actor: AuthUser, id: string, body: BlogUpdateBody): Promise<repo.BlogRow> {
  return db.transaction(async (trx) => {
    const current = await trx<repo.BlogRow>('blog_posts').where({ id }).forUpdate().first();
    if (!current) throw notFoundPost();
    const { id: _id, ...base } = current;
    return repo.updatePost(trx, id, complete(body, base, actor.username)).catch((err) => {
      throw slugTaken(err);
    });
  });
}

export async function getPublicPost(db: Knex, slug: string, lang: BlogLanguage): Promise<repo.BlogRow> {
  const row = await repo.findBySlug(db, slug, lang);
  if (!row) throw notFoundPost();
  return row;
}
