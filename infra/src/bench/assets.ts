/**
 * Which app a script belongs to. Shell files are served from `/`, a remote's from
 * `/remotes/<name>/<version>/`; a chunk that a Module Federation manifest lists under `shared`
 * holds a shared library (react-dom, i18next, …), whichever app provided it.
 */

export const SHELL = 'shell';
const REMOTE_PATH = /^\/remotes\/([^/]+)\/([^/]+)\//;

/** The app that serves a path: 'shell' or a remote's folder name (mf-public). */
export function appOfPath(pathname: string): string {
  return REMOTE_PATH.exec(pathname)?.[1] ?? SHELL;
}

/** The folder a path's manifest lives in: `/` for the shell, `/remotes/<name>/<version>/` for a remote. */
export function baseOfPath(pathname: string): string {
  return REMOTE_PATH.exec(pathname)?.[0] ?? '/';
}

/** The part of a Module Federation manifest (mf-manifest.json) this needs. */
export interface ManifestShares {
  shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** Path of each shared chunk under `base` → the shared packages it holds. */
export function sharedChunks(manifest: ManifestShares, base: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const share of manifest.shared ?? []) {
    for (const file of [...(share.assets?.js?.sync ?? []), ...(share.assets?.js?.async ?? [])]) {
      const path = `${base}${file}`;
      out.set(path, [...(out.get(path) ?? []), share.name]);
    }
  }
  return out;
}

export interface ScriptOrigin {
  app: string;
  /** Shared packages in this chunk; empty for the app's own code. */
  shared: string[];
}

export function originOf(pathname: string, shared: Map<string, string[]>): ScriptOrigin {
  return { app: appOfPath(pathname), shared: shared.get(pathname) ?? [] };
}

/** Remote assets on a page that no route of the page needed: every remote other than `allowed`. */
export function foreignRemoteAssets(pathnames: string[], allowed: string[]): string[] {
  return pathnames.filter((p) => {
    const app = appOfPath(p);
    return app !== SHELL && !allowed.includes(app);
  });
}
