import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PRERENDERED_PAGES_FOLDER, prerenderedPageFile, routeFor, versionDirOf, withoutLanguage, type PrerenderedPage } from '@hvac/contracts';
import { composePage } from './compose-page';
import type { VisitorMap } from './canary';

/** Composed answers kept in memory; each is some tens of KB, and the site has some fifty pages a version. */
const CACHE_SIZE = 200;

/**
 * A file's inode and time: the prerenderer renames a new file over the old one, so the inode changes even
 * when a coarse clock gives both the same time. Undefined once the file is gone (a deleted post's page).
 */
const stampOf = (file: string) => stat(file).then((info) => (info.isFile() ? `${info.ino}:${info.mtimeMs}` : undefined), () => undefined);

function isPage(value: unknown): value is PrerenderedPage {
  const page = value as Partial<PrerenderedPage> | null;
  return (
    typeof page === 'object' && page !== null &&
    typeof page.lang === 'string' && typeof page.title === 'string' && typeof page.html === 'string' &&
    Array.isArray(page.head) && page.head.every((element) => typeof element === 'string') &&
    Array.isArray(page.stylesheets) && page.stylesheets.every((href) => typeof href === 'string')
  );
}

const isRoutes = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((layout) => typeof layout === 'string');

/** Each remote's route patterns as remotes.json passes them on (unchecked by the gateway: anything else owns nothing). */
const declaredRoutes = (visitor: VisitorMap['map']): Record<string, { routes: Record<string, string> }> =>
  Object.fromEntries(Object.entries(visitor).map(([remote, build]) => [remote, { routes: isRoutes(build.routes) ? build.routes : {} }]));

/**
 * The prerendered HTML of a public page for one visitor: the page file in the build of the remote that owns
 * the path, in the version this visitor gets (a canary's browsers get the canary's pages), composed into the
 * current shell. Composed answers are kept by page file and both files' inodes and times, so a new render,
 * a removed page or a shell deploy is served at once.
 */
export class PrerenderedPages {
  private readonly cache = new Map<string, { page: string; shell: string; html: string }>();

  constructor(
    private readonly remotesDir: string,
    private readonly indexFile: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async html(visitor: VisitorMap['map'], pathname: string): Promise<string | undefined> {
    const file = this.fileFor(visitor, pathname);
    if (!file) return undefined;
    const [page, shell] = await Promise.all([stampOf(file), stampOf(this.indexFile)]);
    if (page === undefined || shell === undefined) {
      this.cache.delete(file);
      return undefined;
    }
    const cached = this.cache.get(file);
    if (cached && cached.page === page && cached.shell === shell) return cached.html;
    const html = await this.compose(file);
    if (html === undefined) return undefined;
    this.cache.delete(file);
    this.cache.set(file, { page, shell, html });
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return html;
  }

  private fileFor(visitor: VisitorMap['map'], pathname: string): string | undefined {
    const pageFile = prerenderedPageFile(pathname);
    if (!pageFile) return undefined;
    const owner = routeFor(declaredRoutes(visitor), withoutLanguage(pathname));
    const entry = owner && visitor[owner.remote]?.entry;
    const versionDir = typeof entry === 'string' ? versionDirOf(entry) : undefined;
    return versionDir ? path.join(this.remotesDir, versionDir, PRERENDERED_PAGES_FOLDER, pageFile) : undefined;
  }

  private async compose(file: string): Promise<string | undefined> {
    try {
      const page: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!isPage(page)) throw new Error('not a prerendered page');
      return composePage(await readFile(this.indexFile, 'utf8'), page);
    } catch (err) {
      // The shell alone still draws the page: a bad file costs its visitors the head start, nothing more.
      this.log.warn({ err, file }, 'prerendered page unreadable; serving the shell');
      return undefined;
    }
  }
}
