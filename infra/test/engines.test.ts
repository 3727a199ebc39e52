import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { repoRoot } from '../src/paths';

// npm prints EBADENGINE for every installed package whose `engines.node` refuses the running Node; a
// newcomer's first `npm start` must print none on the Node the README names. The lockfile records each
// package's engines, so the whole tree can be checked without installing it.
const read = (file: string) => JSON.parse(readFileSync(path.join(repoRoot(), file), 'utf8'));
const root = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, { version?: string; engines?: unknown }> };

function nodeRange(engines: unknown): string | null {
  const range = Array.isArray(engines) ? engines.join(' ') : (engines as { node?: unknown } | undefined)?.node;
  return typeof range === 'string' ? semver.validRange(range.replace(/^node\s*/, '')) : null;
}

describe('Node.js engines', () => {
  const oldest = semver.minVersion(root.engines.node)!.version;

  it('the Node running the tests is one the project supports', () => {
    expect(semver.satisfies(process.version, root.engines.node)).toBe(true);
  });

  it.each([
    ['the oldest supported Node', oldest],
    ['the Node running the tests', process.version],
  ])('every locked package accepts %s', (_what, version) => {
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => {
        const range = nodeRange(pkg.engines);
        return range !== null && !semver.satisfies(version, range);
      })
      .map(([where, pkg]) => `${where.replace(/^.*node_modules\//, '')}@${pkg.version} (node ${JSON.stringify((pkg.engines as { node?: string }).node)})`);
    expect(refusing).toEqual([]);
  });
});
