import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

let cachedRoot: string | undefined;

/**
 * The monorepo root: the nearest folder above this file whose package.json declares workspaces.
 * Found by walking up so it is right whether the code runs from infra/src (Jest) or infra/dist.
 */
export function repoRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = __dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in (JSON.parse(readFileSync(pkg, 'utf8')) as object)) {
      cachedRoot = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the repository root above ${__dirname}.`);
    dir = parent;
  }
}

/** Where dev/test infrastructure keeps its state (git-ignored). */
export function dataDir(): string {
  return path.join(repoRoot(), '.data');
}
