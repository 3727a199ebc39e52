/** A page's HTML as a crawler reads it: fetched plainly, no browser and no script. */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string) => value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

export async function fetchHtml(url: string, cookie?: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

/** The attributes of every `<name …>` tag in a piece of HTML, in order. */
export function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, inner]) =>
    Object.fromEntries([...inner!.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(([, key, a, b, c]) => [key!.toLowerCase(), decode(a ?? b ?? c ?? '')])),
  );
}

export const headOf = (html: string): string => html.slice(0, html.indexOf('</head>'));

/** What the gateway put in `<div id="root" data-prerendered>` (the shell's <noscript> follows #root). */
export function prerenderedRoot(html: string): string | undefined {
  const open = '<div id="root" data-prerendered>';
  const start = html.indexOf(open);
  if (start < 0) return undefined;
  const inner = html.slice(start + open.length, html.indexOf('<noscript', start));
  return inner.slice(0, inner.lastIndexOf('</div>'));
}

/** Visible text of some HTML: tags dropped, entities read, spaces folded. */
export const textOf = (html: string): string => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

export const titleOf = (html: string): string => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** The schema.org types of every JSON-LD block of the head (their @graph items included); throws on one that does not parse. */
export function jsonLdTypes(html: string): string[] {
  const blocks = [...headOf(html).matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as unknown);
  const types: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { '@type': type, '@graph': graph } = node as { '@type'?: string | string[]; '@graph'?: unknown };
    types.push(...(type === undefined ? [] : Array.isArray(type) ? type : [type]));
    visit(graph);
  };
  blocks.forEach(visit);
  return types;
}
