const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' };

export interface SitemapPages {
  /** The origin the sitemap names (the gateway's PUBLIC_URL). */
  origin: string;
  /** Each page's path, once. */
  paths: string[];
}

/**
 * The pages a running gateway's /sitemap.xml lists: the pages search engines are given are the pages worth
 * prerendering. Undefined when the gateway does not answer.
 */
export async function sitemapPages(gatewayUrl: string): Promise<SitemapPages | undefined> {
  let xml: string;
  try {
    const res = await fetch(new URL('/sitemap.xml', gatewayUrl), { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return undefined;
    xml = await res.text();
  } catch {
    return undefined;
  }
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&(?:lt|gt|amp|apos|quot);/g, (entity) => XML_ENTITIES[entity]!));
  const urls = locs.map((loc) => new URL(loc));
  return { origin: urls[0]?.origin ?? new URL(gatewayUrl).origin, paths: [...new Set(urls.map((url) => url.pathname))] };
}
