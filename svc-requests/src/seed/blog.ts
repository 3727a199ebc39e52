import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import * as repo from '../blog/repo';
import { BLOG_SEED } from './blog-posts';

/**
 * The blog's launch posts are product content, so this runs on every start, not only in demo mode. A post
 * is inserted only where its slug is missing in its language: an editor's changes are never overwritten.
 * A deleted launch post does come back on the next start; to retire one, edit it instead.
 */
export async function seedBlog(db: Knex, log: FastifyBaseLogger): Promise<void> {
  let inserted = 0;
  for (const post of BLOG_SEED) {
    if (await repo.insertPostIfMissing(db, randomUUID(), post)) inserted += 1;
  }
  if (inserted) log.info({ inserted }, 'blog posts seeded');
}
