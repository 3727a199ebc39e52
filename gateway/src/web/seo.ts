import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTES } from '@hvac/contracts';
import type { UpstreamClient } from '../proxy/upstream-client';

const MAX_BLOG_PAGES = 20;
const BLOG_PAGE = 50;

interface BlogPage {
  data?: { blogs?: { slug: string; publishedAt?: string }[]; pagination?: { totalPages?: number } };
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Blog slugs from svc-requests (English list: every post has an English version). Empty when it is down. */
async function blogEntries(requests: UpstreamClient | undefined, timeoutMs: number): Promise<{ slug: string; lastmod?: string }[]> {
  if (!requests) return [];
  const out: { slug: string; lastmod?: string }[] = [];
  for (let page = 1; page <= MAX_BLOG_PAGES; page += 1) {
    const res = await requests.getJson(`/api/blog/public?lang=en&limit=${BLOG_PAGE}&page=${page}`, timeoutMs);
    const body = res?.body as BlogPage | undefined;
    const blogs = body?.data?.blogs ?? [];
    for (const b of blogs) out.push({ slug: b.slug, lastmod: b.publishedAt?.slice(0, 10) });
    if (page >= (body?.data?.pagination?.totalPages ?? 0)) break;
  }
  return out;
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
  let cached: { at: number; entries: { slug: string; lastmod?: string }[] } | null = null;

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', 'Disallow: /profile-settings', 'Disallow: /my-service-requests', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    if (!cached || Date.now() - cached.at > opts.cacheMs) cached = { at: Date.now(), entries: await blogEntries(requests, opts.timeoutMs) };
    const urls = [
      ...PUBLIC_ROUTES.map((path) => `<url><loc>${xmlEscape(origin + path)}</loc></url>`),
      ...cached.entries.map(
        (e) => `<url><loc>${xmlEscape(`${origin}/blog/${encodeURIComponent(e.slug)}`)}</loc>${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ''}</url>`,
      ),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });
}
