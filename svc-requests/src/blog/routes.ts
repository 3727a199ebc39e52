import { Type } from 'typebox';
import { ErrorBody, IdParams, MANAGER_ROLES } from '@hvac/contracts';
import { BLOG_MESSAGES, BLOG_PAGE_SIZE, BlogCreateBody, BlogListQuery, BlogListResponse, BlogPostResponse, BlogSlugParams, BlogSlugQuery, BlogUpdateBody } from '@hvac/contracts/requests';
import { pagination, success, type App } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import { MatchCounts } from '../db/match-counts';
import * as repo from './repo';
import * as blog from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['blog'];
const secured = { security: [{ bearerAuth: [] }], tags };

export function blogRoutes(app: App, ctx: RequestsContext): void {
  const { guards, db } = ctx;
  const editors = guards.requireRole(...MANAGER_ROLES);
  const searchTotals = new MatchCounts();

  app.get(
    '/api/blog/public',
    {
      schema: {
        tags,
        summary: 'Published posts in a language (English while that language has none), searched and paged',
        querystring: BlogListQuery,
        response: { 200: BlogListResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const limit = q.limit ?? BLOG_PAGE_SIZE;
      const { rows, total } = await repo.listPosts(db, { lang: q.lang ?? 'en', search: q.search?.trim() || undefined, page, limit }, searchTotals);
      return success({ blogs: rows.map(repo.toBlogPost), pagination: pagination({ page, limit, total }) });
    },
  );

  app.get(
    '/api/blog/public/:slug',
    {
      schema: {
        tags,
        summary: 'One post by slug, in the language asked for, else English',
        params: BlogSlugParams,
        querystring: BlogSlugQuery,
        response: { 200: BlogPostResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => success({ blog: repo.toBlogPost(await blog.getPublicPost(db, request.params.slug, request.query.lang ?? 'en')) }),
  );

  app.post(
    '/api/blog',
    { onRequest: editors, schema: { ...secured, summary: 'Create a post (admin, manager)', body: BlogCreateBody, response: { 201: BlogPostResponse, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(success({ blog: repo.toBlogPost(await blog.createPost(db, request.user, request.body)) })),
  );

  app.put(
    '/api/blog/:id',
    {
      onRequest: editors,
      schema: { ...secured, summary: 'Edit a post (admin, manager)', params: IdParams(BLOG_MESSAGES.notFound, 'blogNotFound'), body: BlogUpdateBody, response: { 200: BlogPostResponse, ...errors } },
    },
    async (request) => success({ blog: repo.toBlogPost(await blog.updatePost(db, request.user, request.params.id, request.body)) }),
  );

  app.delete(
    '/api/blog/:id',
    {
      onRequest: editors,
      schema: {
        ...secured,
        summary: 'Delete a post (admin, manager)',
        params: IdParams(BLOG_MESSAGES.notFound, 'blogNotFound'),
        response: { 200: Type.Object({ status: Type.Literal('success'), data: Type.Object({ id: Type.String() }) }), ...errors },
      },
    },
    async (request) => {
      if (!(await repo.deletePost(db, request.params.id))) throw blog.notFoundPost();
      return success({ id: request.params.id });
    },
  );
}
