import type { FastifyInstance } from 'fastify';
import { PREFIXED_LANGUAGES, PUBLIC_ROUTES, SITEMAP_COMPLETE_HEADER, withLanguage } from '@hvac/contracts';
import type { UpstreamClient } from '../proxy/upstream-client';

const MAX_BLOG_PAGES = 20;
const BLOG_PAGE = 50;

interface BlogPage {
  data?: { blogs?: { slug: string; updatedAt?: string }[]; pagination?: { totalPages?: number } };
}

type BlogEntries = { entries: { slug: string; lastmod?: string }[]; complete: boolean };

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * Blog slugs from svc-requests (English list: every post has an English version), each with its last
 * change in any language as a full W3C datetime: the prerenderer draws a post's pages again when it is
 * newer than their capture (docs/domains/public-site.md#prerendered-pages). `complete` only when every
 * page of the list answered: without it a post missing from the sitemap may still exist.
 */
async function blogEntries(requests: UpstreamClient | undefined, timeoutMs: number): Promise<BlogEntries> {
  if (!requests) return { entries: [], complete: false };
  const entries: BlogEntries['entries'] = [];
  for (let page = 1; page <= MAX_BLOG_PAGES; page += 1) {
    const res = await requests.getJson(`/api/blog/public?lang=en&limit=${BLOG_PAGE}&page=${page}`, timeoutMs);
    const body = res?.body as BlogPage | undefined;
    const blogs = body?.data?.blogs;
    if (res?.status !== 200 || !blogs) return { entries, complete: false };
    for (const b of blogs) entries.push({ slug: b.slug, lastmod: b.updatedAt });
    if (page >= (body?.data?.pagination?.totalPages ?? 0)) return { entries, complete: true };
  }
  return { entries, complete: false };
}

/** Each page's URL in every language, English also as the default for readers of other languages. */
const ALTERNATES = [
  ['en', 'en'],
  ...PREFIXED_LANGUAGES.map((lng) => [lng, lng] as const),
  ['x-default', 'en'],
] as const;

/**
 * A page's <url> in each language, each naming all of them (docs/domains/public-site.md#prerendered-pages),
 * so a search engine shows the reader's language.
 */
function urlsOf(origin: string, page: string, lastmod?: string): string[] {
  const alternates = ALTERNATES.map(
    ([hreflang, lng]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(origin + withLanguage(page, lng))}"/>`,
  ).join('');
  const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
  return ['en', ...PREFIXED_LANGUAGES].map((lng) => `<url><loc>${xmlEscape(origin + withLanguage(page, lng))}</loc>${modified}${alternates}</url>`);
}

/**
 * robots.txt and sitemap.xml: the public routes and every blog post; the back office is kept out. Their
 * URLs start with the configured public address, never the request's Host: both answers are cached by
 * proxies, so a reflected Host would be served to every later visitor.
 */
export function seoRoutes(
  app: FastifyInstance,
  clients: readonly UpstreamClient[],
  opts: { publicUrl: string; timeoutMs: number; cacheMs: number },
): void {
  const requests = clients.find((c) => c.name === 'requests');
  const origin = opts.publicUrl;
  let cached: (BlogEntries & { at: number }) | null = null;

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', 'Disallow: /profile-settings', 'Disallow: /my-service-requests', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    if (!cached || Date.now() - cached.at > opts.cacheMs) cached = { at: Date.now(), ...(await blogEntries(requests, opts.timeoutMs)) };
    // A post exists in every language: the blog API answers the English text where a translation is missing.
    const urls = [
      ...PUBLIC_ROUTES.flatMap((page) => urlsOf(origin, page)),
      ...cached.entries.flatMap((e) => urlsOf(origin, `/blog/${encodeURIComponent(e.slug)}`, e.lastmod)),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    if (cached.complete) reply.header(SITEMAP_COMPLETE_HEADER, '1');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
}
