import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PREFIXED_LANGUAGES, prerenderedPageFile, withLanguage, type PrerenderedPage } from '@hvac/contracts';

/**
 * A capture counts as older than a change made up to this long before it: the change's time is the
 * database's clock and the capture's the prerenderer's, on other machines. A page changed just before its
 * capture is drawn once more, never left stale by a clock running ahead.
 */
export const CLOCK_SKEW_MS = 15_000;

/**
 * When the stored page was captured, from its own `renderedAt`, never the file's time: a copy of the
 * volume (a restore, a move to new storage, `cp` without -p) gives every file a new mtime and would make
 * every old page look fresh. Undefined for a page that is missing or unreadable: it is drawn again.
 */
async function capturedAt(file: string): Promise<number | undefined> {
  try {
    const page = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<PrerenderedPage>;
    const at = typeof page.renderedAt === 'string' ? Date.parse(page.renderedAt) : NaN;
    return Number.isNaN(at) ? undefined : at;
  } catch {
    return undefined;
  }
}

/**
 * Whether a page needs drawing in a run for changed pages (docs/domains/public-site.md#prerendered-pages):
 * it has no readable file, or the sitemap says it changed after its capture. A page without a lastmod
 * (the fixed pages, drawn from the build) changes only with a deploy, which draws it anyway.
 */
export async function isStale(file: string, lastmod: number | undefined): Promise<boolean> {
  const at = await capturedAt(file);
  return at === undefined || (lastmod !== undefined && lastmod > at - CLOCK_SKEW_MS);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Removes the stored pages of blog posts the sitemap no longer lists, in every language, so the gateway
 * answers the shell and the post's own "not found". Only blog posts: the fixed pages are the build's and
 * go with its version. The caller asks only with a sitemap that lists every post. Returns the paths removed.
 */
export async function removeGonePosts(pagesDir: string, listed: ReadonlySet<string>): Promise<string[]> {
  const removed: string[] = [];
  for (const lng of ['en', ...PREFIXED_LANGUAGES]) {
    const blogDir = path.join(pagesDir, lng === 'en' ? '' : lng, 'blog');
    const names = await fs.readdir(blogDir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const pagePath = withLanguage(`/blog/${name.slice(0, -'.json'.length)}`, lng);
      // Any other file there (a temporary one mid-rename) is not a page of this path.
      if (listed.has(pagePath) || prerenderedPageFile(pagePath) !== path.relative(pagesDir, path.join(blogDir, name))) continue;
      await fs.rm(path.join(blogDir, name), { force: true });
      removed.push(pagePath);
    }
  }
  return removed;
}
