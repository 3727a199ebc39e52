const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' };

/**
 * The page paths a running gateway's /sitemap.xml lists (its `<loc>`s, each once): the pages search engines
 * are given are the pages worth prerendering. Undefined when the gateway does not answer.
 */
export async function sitemapPaths(gatewayUrl: string): Promise<string[] | undefined> {
  let xml: string;
  try {
    const res = await fetch(new URL('/sitemap.xml', gatewayUrl), { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return undefined;
    xml = await res.text();
  } catch {
    return undefined;
  }
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&(?:lt|gt|amp|apos|quot);/g, (entity) => XML_ENTITIES[entity]!));
  // The sitemap names PUBLIC_URL's origin; the pages are opened at the gateway's own address.
  return [...new Set(locs.map((loc) => new URL(loc).pathname))];
}
