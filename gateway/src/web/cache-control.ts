import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NEVER_CACHE = 'no-cache, no-store, must-revalidate';
/** Files without a hash in their name: the browser may keep them but asks (ETag) before each use. */
export const REVALIDATE = 'no-cache';
/** A day: a new icon reaches every browser by the next day, and no page view asks for the icons again. */
export const ONE_DAY = 'public, max-age=86400';

/** Entry points that name the current hashed files: caching them would pin users to an old build. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json']);

/** The shell's icons and web manifest (shell/public): browsers ask for them by these names, so they carry no hash. */
const ICON_FILES = new Set(['favicon.ico', 'apple-touch-icon.png', 'icon.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'site.webmanifest']);

/**
 * webpack's [contenthash] (8+ hex characters) as its own dot- or dash-separated part of the name:
 * `main.3f2a9c1b.js`, `src_quotes_tsx.8f7a6b5c4d3e2f1a.js`, `e3b0c44298fc1c149afb.woff2`.
 */
const HASHED = /(?:^|[.-])[0-9a-f]{8,}(?:\.[0-9a-z]+)+$/;

export function cacheControlFor(filePath: string): string {
  // A precompressed twin (`remoteEntry.js.br`) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NEVER_CACHE;
  if (ICON_FILES.has(name)) return ONE_DAY;
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}
