import { randomUUID } from 'node:crypto';
import { BLOG_IMAGE_KEYS, BLOG_MESSAGES, type BlogPost } from '@hvac/contracts/requests';
import { BLOG_SEED } from '../src/seed/blog-posts';
import { seedBlog } from '../src/seed/blog';
import { startRequests, type TestRequests, type TestUser } from './helpers';

let t: TestRequests;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startRequests();
  [admin, manager, staff, client] = await Promise.all([t.user('admin'), t.user('manager'), t.user('staff'), t.user('client')]);
});
afterAll(() => t.close());

const list = (query = '') => t.call({ method: 'GET', url: `/api/blog/public${query}` });
const posts = async (query: string): Promise<BlogPost[]> => (await list(query)).json().data.blogs;

describe('seed', () => {
  it('holds at least nine posts in each of en, fa and es, each with the same slugs and an image key', async () => {
    const bySlug = new Map<string, Set<string>>();
    for (const p of BLOG_SEED) bySlug.set(p.slug, (bySlug.get(p.slug) ?? new Set()).add(p.language));
    expect(bySlug.size).toBeGreaterThanOrEqual(9);
    for (const langs of bySlug.values()) expect([...langs].sort()).toEqual(['en', 'es', 'fa']);
    for (const p of BLOG_SEED) {
      expect(BLOG_IMAGE_KEYS).toContain(p.featured_image);
      expect(p.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.meta_title && p.meta_description && p.author).toBeTruthy();
    }
    expect(new Set(BLOG_SEED.map((p) => p.featured_image)).size).toBe(BLOG_IMAGE_KEYS.length);
  });

  it('ran on start and is idempotent by slug and language', async () => {
    const count = async () => Number(((await t.h.service.ctx.db('blog_posts').count({ n: '*' })) as [{ n: string }])[0].n);
    expect(await count()).toBe(BLOG_SEED.length);
    await seedBlog(t.h.service.ctx.db, t.h.service.ctx.log);
    expect(await count()).toBe(BLOG_SEED.length);
  });
});

describe('GET /api/blog/public', () => {
  it('pages six English posts by default, newest first, with the spec shape', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe('success');
    const en = BLOG_SEED.filter((p) => p.language === 'en');
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(en.length / 6), totalItems: en.length, limit: 6 });
    expect(data.blogs).toHaveLength(6);
    const dates = data.blogs.map((b: BlogPost) => b.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(data.blogs[0]).sort()).toEqual(
      ['author', 'content', 'excerpt', 'featuredImage', 'id', 'language', 'metaDescription', 'metaTitle', 'publishedAt', 'slug', 'tags', 'title', 'updatedAt'].sort(),
    );
    const page2 = (await list('?page=2')).json().data;
    expect(page2.blogs).toHaveLength(en.length - 6);
    expect(page2.blogs.map((b: BlogPost) => b.id)).not.toEqual(expect.arrayContaining([data.blogs[0].id]));
  });

  it('serves each language, and English while a language has no posts', async () => {
    const fa = await posts('?lang=fa&limit=50');
    expect(fa.length).toBe(BLOG_SEED.filter((p) => p.language === 'fa').length);
    expect(fa.every((p) => p.language === 'fa')).toBe(true);
    expect((await posts('?lang=es&limit=50')).every((p) => p.language === 'es')).toBe(true);

    await t.h.service.ctx.db('blog_posts').where({ language: 'es' }).delete();
    try {
      const es = await list('?lang=es&limit=50');
      expect(es.statusCode).toBe(200);
      expect(es.json().data.blogs.every((p: BlogPost) => p.language === 'en')).toBe(true);
      expect(es.json().data.pagination.totalItems).toBe(BLOG_SEED.filter((p) => p.language === 'en').length);
    } finally {
      await seedBlog(t.h.service.ctx.db, t.h.service.ctx.log);
    }
    expect((await posts('?lang=es')).every((p) => p.language === 'es')).toBe(true);
  });

  it('searches title, excerpt, content and tags case-insensitively', async () => {
    expect((await posts('?search=HURRICANE')).map((p) => p.slug)).toContain('hurricane-season-hvac-prep');
    expect((await posts('?search=mastic')).map((p) => p.slug)).toEqual(['when-to-clean-air-ducts']);
    expect((await posts('?search=smart%20home')).map((p) => p.slug)).toEqual(['smart-thermostat-guide']);
    expect((await posts(`?lang=es&search=${encodeURIComponent('huracanes')}`)).map((p) => p.slug)).toEqual(['hurricane-season-hvac-prep']);
    const none = (await list('?search=zzznothing')).json().data;
    expect(none).toEqual({ blogs: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 6 } });
    expect((await posts('?search=%25')).length).toBe(0);
  });

  it('matches word beginnings in every language, words in the order typed, whatever the case', async () => {
    expect((await posts('?search=thermo')).map((p) => p.slug)).toContain('smart-thermostat-guide');
    expect((await posts('?search=ostat')).map((p) => p.slug)).not.toContain('smart-thermostat-guide');
    expect((await posts('?search=home%20smart')).map((p) => p.slug)).not.toContain('smart-thermostat-guide');
    const q = (lang: string, search: string) => posts(`?lang=${lang}&search=${encodeURIComponent(search)}`);
    expect((await q('es', 'CÓMO PREPARAR')).map((p) => p.slug)).toEqual(['hurricane-season-hvac-prep']);
    expect((await q('fa', 'آماده‌سازی سیستم')).map((p) => p.slug)).toEqual(['hurricane-season-hvac-prep']);
    expect((await q('fa', 'طوفان')).map((p) => p.slug)).toContain('hurricane-season-hvac-prep');
  });

  it.each([["it's"], ['a\\b'], ["'"], ['\\'], ['smart & | ! <-> home:*'], ['(hurricane']])('answers 200 for the search %s', async (search) => {
    const res = await list(`?search=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data.blogs)).toBe(true);
  });

  it.each([
    ['page 0', '?page=0'],
    ['limit 10000', '?limit=10000'],
    ['limit 0', '?limit=0'],
    ['a non-numeric page', '?page=abc'],
    ['an unknown language', '?lang=de'],
    ['a 5 KB search', `?search=${'a'.repeat(5000)}`],
  ])('answers 400 with a readable message for %s', async (_label, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validationError');
    expect(res.json().message.length).toBeGreaterThan(0);
  });
});

describe('GET /api/blog/public/:slug', () => {
  it('answers the post in the language asked for, else English', async () => {
    const fa = await t.call({ method: 'GET', url: '/api/blog/public/furnace-care-before-winter?lang=fa' });
    expect(fa.statusCode).toBe(200);
    expect(fa.json()).toMatchObject({ status: 'success', data: { blog: { slug: 'furnace-care-before-winter', language: 'fa', featuredImage: 'furnace-care' } } });
    const en = await t.call({ method: 'GET', url: '/api/blog/public/furnace-care-before-winter' });
    expect(en.json().data.blog.language).toBe('en');
  });

  it('answers 404 with the spec message for an unknown slug', async () => {
    const res = await t.call({ method: 'GET', url: '/api/blog/public/no-such-post' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Blog post not found', code: 'blogNotFound' });
  });
});

describe('writes', () => {
  const draft = { slug: 'attic-insulation', title: 'Attic Insulation and Your AC', content: 'First paragraph about attic insulation.\n\nSecond paragraph.', tags: ['efficiency', ' attic '], language: 'en' };

  it.each([
    ['POST', '/api/blog'],
    ['PUT', `/api/blog/${randomUUID()}`],
    ['DELETE', `/api/blog/${randomUUID()}`],
  ] as const)('%s %s: 401 without a token, 403 for staff and client', async (method, url) => {
    expect((await t.call({ method, url, payload: method === 'DELETE' ? undefined : draft })).statusCode).toBe(401);
    for (const u of [staff, client]) {
      const res = await t.call({ method, url, token: u.token, payload: method === 'DELETE' ? undefined : draft });
      expect(res.statusCode).toBe(403);
    }
  });

  it("keeps each language's total right through creates, language changes and deletes", async () => {
    const total = async (lang: string) => (await list(`?lang=${lang}`)).json().data.pagination.totalItems as number;
    const [en, fa] = [await total('en'), await total('fa')];
    const created = await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload: { ...draft, slug: 'count-check' } });
    const id = (created.json().data.blog as BlogPost).id;
    expect([await total('en'), await total('fa')]).toEqual([en + 1, fa]);
    expect((await t.call({ method: 'PUT', url: `/api/blog/${id}`, token: admin.token, payload: { language: 'fa' } })).statusCode).toBe(200);
    expect([await total('en'), await total('fa')]).toEqual([en, fa + 1]);
    expect((await t.call({ method: 'DELETE', url: `/api/blog/${id}`, token: admin.token })).statusCode).toBe(200);
    expect([await total('en'), await total('fa')]).toEqual([en, fa]);
  });

  it('counts search matches afresh after every write, though it remembers totals between writes', async () => {
    const total = async () => (await list('?search=quokka')).json().data.pagination.totalItems as number;
    expect(await total()).toBe(0);
    const created = await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload: { ...draft, slug: 'quokka-post', title: 'A quokka in the attic' } });
    const id = (created.json().data.blog as BlogPost).id;
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    await t.call({ method: 'PUT', url: `/api/blog/${id}`, token: admin.token, payload: { title: 'A possum in the attic' } });
    expect(await total()).toBe(0);
    await t.call({ method: 'PUT', url: `/api/blog/${id}`, token: admin.token, payload: { title: 'Quokkas again' } });
    expect(await total()).toBe(1);
    await t.call({ method: 'DELETE', url: `/api/blog/${id}`, token: admin.token });
    expect(await total()).toBe(0);
  });

  it('lets a manager create, an admin edit and delete, with defaults filled in', async () => {
    const created = await t.call({ method: 'POST', url: '/api/blog', token: manager.token, payload: draft });
    expect(created.statusCode).toBe(201);
    const post = created.json().data.blog as BlogPost;
    expect(post).toMatchObject({
      slug: 'attic-insulation',
      excerpt: 'First paragraph about attic insulation.',
      author: manager.user.username,
      tags: ['efficiency', 'attic'],
      featuredImage: null,
      metaTitle: 'Attic Insulation and Your AC',
      metaDescription: 'First paragraph about attic insulation.',
      language: 'en',
    });
    expect((await posts('?search=attic')).map((p) => p.id)).toContain(post.id);

    const edited = await t.call({ method: 'PUT', url: `/api/blog/${post.id}`, token: admin.token, payload: { title: 'Attic Insulation, Revisited', featuredImage: 'energy-efficiency' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.blog).toMatchObject({ id: post.id, title: 'Attic Insulation, Revisited', featuredImage: 'energy-efficiency', slug: 'attic-insulation' });
    expect((await posts('?search=revisited')).map((p) => p.id)).toEqual([post.id]);
    // Texts made from others follow them; one the editor set apart stays.
    expect(edited.json().data.blog.metaTitle).toBe('Attic Insulation, Revisited');
    const rewritten = await t.call({ method: 'PUT', url: `/api/blog/${post.id}`, token: admin.token, payload: { content: 'A new first paragraph.\n\nMore.', metaTitle: 'Attic insulation guide' } });
    expect(rewritten.json().data.blog).toMatchObject({ excerpt: 'A new first paragraph.', metaDescription: 'A new first paragraph.', metaTitle: 'Attic insulation guide' });
    const retitled = await t.call({ method: 'PUT', url: `/api/blog/${post.id}`, token: admin.token, payload: { title: 'Attic Insulation, Third Look' } });
    expect(retitled.json().data.blog.metaTitle).toBe('Attic insulation guide');

    const removed = await t.call({ method: 'DELETE', url: `/api/blog/${post.id}`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/blog/public/attic-insulation' })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/blog/${post.id}`, token: admin.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/api/blog/${post.id}`, token: admin.token, payload: { title: 'x' } })).statusCode).toBe(404);
  });

  it("answers as updatedAt the post's last change in any language, its publishedAt untouched", async () => {
    const publishedAt = '2026-01-05T09:00:00.000Z';
    const en = (await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload: { ...draft, slug: 'lastmod-check', publishedAt } })).json().data.blog as BlogPost;
    const es = (await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload: { ...draft, slug: 'lastmod-check', language: 'es' } })).json().data.blog as BlogPost;
    const listed = async (lang: string) => (await posts(`?lang=${lang}&search=attic&limit=50`)).find((p) => p.slug === 'lastmod-check')!;
    const one = async (lang: string) => (await t.call({ method: 'GET', url: `/api/blog/public/lastmod-check?lang=${lang}` })).json().data.blog as BlogPost;
    expect(Date.parse(es.updatedAt)).toBeGreaterThanOrEqual(Date.parse(en.updatedAt));
    expect((await listed('en')).updatedAt).toBe(es.updatedAt);

    // Editing the English text moves the date every language's page is read with (the Persian page shows English).
    const edited = (await t.call({ method: 'PUT', url: `/api/blog/${en.id}`, token: admin.token, payload: { title: 'Attic Insulation, Edited' } })).json().data.blog as BlogPost;
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(es.updatedAt));
    for (const post of [await listed('en'), await one('fa')]) expect(post).toMatchObject({ language: 'en', updatedAt: edited.updatedAt, publishedAt });
    for (const post of [await listed('es'), await one('es')]) expect(post).toMatchObject({ language: 'es', updatedAt: edited.updatedAt, publishedAt: es.publishedAt });
    // Deleting the Spanish text moves it too: the Spanish page now shows the English one.
    await t.call({ method: 'DELETE', url: `/api/blog/${es.id}`, token: admin.token });
    const afterDelete = await one('es');
    expect(afterDelete.language).toBe('en');
    expect(Date.parse(afterDelete.updatedAt)).toBeGreaterThan(Date.parse(edited.updatedAt));
    await t.call({ method: 'DELETE', url: `/api/blog/${en.id}`, token: admin.token });
  });

  it('keeps slugs unique per language (409) but allows the same slug in another language', async () => {
    const dup = await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload: { ...draft, slug: 'heat-pumps-in-houston' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: BLOG_MESSAGES.slugTaken, code: 'slugTaken' });
    const other = await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload: { ...draft, slug: 'translated-later', language: 'fa' } });
    expect(other.statusCode).toBe(201);
    const same = await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload: { ...draft, slug: 'translated-later', language: 'es' } });
    expect(same.statusCode).toBe(201);
  });

  it.each([
    ['no title', { ...draft, title: ' ' }, BLOG_MESSAGES.titleRequired],
    ['no slug', { ...draft, slug: '' }, BLOG_MESSAGES.slugRequired],
    ['a slug with spaces', { ...draft, slug: 'Not A Slug' }, BLOG_MESSAGES.slugInvalid],
    ['no content', { ...draft, content: '' }, BLOG_MESSAGES.contentRequired],
  ])('refuses %s with a 400', async (_label, payload, message) => {
    const res = await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown language or a malformed date with a 400', async () => {
    for (const payload of [{ ...draft, language: 'de' }, { ...draft, publishedAt: 'yesterday' }]) {
      expect((await t.call({ method: 'POST', url: '/api/blog', token: admin.token, payload })).statusCode).toBe(400);
    }
  });
});

it('searches through a full-text GIN index: the count of a common word reads no post text', async () => {
  const db = t.h.service.ctx.db;
  const idx = await db.raw('SELECT indexname FROM pg_indexes WHERE schemaname = ? AND indexname = ?', [t.h.service.ctx.schema, 'blog_posts_search_vector_idx']);
  expect(idx.rows).toHaveLength(1);
  type Plan = { rows: { 'QUERY PLAN': string }[] };
  const plan = await db.transaction(async (trx): Promise<Plan> => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    return trx.raw("EXPLAIN SELECT count(*) FROM blog_posts WHERE search_vector @@ to_tsquery('simple', ?)", ["'thermostat':*"]);
  });
  const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toContain('blog_posts_search_vector_idx');
});
