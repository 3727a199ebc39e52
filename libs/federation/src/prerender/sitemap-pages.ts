import { SITEMAP_COMPLETE_HEADER } from '@hvac/contracts';

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' };
const unescape = (text: string) => text.replace(/&(?:lt|gt|amp|apos|quot);/g, (entity) => XML_ENTITIES[entity]!);

export interface SitemapPages {
  /** The origin the sitemap names (the gateway's PUBLIC_URL). */
  origin: string;
  /** Each page's path, once. */
  paths: string[];
  /** Each path's `<lastmod>` in milliseconds, where it has one that parses (the blog posts' last change). */
  lastmod: Map<string, number>;
  /** The gateway says it lists every blog post: only then is a post it leaves out gone. */
  complete: boolean;
}

/**
 * The pages a running gateway's /sitemap.xml lists: the pages search engines are given are the pages worth
 * prerendering. Undefined when the gateway does not answer.
 */
export async function sitemapPages(gatewayUrl: string): Promise<SitemapPages | undefined> {
  let xml: string;
  let complete: boolean;
  try {
    const res = await fetch(new URL('/sitemap.xml', gatewayUrl), { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return undefined;
    complete = res.headers.get(SITEMAP_COMPLETE_HEADER) === '1';
    xml = await res.text();
  } catch {
    return undefined;
  }
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, inner]) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(inner!)?.[1];
    const lastmod = Date.parse(unescape(/<lastmod>([^<]+)<\/lastmod>/.exec(inner!)?.[1] ?? ''));
    return loc ? [{ url: new URL(unescape(loc)), lastmod }] : [];
  });
  return {
    origin: urls[0]?.url.origin ?? new URL(gatewayUrl).origin,
    paths: [...new Set(urls.map(({ url }) => url.pathname))],
    lastmod: new Map(urls.filter(({ lastmod }) => !Number.isNaN(lastmod)).map(({ url, lastmod }) => [url.pathname, lastmod])),
    complete,
  };
}
